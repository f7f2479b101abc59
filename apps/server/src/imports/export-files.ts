import type { CsvLayout, RowHandler } from './read-export-csv';
import type { LinkedInExport } from './linkedin-export';
import {
  parseActivityDate,
  parseConnectedOn,
  parseExportMonth,
  parseExportYear,
  parseRichMediaDate,
  parseUpdatedOn,
} from './parse-export-dates';

/** One file of the export Cadence reads: how to find it, how it is laid out, where its rows go. */
export interface ExportFile<K extends string = string> {
  /** As the parse report names it. */
  kind: string;
  /** The file name without ".csv", lower case, spaces as underscores. */
  stem: string;
  layout: CsvLayout<K>;
  /** The rows' handler, writing into `into`; answers a skip reason or null. */
  rows(into: LinkedInExport): RowHandler<K>;
}

const orNull = (text: string) => (text === '' ? null : text);
const yes = (text: string) => /^(yes|true|1)$/i.test(text);
const tally = (counts: Map<string, number>, key: string) => {
  if (key) counts.set(key, (counts.get(key) ?? 0) + 1);
};

/** Reads a timestamp the row cannot do without, or says why the row is skipped. */
function needDate(text: string, read: (text: string) => Date | null): Date | string {
  if (text === '') return 'no date';
  return read(text) ?? `unreadable date "${text.slice(0, 40)}"`;
}

const file = <K extends string>(spec: ExportFile<K>): ExportFile => spec as unknown as ExportFile;

/**
 * design.md §4's table. Columns the insights never use (birth date, address, phone, the
 * connections' e-mail addresses) are not even read. messages.csv is not here: it is skipped unread.
 */
export const EXPORT_FILES: readonly ExportFile[] = [
  file({
    kind: 'Profile',
    stem: 'profile',
    layout: {
      columns: {
        firstName: 'First Name',
        lastName: 'Last Name',
        headline: 'Headline',
        summary: 'Summary',
        industry: 'Industry',
        geoLocation: 'Geo Location',
        websites: 'Websites',
      },
      required: ['firstName', 'lastName'],
    },
    rows: (into) => (row) => {
      if (into.profile) return 'a second profile row';
      into.profile = {
        firstName: row.firstName,
        lastName: row.lastName,
        headline: orNull(row.headline),
        summary: orNull(row.summary),
        industry: orNull(row.industry),
        geoLocation: orNull(row.geoLocation),
        websites: orNull(row.websites),
      };
      return null;
    },
  }),
  file({
    kind: 'Positions',
    stem: 'positions',
    layout: {
      columns: {
        company: 'Company Name',
        title: 'Title',
        description: 'Description',
        location: 'Location',
        startedOn: 'Started On',
        finishedOn: 'Finished On',
      },
      required: ['company', 'title'],
    },
    rows: (into) => (row) => {
      if (!row.company && !row.title) return 'no company and no title';
      into.positions.push({
        company: row.company,
        title: row.title,
        description: orNull(row.description),
        location: orNull(row.location),
        startedOn: parseExportMonth(row.startedOn),
        finishedOn: parseExportMonth(row.finishedOn),
      });
      return null;
    },
  }),
  file({
    kind: 'Education',
    stem: 'education',
    layout: {
      columns: {
        school: 'School Name',
        startDate: 'Start Date',
        endDate: 'End Date',
        notes: 'Notes',
        degree: 'Degree Name',
        activities: 'Activities',
      },
      required: ['school'],
    },
    rows: (into) => (row) => {
      if (!row.school) return 'no school name';
      into.education.push({
        school: row.school,
        degree: orNull(row.degree),
        startYear: parseExportYear(row.startDate),
        endYear: parseExportYear(row.endDate),
        notes: orNull(row.notes),
        activities: orNull(row.activities),
      });
      return null;
    },
  }),
  file({
    kind: 'Skills',
    stem: 'skills',
    layout: { columns: { name: 'Name' }, required: ['name'] },
    rows: (into) => (row) => {
      if (!row.name) return 'no skill name';
      into.skills.push(row.name);
      return null;
    },
  }),
  file({
    kind: 'Email Addresses',
    stem: 'email_addresses',
    layout: {
      columns: { address: 'Email Address', confirmed: 'Confirmed', primary: 'Primary', updatedOn: 'Updated On' },
      required: ['address'],
    },
    rows: (into) => (row) => {
      if (!row.address) return 'no e-mail address';
      into.emails.push({
        address: row.address,
        confirmed: yes(row.confirmed),
        primary: yes(row.primary),
        // "Not Available" is a value LinkedIn writes, not a fault.
        updatedOn: parseUpdatedOn(row.updatedOn),
      });
      return null;
    },
  }),
  file({
    kind: 'Connections',
    stem: 'connections',
    layout: {
      columns: {
        firstName: 'First Name',
        lastName: 'Last Name',
        company: 'Company',
        position: 'Position',
        connectedOn: 'Connected On',
      },
      required: ['firstName', 'lastName', 'connectedOn'],
    },
    rows: (into) => (row) => {
      // Members who hid their name still count as a connection; only the date can be missing.
      const connected = row.connectedOn ? parseConnectedOn(row.connectedOn) : null;
      if (row.connectedOn && !connected) return `unreadable date "${row.connectedOn.slice(0, 40)}"`;
      const { connections } = into;
      connections.count += 1;
      tally(connections.companies, row.company);
      tally(connections.positions, row.position);
      if (connected) tally(connections.byMonth, connected.toISOString().slice(0, 7));
      return null;
    },
  }),
  file({
    kind: 'Shares',
    stem: 'shares',
    layout: {
      columns: {
        date: 'Date',
        shareLink: 'ShareLink',
        commentary: 'ShareCommentary',
        sharedUrl: 'SharedUrl',
        mediaUrl: 'MediaUrl',
        visibility: 'Visibility',
      },
      required: ['date', 'commentary'],
    },
    rows: (into) => (row) => {
      const date = needDate(row.date, parseActivityDate);
      if (typeof date === 'string') return date;
      into.shares.push({
        date,
        commentary: row.commentary,
        shareLink: orNull(row.shareLink),
        sharedUrl: orNull(row.sharedUrl),
        mediaUrl: orNull(row.mediaUrl),
        visibility: orNull(row.visibility),
      });
      return null;
    },
  }),
  file({
    kind: 'Comments',
    stem: 'comments',
    layout: { columns: { date: 'Date', link: 'Link', message: 'Message' }, required: ['date', 'message'], backslashQuotes: true },
    rows: (into) => (row) => {
      const date = needDate(row.date, parseActivityDate);
      if (typeof date === 'string') return date;
      into.comments.push({ date, message: row.message });
      return null;
    },
  }),
  file({
    kind: 'Reactions',
    stem: 'reactions',
    layout: { columns: { date: 'Date', type: 'Type', link: 'Link' }, required: ['date', 'type'] },
    rows: (into) => (row) => {
      const date = needDate(row.date, parseActivityDate);
      if (typeof date === 'string') return date;
      into.reactions.push({ date, type: row.type });
      return null;
    },
  }),
  file({
    kind: 'Inferences about you',
    stem: 'inferences_about_you',
    layout: {
      columns: { category: 'Category', type: 'Type of inference', description: 'Description', inference: 'Inference' },
      required: ['category', 'inference'],
    },
    rows: (into) => (row) => {
      if (!row.inference && !row.description) return 'no inference';
      into.inferences.push({ category: row.category, type: row.type, description: row.description, inference: row.inference });
      return null;
    },
  }),
  file({
    kind: 'Rich Media',
    stem: 'rich_media',
    layout: { columns: { date: 'Date/Time', description: 'Media Description', link: 'Media Link' }, required: ['description'] },
    rows: (into) => (row) => {
      if (!row.description && !row.link) return 'no media';
      into.richMedia.push({ date: parseRichMediaDate(row.date), description: row.description, link: orNull(row.link) });
      return null;
    },
  }),
  file({
    kind: 'Certifications',
    stem: 'certifications',
    layout: {
      columns: { name: 'Name', url: 'Url', authority: 'Authority', startedOn: 'Started On', finishedOn: 'Finished On' },
      required: ['name'],
    },
    rows: (into) => (row) => {
      if (!row.name) return 'no certification name';
      into.certifications.push({
        name: row.name,
        url: orNull(row.url),
        authority: orNull(row.authority),
        startedOn: parseExportMonth(row.startedOn),
        finishedOn: parseExportMonth(row.finishedOn),
      });
      return null;
    },
  }),
  file({
    kind: 'Languages',
    stem: 'languages',
    layout: { columns: { name: 'Name', proficiency: 'Proficiency' }, required: ['name'] },
    rows: (into) => (row) => {
      if (!row.name) return 'no language name';
      into.languages.push({ name: row.name, proficiency: orNull(row.proficiency) });
      return null;
    },
  }),
];

/** Private conversations: the largest file, never needed for insights, so never inflated. */
export const MESSAGES_STEM = 'messages';

/**
 * The stem of an entry's file name as matched against the table: lower case, spaces and hyphens as
 * underscores, and a numeric suffix dropped ("Shares_17529409.csv", "Skills (1).csv"). Null for
 * anything that is not a .csv file.
 */
export function exportFileStem(entryPath: string): string | null {
  const name = entryPath.split('/').pop() ?? '';
  const match = /^(.+)\.csv$/i.exec(name);
  if (!match) return null;
  return match[1]!
    .toLowerCase()
    .trim()
    .replace(/\s*\(\d+\)$/, '')
    .replace(/[\s-]+/g, '_')
    .replace(/_\d+$/, '');
}

const byStem = new Map(EXPORT_FILES.map((f) => [f.stem, f]));

/** Which export file an archive entry is, by name, in any folder, in any case. */
export function findExportFile(entryPath: string): ExportFile | 'messages' | null {
  const stem = exportFileStem(entryPath);
  if (stem === null) return null;
  if (stem === MESSAGES_STEM) return 'messages';
  return byStem.get(stem) ?? null;
}
