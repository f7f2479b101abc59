import ExcelJS from 'exceljs';
import { createRandom, type Random } from './create-random.ts';

/**
 * The creator analytics export a member downloads from linkedin.com/analytics (Content → Export),
 * written from the layout recorded in docs/decisions/035-creator-analytics-import.md:
 *
 * - DISCOVERY: `Overall Performance | M/D/YYYY - M/D/YYYY`, then `Impressions | n`, `Members reached | n`.
 * - ENGAGEMENT: `Date | Impressions | Engagements`, one row per day.
 * - TOP POSTS: a note line, a blank line, then two tables side by side (A–C by engagements, E–G by
 *   impressions; D is empty), each `Post URL | Post publish date | Engagements|Impressions`.
 * - FOLLOWERS: `Total followers on M/D/YYYY | n`, a blank line, `Date | New followers`, one row per day.
 * - DEMOGRAPHICS: `Top Demographics | Value | Percentage`, then `Job title | Software Engineer | 2%`…
 *
 * Since 2026 LinkedIn writes numbers and dates as text; `numbers: 'numbers'` writes the older files'
 * numeric cells, `dates: 'dmy' | 'iso' | 'excel'` the other date forms a reader may meet.
 */
export const ANALYTICS_SHEETS = ['DISCOVERY', 'ENGAGEMENT', 'TOP POSTS', 'FOLLOWERS', 'DEMOGRAPHICS'] as const;

/** LinkedIn lists at most 50 posts per table; the bench asks for more, so the cap is a parameter. */
export const LINKEDIN_TOP_POSTS_PER_TABLE = 50;

export const TOP_POSTS_NOTE = 'Maximum of 50 posts available to include in this list';

export type AnalyticsDateStyle = 'mdy' | 'dmy' | 'iso' | 'excel';

/** A post the test wants in the export: its URN (share, ugcPost or activity) and how its URL is written. */
export interface KnownAnalyticsPost {
  urn: string;
  /** 'encoded' writes the URN percent-encoded in the URL (urn%3Ali%3Ashare%3A…). */
  url?: 'plain' | 'encoded' | 'slug';
}

export interface AnalyticsExportOptions {
  /** Days covered, ending on `endDate` (LinkedIn's year ends yesterday). Default 365. */
  days?: number;
  /** Posts in TOP POSTS. Default 200. */
  posts?: number;
  seed?: number;
  /** YYYY-MM-DD, the last day covered. Default 2026-11-20. */
  endDate?: string;
  /** Rows per table; default: every post in both tables. LinkedIn's own is 50. */
  perTable?: number;
  /** Placed first, then random activity posts fill up to `posts`. */
  knownPosts?: KnownAnalyticsPost[];
  dates?: AnalyticsDateStyle;
  numbers?: 'text' | 'numbers';
}

export interface GeneratedAnalyticsPost {
  urn: string;
  url: string;
  /** YYYY-MM-DD */
  publishedOn: string;
  impressions: number;
  engagements: number;
  inEngagementsTable: boolean;
  inImpressionsTable: boolean;
}

export interface AnalyticsExportFacts {
  startDate: string;
  endDate: string;
  daily: Array<{ date: string; impressions: number; engagements: number }>;
  posts: GeneratedAnalyticsPost[];
  impressions: number;
  membersReached: number;
}

const DAY_MS = 86_400_000;
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

function formatDate(iso: string, style: AnalyticsDateStyle): string | Date {
  const [year, month, day] = iso.split('-').map(Number) as [number, number, number];
  if (style === 'iso') return iso;
  if (style === 'excel') return new Date(Date.UTC(year, month - 1, day));
  return style === 'dmy' ? `${day}/${month}/${year}` : `${month}/${day}/${year}`;
}

function postUrl(urn: string, style: KnownAnalyticsPost['url'], random: Random): string {
  if (style === 'encoded') return `https://www.linkedin.com/feed/update/${encodeURIComponent(urn)}/`;
  if (style === 'slug') {
    const [, , kind, id] = urn.split(':');
    return `https://www.linkedin.com/posts/member-${random.hex(4)}_a-post-about-${random.hex(3)}-${kind}-${id}-${random.token(4)}`;
  }
  return `https://www.linkedin.com/feed/update/${urn}/`;
}

/** Draws the export's numbers: a weekly rhythm, posts' spikes, and each post's own counts. */
export function drawAnalyticsExport(options: AnalyticsExportOptions = {}): AnalyticsExportFacts {
  const random = createRandom(options.seed ?? 1);
  const days = options.days ?? 365;
  const endMs = Date.parse(`${options.endDate ?? '2026-11-20'}T00:00:00Z`);
  const startMs = endMs - (days - 1) * DAY_MS;
  const total = Math.max(options.posts ?? 200, options.knownPosts?.length ?? 0);
  const posts: GeneratedAnalyticsPost[] = [];
  for (let index = 0; index < total; index += 1) {
    const known = options.knownPosts?.[index];
    const publishedMs = startMs + random.int(0, days - 1) * DAY_MS;
    // Activity ids grow with time: milliseconds shifted left 22 bits, plus noise.
    const urn = known?.urn ?? `urn:li:activity:${((BigInt(publishedMs) << 22n) | BigInt(random.int(0, 0x3fffff))).toString()}`;
    const impressions = Math.round(200 + random.next() ** 3 * 40_000);
    posts.push({
      urn,
      url: postUrl(urn, known?.url ?? random.weighted(['plain', 'encoded', 'slug'] as const, [6, 2, 2]), random),
      publishedOn: isoDay(publishedMs),
      impressions,
      engagements: Math.round(impressions * (0.005 + random.next() * 0.05)),
      inEngagementsTable: false,
      inImpressionsTable: false,
    });
  }
  const perTable = Math.min(options.perTable ?? total, total);
  for (const post of [...posts].sort((a, b) => b.engagements - a.engagements).slice(0, perTable)) post.inEngagementsTable = true;
  for (const post of [...posts].sort((a, b) => b.impressions - a.impressions).slice(0, perTable)) post.inImpressionsTable = true;

  const daily: AnalyticsExportFacts['daily'] = [];
  for (let ms = startMs; ms <= endMs; ms += DAY_MS) {
    const weekday = new Date(ms).getUTCDay();
    const base = weekday === 0 || weekday === 6 ? 150 : 600;
    const impressions = Math.round(base * (0.5 + random.next()));
    daily.push({ date: isoDay(ms), impressions, engagements: Math.round(impressions * random.next() * 0.04) });
  }
  const impressions = daily.reduce((sum, day) => sum + day.impressions, 0);
  return {
    startDate: isoDay(startMs),
    endDate: isoDay(endMs),
    daily,
    posts,
    impressions,
    membersReached: Math.round(impressions * 0.41),
  };
}

export type SheetRows = Array<Array<string | number | Date | null>>;

/** Writes sheets in order, streaming (shared strings, as Excel and LinkedIn do). */
export async function writeWorkbook(outFile: string, sheets: Array<{ name: string; rows: SheetRows }>): Promise<void> {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ filename: outFile, useSharedStrings: true, useStyles: false });
  for (const { name, rows } of sheets) {
    const worksheet = workbook.addWorksheet(name);
    for (const row of rows) worksheet.addRow(row).commit();
    worksheet.commit();
  }
  await workbook.commit();
}

/** The export as LinkedIn serves it: an .xlsx, written streaming so 2,000 posts cost little memory. */
export async function writeAnalyticsExport(outFile: string, options: AnalyticsExportOptions = {}): Promise<AnalyticsExportFacts> {
  const facts = drawAnalyticsExport(options);
  await writeWorkbook(outFile, analyticsExportSheets(facts, options));
  return facts;
}

/** The five sheets' rows, in LinkedIn's order. */
export function analyticsExportSheets(
  facts: AnalyticsExportFacts,
  options: AnalyticsExportOptions = {},
): Array<{ name: string; rows: SheetRows }> {
  const sheets: Array<{ name: string; rows: SheetRows }> = [];
  const dates = options.dates ?? 'mdy';
  const number = (value: number) => (options.numbers === 'numbers' ? value : String(value));
  const date = (iso: string) => formatDate(iso, dates);
  const random = createRandom((options.seed ?? 1) + 7);

  const sheet = (name: string, rows: SheetRows) => sheets.push({ name, rows });

  sheet('DISCOVERY', [
    [
      'Overall Performance',
      `${formatDate(facts.startDate, dates === 'excel' ? 'mdy' : dates) as string} - ${formatDate(facts.endDate, dates === 'excel' ? 'mdy' : dates) as string}`,
    ],
    ['Impressions', number(facts.impressions)],
    ['Members reached', number(facts.membersReached)],
  ]);
  sheet('ENGAGEMENT', [
    ['Date', 'Impressions', 'Engagements'],
    ...facts.daily.map((day) => [date(day.date), number(day.impressions), number(day.engagements)]),
  ]);
  const byEngagements = facts.posts.filter((p) => p.inEngagementsTable).sort((a, b) => b.engagements - a.engagements);
  const byImpressions = facts.posts.filter((p) => p.inImpressionsTable).sort((a, b) => b.impressions - a.impressions);
  const topRows: SheetRows = [
    [TOP_POSTS_NOTE],
    [],
    ['Post URL', 'Post publish date', 'Engagements', null, 'Post URL', 'Post publish date', 'Impressions'],
  ];
  for (let index = 0; index < Math.max(byEngagements.length, byImpressions.length); index += 1) {
    const left = byEngagements[index];
    const right = byImpressions[index];
    topRows.push([
      left?.url ?? null,
      left ? date(left.publishedOn) : null,
      left ? number(left.engagements) : null,
      null,
      right?.url ?? null,
      right ? date(right.publishedOn) : null,
      right ? number(right.impressions) : null,
    ]);
  }
  sheet('TOP POSTS', topRows);
  const newFollowers = facts.daily.map((day) => ({ date: day.date, count: random.int(0, 12) }));
  sheet('FOLLOWERS', [
    [
      `Total followers on ${formatDate(facts.endDate, dates === 'excel' ? 'mdy' : dates) as string}`,
      number(1_200 + random.int(0, 5_000)),
    ],
    [],
    ['Date', 'New followers'],
    ...newFollowers.map((row) => [date(row.date), number(row.count)]),
  ]);
  sheet('DEMOGRAPHICS', [
    ['Top Demographics', 'Value', 'Percentage'],
    ['Job title', 'Software Engineer', '9%'],
    ['Job title', 'Product Manager', '4%'],
    ['Location', 'Greater London', '6%'],
    ['Industry', 'Software Development', '21%'],
    ['Company', 'Acme', '< 1%'],
  ]);
  return sheets;
}
