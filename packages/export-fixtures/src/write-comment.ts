import type { Random } from './create-random.ts';
import type { Persona } from './create-persona.ts';
import { FIRST_NAMES } from './people-names.ts';

/**
 * A comment the member left on someone's post. Many quote a phrase, so Comments.csv's backslash
 * escapes (\") show up often, some right before a comma or at the very end of the field.
 */
const COMMENTS: ((persona: Persona, random: Random, name: string) => string)[] = [
  (_, random, name) => `Great point, ${name}! ${random.pick(['Saving this.', 'Couldn’t agree more.', 'Sharing with my team.'])}`,
  (persona, random) => `Love the "${random.pick(persona.vocabulary.lessons)}" framing, it's going on a sticky note.`,
  (persona, random) => `This. "${random.pick(persona.vocabulary.lessons)}" is so underrated.`,
  () => `Congrats on the launch! 🎉`,
  (persona, random) =>
    `We tried ${random.pick(persona.vocabulary.tools)} for ${random.pick(persona.subNiche.topics)}, and honestly, it changed how we work.`,
  (persona, random) =>
    `"${random.pick(persona.vocabulary.topics)}" and "${random.pick(persona.subNiche.topics)}" in one post? You read my mind.`,
  (_, random, name) =>
    `Thanks for sharing, ${name}.\nThe part about ${random.pick(['hiring', 'feedback', 'focus', 'pricing'])} hit home.`,
  (persona, random) =>
    `Counterpoint: ${random.pick(persona.subNiche.topics)} only work when someone owns them. Who owns it at your place?`,
  () => `My old boss used to say "done is better than perfect"`,
  (persona, random) => `Would love to hear more about ${random.pick(persona.subNiche.topics)}, maybe a follow-up post?`,
  () => `👏👏👏`,
];

export function writeComment(random: Random, persona: Persona): string {
  return random.pick(COMMENTS)(persona, random, random.pick(FIRST_NAMES));
}
