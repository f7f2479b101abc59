import { createHash } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONNECTIONS_PREAMBLE } from './build-connections-file.ts';
import type { ExportManifest } from './export-manifest.ts';
import { generateExport, manifestPathFor } from './generate-export.ts';
import { NICHES } from './niche-vocabulary.ts';
import { listEntries, readEntries } from './read-archive.ts';

/**
 * The archive is read back with yauzl and csv-parse, and every figure is recomputed from the bytes,
 * never taken from the generator's own bookkeeping.
 */
let dir = '';
let zipPath = '';
let manifest: ExportManifest;
let contents: Map<string, Buffer>;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'generate-export-'));
  zipPath = join(dir, 'Basic_LinkedInDataExport_11-20-2026.zip');
  manifest = await generateExport({ size: 'small', seed: 5, outFile: zipPath, writeManifest: true });
  contents = await readEntries(zipPath);
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

const BOM = '\uFEFF';
const text = (path: string): string => contents.get(path)?.toString('utf8') ?? '';
const withoutBom = (value: string): string => (value.startsWith(BOM) ? value.slice(1) : value);

/** Header and data rows, comma-only rows apart; Connections' preamble and Comments' \" handled as the importer must. */
function readCsv(path: string): { header: string[]; rows: string[][]; commaOnly: number } {
  let body = withoutBom(text(path));
  if (path === manifest.paths.Connections) body = body.slice(CONNECTIONS_PREAMBLE.length);
  const records = parse(body, { escape: path === manifest.paths.Comments ? '\\' : '"' }) as string[][];
  const [header = [], ...rest] = records;
  const isCommaOnly = (row: string[]): boolean => row.every((field) => field === '');
  const commaOnly = rest.filter(isCommaOnly).length;
  // Comma-only rows come last, as in real exports.
  if (commaOnly > 0) expect(rest.slice(-commaOnly).every(isCommaOnly)).toBe(true);
  return { header, rows: rest.filter((row) => !isCommaOnly(row)), commaOnly };
}

const column = (csv: { header: string[]; rows: string[][] }, name: string): string[] => {
  const index = csv.header.indexOf(name);
  expect(index, `column ${name}`).toBeGreaterThanOrEqual(0);
  return csv.rows.map((row) => row[index] ?? '');
};

function localParts(instant: number, timeZone: string): { hour: number; month: string } {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', { timeZone, hourCycle: 'h23', year: 'numeric', month: '2-digit', hour: '2-digit' })
      .formatToParts(new Date(instant))
      .map((part) => [part.type, part.value]),
  );
  return { hour: Number(parts.hour), month: `${parts.year}-${parts.month}` };
}

const utcInstant = (date: string): number => Date.parse(`${date.replace(' ', 'T')}Z`);

/** Distinct tags per post, in both the forms LinkedIn writes. */
function hashtagsOf(commentary: string): string[] {
  const tags = new Set<string>();
  for (const match of commentary.matchAll(/\{hashtag\|\\#\|([^}]+)\}/g)) tags.add(match[1] ?? '');
  for (const match of commentary.replace(/\{hashtag\|\\#\|[^}]+\}/g, '').matchAll(/#(\w+)/g)) tags.add(match[1] ?? '');
  return [...tags];
}

describe('generateExport (small)', () => {
  it('writes exactly the files and data rows the manifest lists', async () => {
    const entries = await listEntries(zipPath);
    const names = entries.map((entry) => entry.fileName);
    expect(names.filter((name) => !name.endsWith('/')).sort()).toEqual(Object.keys(manifest.files).sort());
    expect(names.filter((name) => name.endsWith('/')).sort()).toEqual([...manifest.directories].sort());
    for (const [path, rows] of Object.entries(manifest.files)) {
      if (!path.endsWith('.csv')) continue;
      const csv = readCsv(path);
      expect(csv.rows.length, path).toBe(rows);
      expect(csv.commaOnly, path).toBe(manifest.commaOnlyRows[path] ?? 0);
    }
    for (const entry of entries) {
      const noted = manifest.entries.find((candidate) => candidate.path === entry.fileName);
      expect(noted).toMatchObject({ bytes: entry.uncompressedSize, compressedBytes: entry.compressedSize });
    }
    expect(manifest.archiveBytes).toBe((await readFile(zipPath)).length);
    expect(manifest.archiveBytes).toBeLessThan(1024 * 1024);
    expect(JSON.parse(await readFile(manifestPathFor(zipPath), 'utf8'))).toEqual(manifest);
  });

  it('names and places files as real exports do, with a few the importer does not read', () => {
    expect(manifest.paths.Shares).toMatch(/^Shares_\d{8}\.csv$/);
    expect(manifest.paths.Skills).toBe('SKILLS.csv');
    expect(manifest.paths.Certifications).toBe('Profile Data/Certifications.csv');
    expect(manifest.messagesCsvPath).toBe('messages.csv');
    expect(manifest.unknownFiles).toEqual(
      expect.arrayContaining([
        'Invitations.csv',
        'Registration.csv',
        'Ad_Targeting.csv',
        'README.txt',
        'Jobs/Job Applications.csv',
      ]),
    );
    for (const path of manifest.bomFiles) expect(text(path).startsWith(BOM), path).toBe(true);
    expect(manifest.bomFiles).toEqual(
      expect.arrayContaining([manifest.paths.Profile, manifest.paths.Skills, manifest.paths.Reactions]),
    );
    expect(text(manifest.paths.Shares).startsWith('Date,')).toBe(true);
  });

  it('starts Connections.csv with the Notes paragraph and a blank line', () => {
    const connections = text(manifest.paths.Connections);
    expect(connections.startsWith('Notes:\n"When exporting your connection data')).toBe(true);
    expect(connections).toContain('"\n\nFirst Name,Last Name,URL,Email Address,Company,Position,Connected On\n');
    const csv = readCsv(manifest.paths.Connections);
    expect(csv.rows.length).toBe(manifest.connections);
    expect(column(csv, 'Email Address').filter(Boolean).length).toBe(manifest.connectionsWithEmail);
    expect(
      column(csv, 'Connected On').every((date) => /^\d{2} (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{4}$/.test(date)),
    ).toBe(true);
    expect(column(csv, 'First Name').some((name) => /[^\p{ASCII}]/u.test(name))).toBe(true);
  });

  it('escapes quotes in Comments.csv with backslashes, which strict readers refuse', () => {
    const comments = text(manifest.paths.Comments);
    expect(comments).toContain('\\"');
    // Never doubled; a message ending in a quote ends \"" (escaped quote, then the closing one).
    expect(comments).not.toMatch(/[^\\]""/);
    expect(comments).toContain('\\""\n');
    expect(() => parse(comments, {})).toThrow();
    const messages = column(readCsv(manifest.paths.Comments), 'Message');
    expect(messages.some((message) => message.includes('"'))).toBe(true);
    expect(messages.some((message) => message.includes('\n'))).toBe(true);
  });

  it('writes multi-line ShareCommentary with doubled quotes, emojis, both hashtag forms and plain reshares', () => {
    const raw = text(manifest.paths.Shares);
    expect(raw).toContain('""');
    expect(raw).toContain('{hashtag|\\#|');
    const csv = readCsv(manifest.paths.Shares);
    const commentary = column(csv, 'ShareCommentary');
    const dates = column(csv, 'Date');
    expect(dates.every((date) => /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/.test(date))).toBe(true);
    expect(csv.rows.length).toBe(manifest.shares);
    expect(commentary.filter((value) => value.trim() !== '').length).toBe(manifest.postsWithText);
    expect(commentary.filter((value) => value === '').length).toBe(manifest.reshares);
    expect(manifest.reshares).toBeGreaterThan(0);
    expect(commentary.some((value) => value.includes('\n') && value.includes('"') && value.includes(','))).toBe(true);
    expect(commentary.filter((value) => /\p{Extended_Pictographic}/u.test(value)).length).toBe(manifest.postsWithEmoji);

    const counts: Record<string, number> = {};
    for (const value of commentary) for (const tag of hashtagsOf(value)) counts[`#${tag}`] = (counts[`#${tag}`] ?? 0) + 1;
    expect(counts).toEqual(manifest.hashtagCounts);
    expect(manifest.hashtagForms.plain).toBeGreaterThan(0);
    expect(manifest.hashtagForms.template).toBeGreaterThan(0);

    for (const sample of manifest.samplePosts) expect(commentary).toContain(sample.commentary);
  });

  it('dates activity in UTC from the member’s local schedule, DST included', () => {
    expect(manifest.timeZone).toBe('America/New_York');
    const shares = readCsv(manifest.paths.Shares);
    const instants = (path: string): number[] => column(readCsv(path), 'Date').map(utcInstant);
    const all = [...instants(manifest.paths.Shares), ...instants(manifest.paths.Comments), ...instants(manifest.paths.Reactions)];
    const byHour = Array.from({ length: 24 }, () => 0);
    for (const instant of all) {
      const { hour } = localParts(instant, manifest.timeZone);
      byHour[hour] = (byHour[hour] ?? 0) + 1;
    }
    expect(byHour.indexOf(Math.max(...byHour))).toBe(manifest.busiestLocalHour);
    expect(manifest.busiestLocalHour).toBe(manifest.schedule.hours[0]);
    const inWindow = all.filter((instant) =>
      manifest.schedule.hours.includes(localParts(instant, manifest.timeZone).hour),
    ).length;
    expect(inWindow / all.length).toBeGreaterThan(0.7);
    // The same local hour is a different UTC hour in summer and in winter.
    const utcHours = new Set(
      all
        .filter((instant) => localParts(instant, manifest.timeZone).hour === manifest.busiestLocalHour)
        .map((instant) => new Date(instant).getUTCHours()),
    );
    expect(utcHours.size).toBe(2);

    const postsByMonth: Record<string, number> = {};
    const postsByLocalMonth: Record<string, number> = {};
    shares.rows.forEach((row) => {
      const [date = '', , commentary = ''] = row;
      if (commentary === '') return;
      postsByMonth[date.slice(0, 7)] = (postsByMonth[date.slice(0, 7)] ?? 0) + 1;
      const local = localParts(utcInstant(date), manifest.timeZone).month;
      postsByLocalMonth[local] = (postsByLocalMonth[local] ?? 0) + 1;
    });
    expect(postsByMonth).toEqual(manifest.postsByMonth);
    expect(postsByLocalMonth).toEqual(manifest.postsByLocalMonth);
  });

  it('describes the member in the profile files', () => {
    const profile = readCsv(manifest.paths.Profile);
    expect(profile.header[0]).toBe('First Name');
    expect(`${column(profile, 'First Name')[0]} ${column(profile, 'Last Name')[0]}`).toBe(manifest.fullName);
    expect(column(profile, 'Headline')[0]).toBe(manifest.headline);
    expect(column(profile, 'Industry')[0]).toBe(manifest.industry);
    expect(NICHES).toContain(manifest.niche);

    const positions = readCsv(manifest.paths.Positions);
    const finished = column(positions, 'Finished On');
    expect(finished.filter((value) => value === '').length).toBe(1);
    const monthYear = /^(Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{4}$/;
    expect(column(positions, 'Started On').every((value) => monthYear.test(value))).toBe(true);
    const current = positions.rows[finished.indexOf('')] ?? [];
    expect({ company: current[0], title: current[1] }).toEqual(manifest.currentPosition);
    const months = column(positions, 'Started On').map((value) => {
      const date = new Date(`1 ${value} 00:00 UTC`);
      return date.getUTCFullYear() * 12 + date.getUTCMonth();
    });
    const exported = new Date(manifest.exportedAt);
    expect(Math.floor((exported.getUTCFullYear() * 12 + exported.getUTCMonth() - Math.min(...months)) / 12)).toBe(
      manifest.yearsOfExperience,
    );
    expect(positions.rows.map((row) => ({ company: row[0], title: row[1] }))).toEqual(
      manifest.positions.map(({ company, title }) => ({ company, title })),
    );

    const education = readCsv(manifest.paths.Education);
    expect(education.rows.length).toBe(manifest.education);
    expect([...column(education, 'Start Date'), ...column(education, 'End Date')].every((year) => /^\d{4}$/.test(year))).toBe(
      true,
    );

    const emails = column(readCsv(manifest.paths['Email Addresses']), 'Updated On');
    expect(emails).toContain('Not Available');
    expect(emails.some((value) => /^\d{1,2}\/\d{1,2}\/\d{2}, \d{1,2}:\d{2} (AM|PM)$/.test(value))).toBe(true);

    expect(column(readCsv(manifest.paths.Skills), 'Name')).toEqual(manifest.skills);
    expect(readCsv(manifest.paths.Inferences_about_you).rows).toEqual(
      manifest.inferences.map((row) => [row.category, row.type, row.description, row.inference]),
    );
    expect(column(readCsv(manifest.paths.Languages), 'Name')).toEqual(manifest.languages.map((language) => language.name));
    expect(column(readCsv(manifest.paths.Certifications), 'Name')).toEqual(manifest.certifications.map((row) => row.name));
  });

  it('is deterministic for a seed', async () => {
    const again = join(dir, 'again.zip');
    const other = join(dir, 'other.zip');
    await generateExport({ size: 'small', seed: 5, outFile: again });
    await generateExport({ size: 'small', seed: 6, outFile: other });
    const hash = async (path: string): Promise<string> =>
      createHash('sha256')
        .update(await readFile(path))
        .digest('hex');
    expect(await hash(again)).toBe(await hash(zipPath));
    expect(await hash(other)).not.toBe(await hash(zipPath));
  });

  it('writes every niche, and the older Connections layout on request', async () => {
    for (const niche of NICHES) {
      const path = join(dir, `niche.zip`);
      const written = await generateExport({ size: 'small', seed: 9, niche, outFile: path, legacyConnections: niche === 'HR' });
      expect(written.niche).toBe(niche);
      expect(Object.keys(written.hashtagCounts).length).toBeGreaterThan(0);
      if (niche === 'HR') {
        const connections =
          (await readEntries(path, (name) => name === 'Connections.csv')).get('Connections.csv')?.toString() ?? '';
        expect(connections).toContain('\nFirst Name,Last Name,Email Address,Company,Position,Connected On\n');
      }
    }
  });
});

describe('generateExport (large)', () => {
  it('writes a heavy member’s export of a few MB', async () => {
    const path = join(dir, 'large.zip');
    const large = await generateExport({ size: 'large', seed: 2, outFile: path });
    expect(large).toMatchObject({ shares: 2_000, comments: 5_000, reactions: 20_000, connections: 8_000 });
    expect(large.archiveBytes).toBeGreaterThan(2 * 1024 * 1024);
    expect(large.archiveBytes).toBeLessThan(10 * 1024 * 1024);
    const entries = await listEntries(path);
    const largest = entries.reduce((a, b) => (b.uncompressedSize > a.uncompressedSize ? b : a));
    expect(largest.fileName).toBe('messages.csv');
  });
});

describe.runIf(process.env.EXPORT_FIXTURES_MAX === '1')('generateExport (max)', () => {
  it('fills the archive to between 95 and 99.9 MiB, under the 100 MiB upload limit, with messages.csv the bulk', async () => {
    const path = join(dir, 'max.zip');
    const started = performance.now();
    const max = await generateExport({ size: 'max', outFile: path });
    const seconds = (performance.now() - started) / 1000;
    const bytes = (await readFile(path)).length;
    expect(bytes).toBe(max.archiveBytes);
    expect(bytes).toBeGreaterThanOrEqual(95 * 1024 * 1024);
    expect(bytes).toBeLessThan(99.9 * 1024 * 1024);
    expect(max).toMatchObject({ shares: 5_000, comments: 20_000, reactions: 100_000, connections: 30_000 });
    const entries = await listEntries(path);
    const messages = entries.find((entry) => entry.fileName === 'messages.csv');
    expect(messages?.compressedSize).toBeGreaterThan(0.9 * bytes);
    const shares = (await readEntries(path, (name) => name === max.paths.Shares)).get(max.paths.Shares)?.toString() ?? '';
    const rows = (parse(shares, { bom: true }) as string[][]).slice(1).filter((row) => row.some(Boolean));
    expect(rows.length).toBe(max.shares);
    expect(seconds).toBeLessThan(60);
  }, 300_000);
});
