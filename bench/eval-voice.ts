// npm run eval:voice: does a draft read like its member? 20 % of each member's posts are held
// out; drafts are composed offline from the profile of the other 80 % only.
//
// Quality is reported by a measure the composer never sees: authorship attribution (character
// n-gram TF-IDF and Burrows' Delta, bench/support/attribute-authorship.ts), trained on the same
// 80 % and asked which member wrote each draft and each held-out real post (the ceiling). The
// internal voice_match, which the composer plans toward and selects candidates by, is printed
// beside it for comparison only.
//
// Members: the three template members the composer was developed against, and six written for this
// eval by a separate generator (bench/data/voice-members/independent-members.ts) without reference
// to the composer's feature list.
//
// `npm run eval:voice -- --writer model` judges the configured language model instead (LLM_PROVIDER,
// LLM_MODEL, LLM_API_KEY, LLM_BASE_URL as for the server), through the product's own prompt; one
// seed by default (--seeds N), four requests at a time (--concurrency N).
import { POST_FORMATS } from '@cadence/contract/content/formats';
import { buildVoiceProfile, NEUTRAL_VOICE, type VoiceProfile } from '../apps/server/src/writing/build-voice-profile';
import { measureVoiceMatch } from '../apps/server/src/writing/measure-voice-match';
import { EVAL_TOPICS } from './data/voice-members/eval-topics';
import { SYNTHETIC_MEMBERS } from './data/voice-members/index';
import { INDEPENDENT_MEMBERS } from './data/voice-members/independent-members';
import { createRandom } from '../apps/server/src/writing/seeded-random';
import { cutToLength } from './support/cut-to-length';
import { removeOwnStory } from './support/remove-own-story';
import { describeFailures, readWriterArgs, writeEvalDrafts } from './support/write-eval-drafts';
import {
  DELTA_WORDS,
  NGRAM_SIZES,
  trainBurrowsDelta,
  trainNgramTfidf,
  words,
  type Attributor,
} from './support/attribute-authorship';

/** Drafts attributed to their own member by the independent measure. */
const TARGET = 0.9;
/** Below this share of held-out real posts attributed right, the attribution itself is too weak to judge drafts. */
const CEILING_WARNING = 0.8;
const SEEDS = [11, 29, 47, 83, 101];
/** The offline writer is quick and seeded: two seeds. A model costs money and minutes: one, unless asked. */
const DEFAULT_SEEDS = { offline: 2, model: 1 };
/** Random cuts of each held-out post for the length-matched ceiling and its control. */
const CUT_DRAWS = 20;

const MEMBERS = [
  ...SYNTHETIC_MEMBERS.map((m) => ({ ...m, independent: false })),
  ...INDEPENDENT_MEMBERS.map((m) => ({ ...m, independent: true })),
];

interface Judged {
  member: number;
  /** Member each method attributes the text to. */
  ngram: number;
  delta: number;
  /** Delta over the most frequent words of any kind (the first version; printed for comparison). */
  deltaAllWords: number;
  /** Internal voice_match against the member's held-out posts (drafts only). */
  voiceMatch: number;
}

async function main() {
  const { writer, writerName, seedCount } = readWriterArgs(process.argv.slice(2), DEFAULT_SEEDS);
  const seeds = SEEDS.slice(0, seedCount);
  const started = performance.now();
  const split = MEMBERS.map((m) => ({
    // Every fifth post is held out: spread over the corpus, and the same on every run.
    training: m.posts.filter((_, i) => i % 5 !== 4),
    heldOut: m.posts.filter((_, i) => i % 5 === 4),
  }));
  const trainingProfiles = split.map((s) => buildVoiceProfile(s.training));
  const heldOutProfiles = split.map((s) => buildVoiceProfile(s.heldOut));

  const ngram = trainNgramTfidf(split.map((s) => s.training));
  const delta = trainBurrowsDelta(split.map((s) => s.training));
  const deltaAllWords = trainBurrowsDelta(
    split.map((s) => s.training),
    { functionWordsOnly: false },
  );
  const judge = (member: number, text: string, voiceMatch: number): Judged => ({
    member,
    ngram: ngram.attribute(text).member,
    delta: delta.attribute(text).member,
    deltaAllWords: deltaAllWords.attribute(text).member,
    voiceMatch,
  });

  // The ceiling: real held-out posts, attributed by the same trained models.
  const heldOut = split.flatMap((s, m) => s.heldOut.map((post) => judge(m, post, NaN)));
  selfCheck(heldOut, ngram, delta);
  const authors = MEMBERS.map((member, m) => ({
    niche: member.niche,
    profile: trainingProfiles[m] as VoiceProfile,
    ownPosts: split[m]?.training ?? [],
  }));
  // A model's drafts take minutes: a terminal is told how far they are.
  const progress =
    writer.kind === 'model' && process.stderr.isTTY
      ? (done: number, total: number) => process.stderr.write(`\r${done} of ${total} drafts${done === total ? '\n' : ''}`)
      : undefined;
  const written = await writeEvalDrafts(writer, authors, EVAL_TOPICS, POST_FORMATS, seeds, progress);
  const composed = MEMBERS.map((_, m) => written.drafts.filter((d) => d.author === m));
  const drafts = written.drafts.map(({ author, text, draft }) =>
    judge(author, text, measureVoiceMatch(draft, heldOutProfiles[author] as VoiceProfile)),
  );
  // A second ceiling: Delta weakens as a text shortens, and drafts are shorter than some members'
  // posts. Each held-out post, cut at random whole sentences to the mean length of its member's
  // drafts (CUT_DRAWS seeded draws), shows what the member's own writing reaches at that length.
  const draftWords = composed.map((own) => mean(own.map(({ text }) => words(text).length)));
  const heldOutAtDraftLength = split.flatMap((s, m) =>
    s.heldOut.flatMap((post, p) =>
      Array.from({ length: CUT_DRAWS }, (_, draw) =>
        judge(m, cutToLength(post, draftWords[m] as number, createRandom(1000 * m + 10 * p + draw)), NaN),
      ),
    ),
  );
  // A control for the rule against invented facts: the held-out posts less the sentences that tell the
  // member's own story, beside the same posts less as many words in sentences drawn at random.
  const storyless = split.flatMap((s, m) => s.heldOut.map((post) => judge(m, removeOwnStory(post), NaN)));
  const randomlyCut = split.flatMap((s, m) =>
    s.heldOut.flatMap((post, p) => {
      const storyless = words(removeOwnStory(post)).length;
      return Array.from({ length: CUT_DRAWS }, (_, draw) =>
        judge(m, cutToLength(post, storyless, createRandom(7 + 1000 * m + 10 * p + draw)), NaN),
      );
    }),
  );
  // The neutral baseline is the offline writer's: a model's would cost as many requests again.
  const neutral =
    writer.kind === 'offline'
      ? (
          await writeEvalDrafts(
            writer,
            [{ niche: 'Technology', profile: NEUTRAL_VOICE, ownPosts: [] }],
            EVAL_TOPICS,
            POST_FORMATS,
            seeds,
          )
        ).drafts.map(({ text }) => judge(-1, text, NaN))
      : [];
  const seconds = (performance.now() - started) / 1000;

  console.log(
    `\nVoice eval of ${writerName}: ${MEMBERS.length} members (${INDEPENDENT_MEMBERS.length} written independently of the composer), ${drafts.length} drafts (${EVAL_TOPICS.length} topics × ${POST_FORMATS.length} formats × ${seeds.length} seed${seeds.length === 1 ? '' : 's'} each), ${seconds.toFixed(1)} s`,
  );
  const failed = describeFailures(written.failures);
  if (failed) console.log(failed);
  console.log(
    `Independent measure: authorship attribution trained on each member's 80 % — character ${NGRAM_SIZES[0]}-${NGRAM_SIZES.at(-1)}-gram TF-IDF (nearest centroid by cosine) and Burrows' Delta (the ${DELTA_WORDS} most frequent function words). Chance = ${percent(1 / MEMBERS.length)}.`,
  );
  console.log(`Target: drafts attributed to their own member ≥ ${percent(TARGET)} by both methods.\n`);

  const rows: string[][] = [
    [
      '',
      '',
      'held-out real (ceiling)',
      '',
      'at draft length',
      '',
      '',
      'drafts → own member',
      '',
      '',
      'mistaken for',
      'internal',
      '',
    ],
    [
      'member',
      'indep.',
      'n-gram',
      'Delta',
      'words',
      'n-gram',
      'Delta',
      'n-gram',
      'Delta',
      'both',
      '(most often)',
      'voice_match',
      'target met',
    ],
  ];
  MEMBERS.forEach((member, m) => {
    const own = drafts.filter((d) => d.member === m);
    const real = heldOut.filter((d) => d.member === m);
    const cut = heldOutAtDraftLength.filter((d) => d.member === m);
    rows.push([
      member.name,
      member.independent ? 'yes' : 'no',
      `${share(real, 'ngram')} (${real.length})`,
      share(real, 'delta'),
      `${Math.round(draftWords[m] as number)} of ${Math.round(mean((split[m]?.heldOut ?? []).map((post) => words(post).length)))}`,
      share(cut, 'ngram'),
      share(cut, 'delta'),
      share(own, 'ngram'),
      share(own, 'delta'),
      share(own, 'both'),
      mostlyMistakenFor(own),
      mean(own.map((d) => d.voiceMatch)).toFixed(1),
      meets(own) ? 'yes' : 'no',
    ]);
  });
  const independentIds = new Set(MEMBERS.flatMap((m, i) => (m.independent ? [i] : [])));
  const groups: Array<[string, (d: Judged) => boolean]> = [
    ['all members', () => true],
    ['independent six', (d) => independentIds.has(d.member)],
    ['template three', (d) => !independentIds.has(d.member)],
  ];
  for (const [label, keep] of groups) {
    const own = drafts.filter(keep);
    const real = heldOut.filter(keep);
    const cut = heldOutAtDraftLength.filter(keep);
    rows.push([
      label,
      '',
      `${share(real, 'ngram')} (${real.length})`,
      share(real, 'delta'),
      '',
      share(cut, 'ngram'),
      share(cut, 'delta'),
      share(own, 'ngram'),
      share(own, 'delta'),
      share(own, 'both'),
      '',
      mean(own.map((d) => d.voiceMatch)).toFixed(1),
      meets(own) ? 'yes' : 'no',
    ]);
  }
  printTable(rows);

  console.log('\nStyles');
  for (const member of MEMBERS) console.log(`  ${member.name}: ${member.style}`);
  if (neutral.length > 0)
    console.log(
      `\nBaseline: drafts in the neutral voice (no import) are attributed to — n-gram: ${distribution(neutral, 'ngram')}; Delta: ${distribution(neutral, 'delta')}`,
    );

  console.log(
    `Delta over the ${DELTA_WORDS} most frequent words of any kind (the first version; topic words dominate them): held-out real posts ${share(heldOut, 'deltaAllWords')}, drafts ${share(drafts, 'deltaAllWords')}${neutral.length > 0 ? `; neutral drafts → ${distribution(neutral, 'deltaAllWords')}` : ''}`,
  );

  console.log(
    `At draft length: each held-out post cut at random whole sentences to the mean length of its member's drafts (words: drafts of posts), ${CUT_DRAWS} draws each; what the member's own writing reaches at that length.`,
  );
  console.log(
    `Control: held-out posts less their sentences in the first person that tell of the past or of what is the member's (which no draft may invent) — Delta ${share(storyless, 'delta')}, n-gram ${share(storyless, 'ngram')}; less as many words in sentences drawn at random — Delta ${share(randomlyCut, 'delta')}, n-gram ${share(randomlyCut, 'ngram')}. The story carries no more of Delta's evidence than any other sentences; what lowers Delta is length.`,
  );

  const ngramAll = rate(drafts, 'ngram');
  const deltaAll = rate(drafts, 'delta');
  const met = MEMBERS.filter((_, m) => meets(drafts.filter((d) => d.member === m))).length;
  const verdict = ngramAll >= TARGET && deltaAll >= TARGET && met === MEMBERS.length && written.failures.length === 0;
  console.log(
    `\nVerdict for ${writerName}: ${verdict ? 'target met' : 'BELOW TARGET'} — drafts attributed to their own member: n-gram ${percent(ngramAll)}, Delta ${percent(deltaAll)} (target ≥ ${percent(TARGET)}; held-out real posts ${percent(rate(heldOut, 'ngram'))} / ${percent(rate(heldOut, 'delta'))}); ${met} of ${MEMBERS.length} members meet it by both methods; internal voice_match ${mean(drafts.map((d) => d.voiceMatch)).toFixed(1)} is not the quality figure.`,
  );
  if (!verdict) process.exitCode = 1;
}

/**
 * The attribution must be able to tell real posts apart before its verdict on drafts means
 * anything: stop if it cannot, and warn for any member whose held-out posts it mostly misses.
 */
function selfCheck(heldOut: Judged[], ngram: Attributor, delta: Attributor) {
  // Two very different real posts must each go to their author (one-liner engineer vs storyteller).
  const oneLiner = MEMBERS.findIndex((m) => m.name === 'Arrow One-liners');
  const storyteller = MEMBERS.findIndex((m) => m.name === 'Long-form Storyteller');
  for (const [m, method] of [
    [oneLiner, ngram],
    [storyteller, ngram],
    [oneLiner, delta],
    [storyteller, delta],
  ] as const) {
    const post = MEMBERS[m]?.posts[4] as string; // held out (index % 5 === 4)
    if (method.attribute(post).member !== m)
      throw new Error(`self-check: a held-out post of ${MEMBERS[m]?.name} is misattributed`);
  }
  for (const method of ['ngram', 'delta'] as const) {
    const overall = rate(heldOut, method);
    if (overall < CEILING_WARNING)
      throw new Error(`self-check: ${method} attributes only ${percent(overall)} of held-out real posts`);
    MEMBERS.forEach((member, m) => {
      const r = rate(
        heldOut.filter((d) => d.member === m),
        method,
      );
      if (r < CEILING_WARNING)
        console.warn(
          `Warning: ${method} ceiling for ${member.name} is ${percent(r)} (< ${percent(CEILING_WARNING)}); its draft figure is weak evidence.`,
        );
    });
  }
}

type Method = 'ngram' | 'delta' | 'deltaAllWords' | 'both';
const isOwn = (d: Judged, method: Method) =>
  method === 'both' ? d.ngram === d.member && d.delta === d.member : d[method] === d.member;
const rate = (items: Judged[], method: Method) => items.filter((d) => isOwn(d, method)).length / Math.max(items.length, 1);
const share = (items: Judged[], method: Method) => percent(rate(items, method));
const meets = (items: Judged[]) => rate(items, 'ngram') >= TARGET && rate(items, 'delta') >= TARGET;

/** The member a member's drafts are most often given to instead, by either method. */
function mostlyMistakenFor(items: Judged[]): string {
  const counts = new Map<number, number>();
  for (const d of items)
    for (const other of [d.ngram, d.delta]) if (other !== d.member) counts.set(other, (counts.get(other) ?? 0) + 1);
  const top = [...counts.entries()].sort((a, b) => b[1] - a[1])[0];
  if (!top) return '—';
  return `${MEMBERS[top[0]]?.name} ${percent(top[1] / (2 * items.length))}`;
}

function distribution(items: Judged[], method: 'ngram' | 'delta' | 'deltaAllWords'): string {
  const counts = new Map<number, number>();
  for (const d of items) counts.set(d[method], (counts.get(d[method]) ?? 0) + 1);
  return [...counts.entries()]
    .sort((a, b) => b[1] - a[1])
    .map(([m, n]) => `${MEMBERS[m]?.name} ${percent(n / items.length)}`)
    .join(', ');
}

const mean = (values: number[]) => values.reduce((s, v) => s + v, 0) / Math.max(values.length, 1);
const percent = (value: number) => `${(value * 100).toFixed(1)} %`;

function printTable(rows: string[][]) {
  const widths = (rows[0] as string[]).map((_, c) => Math.max(...rows.map((r) => (r[c] ?? '').length)));
  for (const row of rows) console.log(row.map((cell, c) => cell.padEnd(widths[c] as number)).join('  '));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 2;
});
