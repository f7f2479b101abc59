// npm run eval:junk [-- --show] [-- --tune]: junk among the interests and sub-niches the Insights
// tab shows, by the rule of docs/decisions/028 (bench/support/judge-junk-interest.ts), on two sets
// the insights code was not tuned on:
//   held out     the small generated exports of seeds 11–40 (bench/eval-insights.ts's held-out set)
//   independent  members written by hand as CSV files in bench/data/independent-exports/<member>/,
//                not by packages/export-fixtures, zipped here as LinkedIn sends them
// `--tune` reads seeds 1–10 instead of both sets: the only seeds to develop against.
// `--show` prints each member's sub-niche and interests with the junk marked.
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureExport, ZipWriter } from '@cadence/export-fixtures';
import type { LinkedInExport } from '../apps/server/src/imports/linkedin-export';
import { parseLinkedInExport } from '../apps/server/src/imports/parse-linkedin-export';
import { summariseExport } from '../apps/server/src/insights/summarise-export';
import { judgeLabel, writtenWords, type MemberWriting } from './support/judge-junk-interest';

const INDEPENDENT_DIR = fileURLToPath(new URL('./data/independent-exports/', import.meta.url));
const TUNE_SEEDS = range(1, 10);
const HELD_OUT_SEEDS = range(11, 40);

interface MemberResult {
  name: string;
  subNiche: string | null;
  subNicheJunk: string | null;
  interests: string[];
  junk: Array<[string, string]>;
}

function writingOf(data: LinkedInExport): MemberWriting {
  const posts = data.shares.map((s) => s.commentary).filter((c) => c.trim() !== '');
  return {
    posts,
    profile: [data.profile?.headline, data.profile?.summary, ...data.positions.map((p) => p.title)].filter(
      (t): t is string => typeof t === 'string',
    ),
    skills: data.skills,
    hashtags: posts.flatMap((p) => [...p.matchAll(/#([\p{L}\p{N}_]+)/gu)].map((m) => m[1] as string)),
    inferences: data.inferences.filter((i) => /interest/i.test(i.type)).flatMap((i) => i.inference.split(/\s*[;|]\s*/)),
  };
}

function judge(name: string, data: LinkedInExport, now: Date): MemberResult {
  const summary = summariseExport(data, now);
  const writing = writingOf(data);
  const written = writtenWords(writing);
  const subNiche = summary.detected_sub_niche;
  return {
    name,
    subNiche,
    subNicheJunk: subNiche ? judgeLabel(subNiche, writing, written, { interest: false }) : null,
    interests: summary.professional_interests,
    junk: summary.professional_interests
      .map((i) => [i, judgeLabel(i, writing, written, { interest: true })] as const)
      .filter((pair): pair is [string, string] => pair[1] !== null),
  };
}

async function seedMember(seed: number): Promise<MemberResult> {
  const { zipPath, manifest } = await ensureExport('small', seed);
  const { data } = await parseLinkedInExport(zipPath);
  return judge(`seed ${seed}`, data, new Date(manifest.exportedAt));
}

/** A hand-written member's CSV files, zipped as LinkedIn sends them and read by the importer. */
async function independentMember(dir: string, member: string): Promise<MemberResult> {
  const zipPath = path.join(dir, `${member}.zip`);
  const zip = await ZipWriter.open(zipPath);
  for (const file of (await readdir(path.join(INDEPENDENT_DIR, member))).sort())
    await zip.addFile(file, await readFile(path.join(INDEPENDENT_DIR, member, file)));
  await zip.finish();
  const { data } = await parseLinkedInExport(zipPath);
  return judge(member, data, new Date(Date.UTC(2024, 9, 15)));
}

function report(title: string, results: MemberResult[], show: boolean) {
  if (show)
    for (const r of results) {
      console.log(`${r.name}: sub-niche ${r.subNiche ?? '—'}${r.subNicheJunk ? `  [JUNK ${r.subNicheJunk}]` : ''}`);
      const junk = new Map(r.junk);
      console.log(`   ${r.interests.map((i) => (junk.has(i) ? `[JUNK ${i}: ${junk.get(i)}]` : i)).join(', ')}`);
    }
  const interests = results.reduce((s, r) => s + r.interests.length, 0);
  const junk = results.reduce((s, r) => s + r.junk.length, 0);
  const withAny = results.filter((r) => r.junk.length > 0).length;
  const subNiches = results.filter((r) => r.subNiche !== null).length;
  const junkSubNiches = results.filter((r) => r.subNicheJunk !== null).length;
  console.log(`${title} (${results.length} members)`);
  console.log(`  interests shown   ${interests} (${(interests / Math.max(results.length, 1)).toFixed(1)} per member)`);
  console.log(`  junk interests    ${junk} of ${interests} (members with any: ${withAny})`);
  console.log(`  junk sub-niches   ${junkSubNiches} of ${subNiches} named`);
  // Each part of the rule apart: R1-R4 are fixed word rules, R5 the other tagger's reading.
  const parts = new Map<string, number>();
  for (const r of results) for (const [, why] of r.junk) parts.set(why.slice(0, 2), (parts.get(why.slice(0, 2)) ?? 0) + 1);
  console.log(`  junk by part      ${['R1', 'R2', 'R3', 'R4', 'R5'].map((p) => `${p} ${parts.get(p) ?? 0}`).join(', ')}`);
}

function range(from: number, to: number): number[] {
  return Array.from({ length: to - from + 1 }, (_, i) => from + i);
}

async function main() {
  const args = process.argv.slice(2);
  const show = args.includes('--show');
  if (args.includes('--tune')) {
    const tuning: MemberResult[] = [];
    for (const seed of TUNE_SEEDS) tuning.push(await seedMember(seed));
    report('tuning seeds 1–10', tuning, show);
    return;
  }
  const heldOut: MemberResult[] = [];
  for (const seed of HELD_OUT_SEEDS) heldOut.push(await seedMember(seed));
  report('held-out seeds 11–40', heldOut, show);

  const dir = await mkdtemp(path.join(tmpdir(), 'cadence-independent-'));
  try {
    const independent: MemberResult[] = [];
    for (const member of (await readdir(INDEPENDENT_DIR)).sort()) independent.push(await independentMember(dir, member));
    report('independent exports', independent, show);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

await main();
