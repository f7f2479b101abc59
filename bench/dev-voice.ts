// DEV SET ONLY: `node --import tsx bench/dev-voice.ts [--show] [--writer model]`. The check the offline composer's voice
// is developed against, kept apart from `npm run eval:voice` so that the eval's figure is never
// one the composer was tuned to: other members (bench/data/voice-dev-members), other topics, and
// attribution methods of its own (compression, a function-word cosine of its own word list, and
// layout/punctuation markers), none of them the eval's n-gram TF-IDF or Burrows' Delta.
import { deflateRawSync } from 'node:zlib';
import { POST_FORMATS } from '@cadence/contract/content/formats';
import type { TTrendingTopic } from '@cadence/contract/content/trending-topics';
import { composePostText } from '@cadence/contract/linkedin/compose-post-text';
import { buildVoiceProfile } from '../apps/server/src/writing/build-voice-profile';
import { DEV_MEMBERS } from './data/voice-dev-members/dev-members';
import { describeFailures, readWriterArgs, writeEvalDrafts } from './support/write-eval-drafts';

const DEV_TOPICS: Array<{ topic: string; data: TTrendingTopic | null }> = [
  {
    topic: 'Hospitals test AI scribes in the exam room',
    data: {
      title: 'Hospitals test AI scribes in the exam room',
      description:
        'Clinics in two countries are trialling note-taking assistants. Doctors report shorter evenings but uneven accuracy.',
      trend_reason: '9 stories from 5 sources in the last 24 h, up from 2 a day last week.',
      relevance_score: 7.5,
      evidence: [
        {
          title: 'AI scribes cut paperwork time',
          url: 'https://example.com/a',
          source: 'Reuters',
          published_at: '2026-02-01T09:00:00Z',
        },
      ],
    },
  },
  {
    topic: 'Four-day week pilots report lower burnout',
    data: {
      title: 'Four-day week pilots report lower burnout',
      description: 'A new round of pilots found lower burnout. Most firms kept the schedule afterwards.',
      trend_reason: '5 stories from 3 sources in the last 24 h.',
      relevance_score: 6.8,
      evidence: [],
    },
  },
  { topic: 'remote onboarding', data: null },
  { topic: 'Giving feedback to senior people', data: null },
];
const SEEDS = [3, 17];
const FUNCTION_WORDS = `i me my we our us you your he she it its they them their this that these those a an the and but or so if
  because as of in on at to for with from by about into over after before than then there here what which who
  how why when not no just really very quite rather all some any more most can could would should will is are
  was were be been have has had do does did`.split(/\s+/);

interface Attributor {
  attribute(text: string): number;
}

function trainCompression(corpora: string[][]): Attributor {
  // Deflate's window is 32 KB: each member's most recent 24 KB is the dictionary a text is compressed against.
  const bases = corpora.map((posts) => posts.join('\n\n').slice(-24_000));
  const baseCost = bases.map((b) => deflateRawSync(b, { level: 9 }).length);
  return {
    attribute: (text) =>
      argmin(bases.map((b, m) => deflateRawSync(`${b}\n\n${text}`, { level: 9 }).length - (baseCost[m] as number))),
  };
}

function functionWordVector(text: string): number[] {
  const words = text.toLowerCase().match(/[\p{L}']+/gu) ?? [];
  const counts = new Map<string, number>();
  for (const w of words) counts.set(w, (counts.get(w) ?? 0) + 1);
  return FUNCTION_WORDS.map((w) => (counts.get(w) ?? 0) / Math.max(words.length, 1));
}

const MARKERS: Array<[string, (text: string) => number]> = [
  ['lowercase sentence starts', (t) => share(sentences(t), (s) => /^\p{Ll}/u.test(s))],
  ['questions', (t) => share(sentences(t), (s) => s.endsWith('?'))],
  ['exclamations', (t) => share(sentences(t), (s) => s.endsWith('!'))],
  ['words per sentence', (t) => words(t) / Math.max(sentences(t).length, 1)],
  ['chars per line', (t) => t.length / Math.max(t.split('\n').filter((l) => l.trim()).length, 1)],
  ['blank lines', (t) => share(t.split('\n'), (l) => l.trim() === '')],
  ['numbered lines', (t) => share(nonEmpty(t), (l) => /^\d+[./)]/.test(l))],
  ['symbol-led lines', (t) => share(nonEmpty(t), (l) => /^[^\p{L}\p{N}\s#]/u.test(l))],
  ...[',', ';', ':', '—', '…', '(', '!', '’', '"'].map((mark): [string, (t: string) => number] => [
    mark,
    (t) => (100 * t.split(mark).length - 100) / Math.max(t.length, 1),
  ]),
  ['emoji', (t) => (100 * (t.match(/\p{Extended_Pictographic}/gu)?.length ?? 0)) / Math.max(words(t), 1)],
  ['hashtags', (t) => t.match(/#\p{L}/gu)?.length ?? 0],
  ['length', (t) => Math.log(t.length + 1)],
];
const sentences = (t: string) =>
  t
    .split(/(?<=[.!?…])\s+|\n+/)
    .map((s) => s.replace(/[\p{Extended_Pictographic}\uFE0F]/gu, '').trim())
    .filter((s) => /\p{L}/u.test(s) && !s.startsWith('#'));
const nonEmpty = (t: string) => t.split('\n').filter((l) => l.trim() && !l.trim().startsWith('#'));
const words = (t: string) => t.match(/[\p{L}\p{N}']+/gu)?.length ?? 0;
const share = <T>(items: T[], test: (item: T) => boolean) => items.filter(test).length / Math.max(items.length, 1);

/** Nearest member centroid, features scaled by their spread over all training posts. */
function trainCentroids(corpora: string[][], vectorOf: (text: string) => number[], distance: 'cosine' | 'manhattan'): Attributor {
  const all = corpora.flat().map(vectorOf);
  const dims = all[0]?.length ?? 0;
  const mean = Array.from({ length: dims }, (_, d) => all.reduce((s, v) => s + (v[d] as number), 0) / all.length);
  const sd = Array.from({ length: dims }, (_, d) =>
    Math.max(1e-6, Math.sqrt(all.reduce((s, v) => s + ((v[d] as number) - (mean[d] as number)) ** 2, 0) / all.length)),
  );
  const z = (v: number[]) => v.map((x, d) => (x - (mean[d] as number)) / (sd[d] as number));
  const centroids = corpora.map((posts) => {
    const vs = posts.map((p) => z(vectorOf(p)));
    return Array.from({ length: dims }, (_, d) => vs.reduce((s, v) => s + (v[d] as number), 0) / vs.length);
  });
  return {
    attribute(text) {
      const v = z(vectorOf(text));
      if (distance === 'manhattan')
        return argmin(centroids.map((c) => c.reduce((s, x, d) => s + Math.abs(x - (v[d] as number)), 0)));
      return argmin(centroids.map((c) => -cosine(c, v)));
    },
  };
}

function cosine(a: number[], b: number[]): number {
  let dot = 0;
  let na = 0;
  let nb = 0;
  a.forEach((x, i) => {
    const y = b[i] as number;
    dot += x * y;
    na += x * x;
    nb += y * y;
  });
  return na === 0 || nb === 0 ? 0 : dot / Math.sqrt(na * nb);
}

function argmin(values: number[]): number {
  return values.reduce((best, v, i) => (v < (values[best] as number) ? i : best), 0);
}

// The configured model's prompt is developed here too (`--writer model`, LLM_* as for the server), before the eval is run once.
async function main() {
  const args = process.argv.slice(2);
  const show = args.includes('--show');
  const { writer, writerName, seedCount } = readWriterArgs(
    args.filter((a) => a !== '--show'),
    { offline: SEEDS.length, model: 1 },
  );
  const split = DEV_MEMBERS.map((m) => ({
    training: m.posts.filter((_, i) => i % 5 !== 4),
    heldOut: m.posts.filter((_, i) => i % 5 === 4),
  }));
  const corpora = split.map((s) => s.training);
  const methods: Array<[string, Attributor]> = [
    ['compression', trainCompression(corpora)],
    ['function words', trainCentroids(corpora, functionWordVector, 'cosine')],
    ['markers', trainCentroids(corpora, (t) => MARKERS.map(([, f]) => f(t)), 'manhattan')],
  ];
  const authors = DEV_MEMBERS.map((member, m) => ({
    niche: member.niche,
    profile: buildVoiceProfile(split[m]!.training),
    ownPosts: split[m]!.training,
  }));
  const written = await writeEvalDrafts(writer, authors, DEV_TOPICS, POST_FORMATS, SEEDS.slice(0, seedCount));
  const failed = describeFailures(written.failures);
  if (failed) console.log(failed);
  const rows: string[][] = [['member', ...methods.map(([n]) => `real ${n}`), ...methods.map(([n]) => `drafts ${n}`)]];
  const totals = methods.map(() => ({ real: 0, drafts: 0 }));
  let realCount = 0;
  let draftCount = 0;
  DEV_MEMBERS.forEach((member, m) => {
    // With its gaps, as the dev set has always judged a draft.
    const drafts = written.drafts
      .filter((d) => d.author === m)
      .map(({ draft }) => composePostText(draft.content, draft.hashtags));
    if (show) for (const text of drafts.filter((_, i) => i % 23 === 0)) console.log(`--- ${member.name}\n${text}\n`);
    const real = split[m]!.heldOut;
    realCount += real.length;
    draftCount += drafts.length;
    const cells = methods.map(([, method], k) => {
      const r = real.filter((t) => method.attribute(t) === m).length;
      const d = drafts.filter((t) => method.attribute(t) === m).length;
      totals[k]!.real += r;
      totals[k]!.drafts += d;
      return [pct(r / real.length), pct(d / drafts.length)];
    });
    rows.push([member.name, ...cells.map((c) => c[0]!), ...cells.map((c) => c[1]!)]);
  });
  rows.push(['all (dev set)', ...totals.map((t) => pct(t.real / realCount)), ...totals.map((t) => pct(t.drafts / draftCount))]);
  console.log(
    `Dev set, ${writerName}: ${DEV_MEMBERS.length} members, ${draftCount} drafts; chance ${pct(1 / DEV_MEMBERS.length)}\n`,
  );
  const widths = rows[0]!.map((_, c) => Math.max(...rows.map((r) => r[c]!.length)));
  for (const row of rows) console.log(row.map((cell, c) => cell.padEnd(widths[c]!)).join('  '));
}

const pct = (x: number) => `${(100 * x).toFixed(1)} %`;

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 2;
});
