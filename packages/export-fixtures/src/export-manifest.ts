import type { Niche } from './niche-vocabulary.ts';

export const EXPORT_SIZES = ['small', 'large', 'max'] as const;
export type ExportSize = (typeof EXPORT_SIZES)[number];

/** The files design.md §4 lists: what the importer reads (and messages.csv, which it must skip). */
export const EXPORT_FILE_KINDS = [
  'Profile',
  'Positions',
  'Education',
  'Skills',
  'Email Addresses',
  'Connections',
  'Shares',
  'Comments',
  'Reactions',
  'Inferences_about_you',
  'Rich_Media',
  'Certifications',
  'Languages',
  'messages',
] as const;
export type ExportFileKind = (typeof EXPORT_FILE_KINDS)[number];

/** 7 rows (Monday first) of 24 counts, by local hour in the member's zone. */
export type WeekdayHourGrid = number[][];

/** Exactly what generateExport put in the archive: the answer key for the importer's tests. */
export interface ExportManifest {
  size: ExportSize;
  seed: number;
  /** A realistic name for the archive, e.g. "Basic_LinkedInDataExport_11-20-2026.zip". */
  archiveName: string;
  archiveBytes: number;
  /** When the export was made (ISO): the current job and all activity end before it. */
  exportedAt: string;

  /** Path in the archive → data rows written (no header, preamble or comma-only rows; 0 for non-CSV). */
  files: Record<string, number>;
  /** Path → comma-only rows at its end (only files that have some). */
  commaOnlyRows: Record<string, number>;
  /** Paths whose first bytes are a UTF-8 BOM. */
  bomFiles: string[];
  /** Where each known file went: kind → path (suffixed, upper-cased or in a folder as it happened). */
  paths: Record<ExportFileKind, string>;
  /** Files Cadence does not read, messages.csv not included (it is known, and skipped). */
  unknownFiles: string[];
  /** Directory entries ("Jobs/"), which are not files. */
  directories: string[];
  messagesCsvPath: string;
  /** Every entry: uncompressed and compressed bytes, method 8 (deflate) or 0 (stored). */
  entries: { path: string; bytes: number; compressedBytes: number; method: number }[];

  firstName: string;
  lastName: string;
  fullName: string;
  headline: string;
  summary: string;
  industry: string;
  /** Profile.csv "Geo Location". */
  location: string;
  niche: Niche;
  subNiche: string;
  /** Whole years from the first job's start month to the export month (positions are contiguous). */
  yearsOfExperience: number;
  monthsOfExperience: number;
  positions: {
    title: string;
    company: string;
    startedOn: string;
    finishedOn: string | null;
    location: string;
    description: string;
  }[];
  currentPosition: { title: string; company: string };
  skills: string[];
  education: number;
  schools: { school: string; startYear: number; endYear: number; degree: string }[];
  certifications: { name: string; authority: string; startedOn: string; finishedOn: string | null }[];
  languages: { name: string; proficiency: string }[];
  emails: { address: string; confirmed: boolean; primary: boolean; updatedOn: string }[];
  /** The rows of Inferences_about_you.csv (the spec's linkedin_insights). */
  inferences: { category: string; type: string; description: string; inference: string }[];

  connections: number;
  connectionsWithEmail: number;
  /** Shares.csv data rows: posts with text and plain reshares. */
  shares: number;
  /** Shares rows with a non-empty ShareCommentary: the import's posts_processed. */
  postsWithText: number;
  /** Shares rows with an empty ShareCommentary (plain reshares). */
  reshares: number;
  comments: number;
  reactions: number;
  richMedia: number;
  messages: number;
  /** Posts with text holding at least one \p{Extended_Pictographic} character. */
  postsWithEmoji: number;
  /** "#Tag" as written (original case) → posts with text using it (once per post). */
  hashtagCounts: Record<string, number>;
  /** Posts with text by how their hashtags are written: "#AI" or "{hashtag|\#|AI}". */
  hashtagForms: { plain: number; template: number; none: number };

  timeZone: string;
  /** The window most activity was drawn from, in the member's zone. */
  schedule: { hours: number[]; weekdays: number[]; windowShare: number };
  /** The busiest local hour over posts, comments and reactions together (computed from what was written). */
  busiestLocalHour: number;
  /** The busiest local hour of posts with text alone. */
  busiestPostLocalHour: number;
  /** Counts by local weekday and hour (Monday first) for each kind of activity. */
  localActivity: {
    postsWithText: WeekdayHourGrid;
    reshares: WeekdayHourGrid;
    comments: WeekdayHourGrid;
    reactions: WeekdayHourGrid;
  };
  /** "YYYY-MM" (UTC) → posts with text. */
  postsByMonth: Record<string, number>;
  /** "YYYY-MM" in the member's zone → posts with text. */
  postsByLocalMonth: Record<string, number>;
  /** "YYYY-MM" (UTC) → every Shares row. */
  sharesByMonth: Record<string, number>;
  /** A few posts exactly as written, for spot checks: date as in the file, the raw field value, and the text with "#Tag". */
  samplePosts: { date: string; commentary: string; text: string; hashtags: string[] }[];
}
