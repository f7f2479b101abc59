import { rm, writeFile } from 'node:fs/promises';
import { buildActivityFiles, type ActivityCounts } from './build-activity-files.ts';
import { buildConnectionsFile } from './build-connections-file.ts';
import { buildProfileFiles } from './build-profile-files.ts';
import { buildUnknownFiles } from './build-unknown-files.ts';
import { createPersona } from './create-persona.ts';
import { createRandom } from './create-random.ts';
import { formatRow, renderCsv, type CsvFile } from './csv-format.ts';
import { dayNumber } from './draw-activity-time.ts';
import { utcMonth } from './export-dates.ts';
import { EXPORT_FILE_KINDS, type ExportFileKind, type ExportManifest, type ExportSize } from './export-manifest.ts';
import type { Niche } from './niche-vocabulary.ts';
import { MESSAGES_HEADER, writeConversation } from './write-messages.ts';
import { METHOD_DEFLATE, ZipWriter, type CentralRecord } from './zip-writer.ts';
import { createZoneClock } from './zone-clock.ts';

export interface GenerateExportOptions {
  size: ExportSize;
  /** Same seed, same bytes. Defaults to 1. */
  seed?: number;
  outFile: string;
  /** Also write `<name>.manifest.json` beside the zip. */
  writeManifest?: boolean;
  /** Force the member's niche (otherwise the seed picks one). */
  niche?: Niche;
  /** Force the member's IANA zone (otherwise the seed picks one). */
  timeZone?: string;
  /** When the export was made; defaults to 2026-11-20 14:37 UTC so output never depends on the clock. */
  exportedAt?: Date;
  /** Connections.csv without the URL column, as older exports have it. */
  legacyConnections?: boolean;
}

interface SizePlan extends ActivityCounts {
  connections: number;
  /** A number of conversations, or 'fill' to grow messages.csv until the archive nears MAX_TARGET_BYTES. */
  conversations: number | 'fill';
  /** Months of history before the export. */
  spanMonths: number;
  messagesLevel: number;
}

const PLANS: Record<ExportSize, SizePlan> = {
  small: {
    shares: 64,
    comments: 180,
    reactions: 420,
    connections: 300,
    conversations: 40,
    spanMonths: 24,
    reshareShare: 0.12,
    messagesLevel: 6,
  },
  large: {
    shares: 2_000,
    comments: 5_000,
    reactions: 20_000,
    connections: 8_000,
    conversations: 12_000,
    spanMonths: 72,
    reshareShare: 0.12,
    messagesLevel: 6,
  },
  max: {
    shares: 5_000,
    comments: 20_000,
    reactions: 100_000,
    connections: 30_000,
    conversations: 'fill',
    spanMonths: 96,
    reshareShare: 0.12,
    // Level 1 keeps a 400 MB messages.csv to a few seconds of deflate.
    messagesLevel: 1,
  },
};

/** Where the max archive aims: 97.5 MiB, inside 95-99.9 MiB and under the 100 MiB upload limit. */
export const MAX_TARGET_BYTES = Math.round(97.5 * 1024 * 1024);
/** What is still written after messages.csv (small files, central directory) plus deflate's lag. */
const MAX_TAIL_RESERVE = 256 * 1024;

const DAY = 86_400_000;
export const DEFAULT_EXPORTED_AT = new Date(Date.UTC(2026, 10, 20, 14, 37, 0));

/** LinkedIn's naming: "Basic_LinkedInDataExport_11-20-2026.zip" (or "Complete_…"). */
export function archiveName(exportedAt: Date, kind: 'Basic' | 'Complete' = 'Basic'): string {
  const pad = (value: number): string => String(value).padStart(2, '0');
  return `${kind}_LinkedInDataExport_${pad(exportedAt.getUTCMonth() + 1)}-${pad(exportedAt.getUTCDate())}-${exportedAt.getUTCFullYear()}.zip`;
}

/** "x.zip" → "x.manifest.json". */
export const manifestPathFor = (zipPath: string): string => `${zipPath.replace(/\.zip$/i, '')}.manifest.json`;

/** Names as real exports have them: one suffixed, one upper-cased, two in a folder whose name starts like another file. */
function layoutPaths(shareSuffix: number): Record<ExportFileKind, string> {
  return {
    Profile: 'Profile.csv',
    Positions: 'Positions.csv',
    Education: 'Education.csv',
    Skills: 'SKILLS.csv',
    'Email Addresses': 'Email Addresses.csv',
    Connections: 'Connections.csv',
    Shares: `Shares_${shareSuffix}.csv`,
    Comments: 'Comments.csv',
    Reactions: 'Reactions.csv',
    Inferences_about_you: 'Inferences_about_you.csv',
    Rich_Media: 'Rich_Media.csv',
    Certifications: 'Profile Data/Certifications.csv',
    Languages: 'Profile Data/Languages.csv',
    messages: 'messages.csv',
  };
}

export async function generateExport(options: GenerateExportOptions): Promise<ExportManifest> {
  const seed = options.seed ?? 1;
  const plan = PLANS[options.size];
  const random = createRandom(seed);
  const exportedAt = options.exportedAt ?? DEFAULT_EXPORTED_AT;
  const exportInstant = exportedAt.getTime();
  const persona = createPersona(random, {
    exportMonth: utcMonth(exportInstant),
    ...(options.niche ? { niche: options.niche } : {}),
    ...(options.timeZone ? { timeZone: options.timeZone } : {}),
  });
  const clock = createZoneClock(persona.schedule.timeZone);
  const paths = layoutPaths(random.int(10_000_000, 99_999_999));
  const lastDay = dayNumber(exportInstant) - 1;
  const firstDay = lastDay - Math.round(plan.spanMonths * 30.44);

  const profile = buildProfileFiles(
    random,
    persona,
    {
      profile: paths.Profile,
      positions: paths.Positions,
      education: paths.Education,
      skills: paths.Skills,
      emails: paths['Email Addresses'],
      inferences: paths.Inferences_about_you,
      certifications: paths.Certifications,
      languages: paths.Languages,
    },
    exportInstant,
  );
  const careerStartInstant = Date.parse(`${persona.careerStart}-01T00:00:00Z`);
  const connections = buildConnectionsFile(random, {
    path: paths.Connections,
    count: plan.connections,
    firstInstant: careerStartInstant,
    lastInstant: exportInstant - DAY,
    withUrl: !options.legacyConnections,
  });
  const activity = buildActivityFiles(random, persona, clock, {
    paths: { shares: paths.Shares, comments: paths.Comments, reactions: paths.Reactions, richMedia: paths.Rich_Media },
    counts: plan,
    range: { firstDay, lastDay },
  });
  const unknown = buildUnknownFiles(random, persona, exportInstant);

  const csvFiles = new Map<string, CsvFile>();
  for (const file of [...profile.files, connections.file, ...activity.files]) csvFiles.set(file.path, file);
  // messages.csv goes last: in a max export its size is grown to fill what the others left.
  const writeOrder = EXPORT_FILE_KINDS.filter((kind) => kind !== 'messages');

  const files: Record<string, number> = {};
  const commaOnlyRows: Record<string, number> = {};
  const bomFiles: string[] = [];
  const entries: ExportManifest['entries'] = [];
  const directories = ['Profile Data/', 'Jobs/'];
  const note = (record: CentralRecord): void => {
    entries.push({
      path: record.name.toString('utf8'),
      bytes: record.uncompressedSize,
      compressedBytes: record.compressedSize,
      method: record.method,
    });
  };

  const writer = await ZipWriter.open(options.outFile, { modified: exportedAt });
  let messages = 0;
  let archiveBytes: number;
  try {
    for (const kind of writeOrder) {
      const file = csvFiles.get(paths[kind]);
      if (!file) throw new Error(`No content was built for ${kind}.`);
      if (kind === 'Certifications') note(await writer.addFile('Profile Data/', '', { method: 0 }));
      note(await writer.addFile(file.path, renderCsv(file)));
      files[file.path] = file.rows.length;
      if (file.commaOnlyRows) commaOnlyRows[file.path] = file.commaOnlyRows;
      if (file.bom) bomFiles.push(file.path);
    }

    const me = { name: persona.fullName, url: `https://www.linkedin.com/in/${persona.slug}` };
    note(
      await writer.addStreamed(
        paths.messages,
        async (write) => {
          let batch = [`${formatRow(MESSAGES_HEADER)}\n`];
          let batchChars = 0;
          const more = (count: number): boolean =>
            plan.conversations === 'fill'
              ? writer.bytesWritten < MAX_TARGET_BYTES - MAX_TAIL_RESERVE
              : count < plan.conversations;
          for (let count = 0; more(count); count += 1) {
            const conversation = writeConversation(random, persona, {
              me,
              contacts: connections.contacts,
              before: exportInstant - DAY,
              span: Math.round(plan.spanMonths * 1.5 * 30.44 * DAY),
            });
            messages += conversation.rows;
            batch.push(conversation.csv);
            batchChars += conversation.csv.length;
            if (batchChars > 1 << 20) {
              await write(batch.join(''));
              batch = [];
              batchChars = 0;
            }
          }
          await write(batch.join(''));
        },
        { method: METHOD_DEFLATE, level: plan.messagesLevel },
      ),
    );
    files[paths.messages] = messages;

    for (const file of unknown) {
      if (file.path.startsWith('Jobs/')) note(await writer.addFile('Jobs/', '', { method: 0 }));
      note(await writer.addFile(file.path, file.content));
      files[file.path] = file.rows;
    }
    archiveBytes = (await writer.finish()).bytes;
  } catch (error) {
    await writer.abort();
    await rm(options.outFile, { force: true });
    throw error;
  }

  const current = persona.positions[0];
  const manifest: ExportManifest = {
    size: options.size,
    seed,
    archiveName: archiveName(exportedAt, options.size === 'max' ? 'Complete' : 'Basic'),
    archiveBytes,
    exportedAt: exportedAt.toISOString(),
    files,
    commaOnlyRows,
    bomFiles,
    paths,
    unknownFiles: unknown.map((file) => file.path),
    directories,
    messagesCsvPath: paths.messages,
    entries,
    firstName: persona.firstName,
    lastName: persona.lastName,
    fullName: persona.fullName,
    headline: persona.headline,
    summary: persona.summary,
    industry: persona.industry,
    location: persona.place.geo,
    niche: persona.niche,
    subNiche: persona.subNiche.name,
    yearsOfExperience: persona.yearsOfExperience,
    monthsOfExperience: persona.monthsOfExperience,
    positions: persona.positions.map(({ title, company, startedOn, finishedOn, location, description }) => ({
      title,
      company,
      startedOn,
      finishedOn,
      location,
      description,
    })),
    currentPosition: { title: current?.title ?? '', company: current?.company ?? '' },
    skills: persona.skills,
    education: persona.education.length,
    schools: persona.education.map(({ school, startYear, endYear, degree }) => ({ school, startYear, endYear, degree })),
    certifications: persona.certifications.map(({ name, authority, startedOn, finishedOn }) => ({
      name,
      authority,
      startedOn,
      finishedOn,
    })),
    languages: persona.languages,
    emails: profile.emails,
    inferences: profile.inferences,
    connections: plan.connections,
    connectionsWithEmail: connections.withEmail,
    ...activity.stats,
    messages,
    timeZone: persona.schedule.timeZone,
    schedule: { hours: persona.schedule.hours, weekdays: persona.schedule.weekdays, windowShare: persona.schedule.windowShare },
  };
  if (options.writeManifest) await writeFile(manifestPathFor(options.outFile), `${JSON.stringify(manifest, null, 2)}\n`);
  return manifest;
}
