// node --import tsx bench/eval-insights.ts [--tune] [--show] [--seeds=a-b]: what a new member sees
// in the Insights tab for small generated exports, against the generator's answer key.
//
// Seeds 1–10 are the tuning seeds (`--tune`, the only ones whose outputs were read while the rules
// were written); seeds 11–40 are held out and are the default. Figures, per seed range:
//   niche        detected niche = manifest.niche
//   sub-niche    detected sub-niche equal to manifest.subNiche, or one containing the other
//                (case-insensitive, spaces collapsed)
//   junk         professional interests that are junk (see isJunkInterest: fixed before any
//                held-out seed was read, and kept apart from the code it measures)
// `--show` prints each seed's niche, sub-niche, themes and interests.
import { ensureExport, type ExportManifest } from '@cadence/export-fixtures';
import { parseLinkedInExport } from '../apps/server/src/imports/parse-linkedin-export';
import { summariseExport } from '../apps/server/src/insights/summarise-export';
import { failsNounPhrase, letters, words } from './support/judge-junk-interest';

const TUNE_SEEDS = range(1, 10);
const HELD_OUT_SEEDS = range(11, 40);

// ---------------------------------------------------------------------------------------------
// Junk, as defined for this evaluation. An interest is junk when
//   (a) it is one word that is none of the member's skills, hashtags or LinkedIn interest
//       inferences (compared on letters and digits, case-insensitive, a final plural "s" ignored), or
//   (b) it is not a noun phrase about a subject:
//       - its first or last word is a closed-class word (article, determiner, pronoun, preposition,
//         conjunction, auxiliary or modal verb, negation, wh-word), or it holds a pronoun, an
//         auxiliary, a modal or a negation anywhere;
//       - its last word (the head) is an adverb (-ly), an adjective by its suffix (-ous, -ful, -less,
//         -able, -ible), a past tense or participle (-ed, or a common irregular one), or one of the
//         common adjectives and verbs below that never head a subject;
//       - its first word is a bare participle that needs a compound ("based", "driven", "related").
// The lists are deliberately independent of apps/server/src/insights, so the measure does not
// grade its own homework; they live with the junk judge (support/judge-junk-interest.ts, its R1).
// ---------------------------------------------------------------------------------------------
export function isJunkInterest(label: string, manifest: ExportManifest): string | null {
  const failure = failsNounPhrase(label);
  if (failure) return failure;
  if (words(label).length === 1) {
    const known = [
      ...manifest.skills,
      ...Object.keys(manifest.hashtagCounts).map((h) => h.replace(/^#/, '')),
      ...manifest.inferences.filter((i) => /interest/i.test(i.type)).flatMap((i) => i.inference.split(/\s*[;|]\s*/)),
    ].map(letters);
    if (!known.includes(letters(label))) return 'one word not in skills, hashtags or inferences';
  }
  return null;
}

// ---------------------------------------------------------------------------------------------

const norm = (s: string | null | undefined) => (s ?? '').toLowerCase().replace(/\s+/g, ' ').trim();

export function subNicheMatches(ours: string | null, expected: string): boolean {
  const a = norm(ours);
  const b = norm(expected);
  return a !== '' && b !== '' && (a === b || a.includes(b) || b.includes(a));
}

interface SeedResult {
  seed: number;
  nicheRight: boolean;
  subNicheRight: boolean;
  interests: number;
  junk: Array<[string, string]>;
  lines: string[];
}

async function evaluate(seed: number): Promise<SeedResult> {
  const { zipPath, manifest } = await ensureExport('small', seed);
  const { data } = await parseLinkedInExport(zipPath);
  const summary = summariseExport(data, new Date(manifest.exportedAt));
  const junk = summary.professional_interests
    .map((i) => [i, isJunkInterest(i, manifest)] as const)
    .filter((pair): pair is [string, string] => pair[1] !== null);
  return {
    seed,
    nicheRight: summary.detected_niche === manifest.niche,
    subNicheRight: subNicheMatches(summary.detected_sub_niche, manifest.subNiche),
    interests: summary.professional_interests.length,
    junk,
    lines: [
      `#${seed} ${manifest.niche}/${manifest.subNiche} → ${summary.detected_niche ?? '—'}/${summary.detected_sub_niche ?? '—'} | headline: ${manifest.headline}`,
      `   themes ${summary.content_themes.join(', ')}`,
      `   interests ${summary.professional_interests.join(', ')}`,
      ...(junk.length > 0 ? [`   junk ${junk.map(([i, why]) => `${i} (${why})`).join('; ')}`] : []),
    ],
  };
}

function range(from: number, to: number): number[] {
  return Array.from({ length: to - from + 1 }, (_, i) => from + i);
}

async function main() {
  const args = process.argv.slice(2);
  const explicit = args.find((a) => a.startsWith('--seeds='))?.slice('--seeds='.length);
  const seeds = explicit
    ? range(...(explicit.split('-').map(Number) as [number, number]))
    : args.includes('--tune')
      ? TUNE_SEEDS
      : HELD_OUT_SEEDS;
  const results: SeedResult[] = [];
  for (const seed of seeds) results.push(await evaluate(seed));
  if (args.includes('--show')) for (const r of results) console.log(r.lines.join('\n'));

  const n = results.length;
  const count = (f: (r: SeedResult) => boolean) => results.filter(f).length;
  const interests = results.reduce((s, r) => s + r.interests, 0);
  const junk = results.reduce((s, r) => s + r.junk.length, 0);
  const pct = (k: number, of: number) => `${((100 * k) / Math.max(of, 1)).toFixed(0)} %`;
  console.log(`seeds ${seeds[0]}–${seeds.at(-1)} (small exports, ${n})`);
  console.log(
    `  niche right          ${count((r) => r.nicheRight)}/${n} (${pct(
      count((r) => r.nicheRight),
      n,
    )})`,
  );
  console.log(
    `  sub-niche matched    ${count((r) => r.subNicheRight)}/${n} (${pct(
      count((r) => r.subNicheRight),
      n,
    )})`,
  );
  console.log(`  interests shown      ${interests} (${(interests / Math.max(n, 1)).toFixed(1)} per member)`);
  console.log(
    `  junk interests       ${junk} (${pct(junk, interests)} of those shown; members with any: ${count((r) => r.junk.length > 0)})`,
  );
}

await main();
