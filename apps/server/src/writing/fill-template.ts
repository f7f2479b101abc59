import type { TopicFacts } from './gather-topic-facts';
import type { Person } from './plan-voice';

/** Whether a draft has told its headline already, so it is never told twice. */
export interface FactCursor {
  headlineUsed: boolean;
}

export interface FillContext {
  facts: TopicFacts;
  cursor: FactCursor;
  person: Person;
  /** An optional clause is dropped, kept, or kept as a parenthetical aside (for members who write those). */
  tail: () => 'drop' | 'keep' | 'paren';
  /** The size of the list the template announces ("{count} tips"). */
  count?: number;
}

/**
 * A gap only the member can fill, written "((your moment))" in the phrasebook (square brackets mark
 * optional clauses there) and "[your moment]" in the draft, as the editor and publishing expect.
 */
const PLACEHOLDER = /\(\((your [^()]{1,60})\)\)/g;

const NUMBER_WORDS = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'];
/** "six", as a list's announcement says its size ("in six points"). */
export function sayCount(count: number): string {
  return NUMBER_WORDS[count] ?? String(count);
}
const PERSON_INDEX: Record<Person, number> = { i: 0, we: 1, none: 2 };

/** The template's own words as told in one person: slots, placeholders and optional-clause marks left out. */
export function templateWords(template: string, person: Person): string {
  return template
    .replace(/<<([^>]*)>>/g, (_, alternatives: string) => alternatives.split('|')[PERSON_INDEX[person]] ?? '')
    .replace(/\{[^}]*\}|\(\([^)]*\)\)|[[\]]/g, ' ');
}

/** The slots a template needs; a template is only chosen when the topic can fill every one. */
export function canFill(template: string, context: Pick<FillContext, 'facts' | 'cursor' | 'count'>): boolean {
  const values = [...template.matchAll(/\{(\w+)\}/g)].map((m) => ({
    slot: m[1] as string,
    value: slotValue(m[1] as string, context),
  }));
  if (values.some(({ value }) => value === null)) return false;
  // "If you work in public speaking, public speaking deserves …": a field that is the subject says it twice
  // (the thirty-eighth review).
  const field = values.find(({ slot }) => slot.toLowerCase() === 'field')?.value?.toLowerCase();
  return !field || !values.some(({ slot, value }) => /^(subject|topic)$/i.test(slot) && value?.toLowerCase() === field);
}

export function fillTemplate(template: string, context: FillContext): string {
  const text = template
    .replace(/<<([^>]*)>>/g, (_, alternatives: string) => {
      const options = alternatives.split('|');
      return options[PERSON_INDEX[context.person]] ?? options[0] ?? '';
    })
    .replace(/\[([^\]]*)\]/g, (_, tail: string) => {
      const style = context.tail();
      if (style === 'drop') return '';
      return style === 'paren' ? ` (${tail.replace(/^[,;:]?\s*/, '')})` : tail;
    })
    .replace(/\{(\w+)\}/g, (_, slot: string) => slotValue(slot, context) ?? '');
  consume(template, context.cursor);
  return tidy(text).replace(PLACEHOLDER, '[$1]');
}

function slotValue(slot: string, { facts, cursor, count }: Pick<FillContext, 'facts' | 'cursor' | 'count'>): string | null {
  const base = slot.charAt(0).toLowerCase() + slot.slice(1);
  const value = (() => {
    switch (base) {
      case 'subject':
        return facts.subject;
      case 'topic':
        // Not an anaphor ("this", "this trend"): "this part of this trend" says nothing twice.
        return /^this\b/i.test(facts.subject) ? null : facts.subject;
      case 'headline':
        return cursor.headlineUsed ? null : facts.headline;
      case 'ownLine':
        return facts.ownLine;
      // Marks a line only a reported story can take ("… once the headlines move on"): empty, or unusable.
      case 'news':
        return facts.news ? '' : null;
      // Marks a line only a practice or a skill takes, never one reported story ("progress on this development counts").
      case 'practice':
        return facts.news ? null : '';
      // Mark lines that grant an upside or warn against hype, and lines only bad news takes (facts.badNews).
      case 'upside':
        return facts.badNews ? null : '';
      case 'downside':
        return facts.badNews ? '' : null;
      case 'field':
        return facts.field;
      case 'audience':
        return facts.audience;
      // A list announces its size only where the topic brings no figure of its own (facts.bringsFigure).
      case 'count':
        return count === undefined || facts.bringsFigure ? null : sayCount(count);
      // Agreement with the subject: "{Is} {subject} worth it?", "{subject} feel{s}".
      case 'is':
        return facts.plural ? 'are' : 'is';
      case 'was':
        return facts.plural ? 'were' : 'was';
      case 'does':
        return facts.plural ? 'do' : 'does';
      case 'it':
        return facts.plural ? 'they' : 'it';
      case 'them':
        return facts.plural ? 'them' : 'it';
      case 's':
        return facts.plural ? '' : 's';
      default:
        throw new Error(`Unknown slot {${slot}} in the phrasebook`);
    }
  })();
  if (value === null) return null;
  return slot === base ? value : value.charAt(0).toUpperCase() + value.slice(1);
}

function consume(template: string, cursor: FactCursor) {
  if (template.includes('{headline}')) cursor.headlineUsed = true;
}

/** Whitespace and punctuation left behind by a dropped tail or a slot ending in its own full stop. */
function tidy(text: string): string {
  const cleaned = text
    .replace(/\s+/g, ' ')
    .replace(/\s+([,.;:!?])/g, '$1')
    .replace(/([.!?])\.(?=\s|$)/g, '$1')
    .replace(/([.!?])(["”]?)\./g, '$1$2')
    .trim();
  return cleaned.charAt(0).toUpperCase() + cleaned.slice(1);
}
