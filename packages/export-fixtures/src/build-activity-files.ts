import type { Persona } from './create-persona.ts';
import type { Random } from './create-random.ts';
import type { CsvFile } from './csv-format.ts';
import { drawActivityTime, type DayRange } from './draw-activity-time.ts';
import { formatActivityDate, formatRichMediaSentence, utcMonth } from './export-dates.ts';
import type { ExportManifest, WeekdayHourGrid } from './export-manifest.ts';
import { writeComment } from './write-comment.ts';
import { writePost, type WrittenPost } from './write-post.ts';
import type { ZoneClock } from './zone-clock.ts';

export interface ActivityPaths {
  shares: string;
  comments: string;
  reactions: string;
  richMedia: string;
}

export interface ActivityCounts {
  shares: number;
  comments: number;
  reactions: number;
  /** Share of Shares rows that are plain reshares (empty commentary). */
  reshareShare: number;
}

type ActivityStats = Pick<
  ExportManifest,
  | 'shares'
  | 'postsWithText'
  | 'reshares'
  | 'comments'
  | 'reactions'
  | 'richMedia'
  | 'postsWithEmoji'
  | 'hashtagCounts'
  | 'hashtagForms'
  | 'busiestLocalHour'
  | 'busiestPostLocalHour'
  | 'localActivity'
  | 'postsByMonth'
  | 'postsByLocalMonth'
  | 'sharesByMonth'
  | 'samplePosts'
>;

export interface ActivityFiles {
  files: CsvFile[];
  stats: ActivityStats;
}

const REACTION_TYPES = ['LIKE', 'LIKE', 'LIKE', 'PRAISE', 'EMPATHY', 'INTEREST', 'APPRECIATION', 'ENTERTAINMENT'];
const ARTICLE_SITES = [
  'https://hbr.org/2024/',
  'https://github.com/',
  'https://www.theverge.com/',
  'https://medium.com/@',
  'https://substack.com/@',
];
const EMOJI = /\p{Extended_Pictographic}/u;

const emptyGrid = (): WeekdayHourGrid => Array.from({ length: 7 }, () => Array.from({ length: 24 }, () => 0));

/** LinkedIn activity ids grow with time: milliseconds shifted left 22 bits, plus noise. */
const activityId = (random: Random, instant: number): string =>
  ((BigInt(instant) << 22n) | BigInt(random.int(0, 0x3fffff))).toString();

const increment = (counts: Record<string, number>, key: string): void => {
  counts[key] = (counts[key] ?? 0) + 1;
};

function busiestHour(grids: WeekdayHourGrid[]): number {
  const byHour = Array.from({ length: 24 }, (_, hour) =>
    grids.reduce((sum, grid) => sum + grid.reduce((s, day) => s + (day[hour] ?? 0), 0), 0),
  );
  return byHour.indexOf(Math.max(...byHour));
}

export function buildActivityFiles(
  random: Random,
  persona: Persona,
  clock: ZoneClock,
  options: { paths: ActivityPaths; counts: ActivityCounts; range: DayRange },
): ActivityFiles {
  const { paths, counts, range } = options;
  const draw = (): number => drawActivityTime(random, persona.schedule, clock, range);

  const shares: { instant: number; post: WrittenPost | null }[] = [];
  for (let index = 0; index < counts.shares; index += 1) {
    shares.push({ instant: draw(), post: random.chance(counts.reshareShare) ? null : writePost(random, persona) });
  }
  shares.sort((a, b) => b.instant - a.instant);

  const grids = { postsWithText: emptyGrid(), reshares: emptyGrid(), comments: emptyGrid(), reactions: emptyGrid() };
  const mark = (grid: WeekdayHourGrid, instant: number): void => {
    const local = clock.toLocal(instant);
    const day = grid[local.weekday - 1] as number[];
    day[local.hour] = (day[local.hour] ?? 0) + 1;
  };

  const stats: ActivityStats = {
    shares: shares.length,
    postsWithText: 0,
    reshares: 0,
    comments: counts.comments,
    reactions: counts.reactions,
    richMedia: 0,
    postsWithEmoji: 0,
    hashtagCounts: {},
    hashtagForms: { plain: 0, template: 0, none: 0 },
    busiestLocalHour: 0,
    busiestPostLocalHour: 0,
    localActivity: grids,
    postsByMonth: {},
    postsByLocalMonth: {},
    sharesByMonth: {},
    samplePosts: [],
  };

  const shareRows: string[][] = [];
  const mediaRows: string[][] = [];
  for (const { instant, post } of shares) {
    const date = formatActivityDate(instant);
    const link = `https://www.linkedin.com/feed/update/urn%3Ali%3A${random.pick(['share', 'ugcPost'])}%3A${activityId(random, instant)}`;
    increment(stats.sharesByMonth, utcMonth(instant));
    if (post === null) {
      stats.reshares += 1;
      mark(grids.reshares, instant);
      const original = `https://www.linkedin.com/feed/update/urn:li:activity:${activityId(random, instant - random.int(1, 72) * 3_600_000)}/`;
      shareRows.push([date, link, '', original, '', 'MEMBER_NETWORK']);
      continue;
    }
    stats.postsWithText += 1;
    mark(grids.postsWithText, instant);
    increment(stats.postsByMonth, utcMonth(instant));
    const local = clock.toLocal(instant);
    increment(stats.postsByLocalMonth, `${local.year}-${String(local.month).padStart(2, '0')}`);
    if (EMOJI.test(post.text)) stats.postsWithEmoji += 1;
    for (const tag of post.hashtags) increment(stats.hashtagCounts, `#${tag}`);
    stats.hashtagForms[post.hashtagForm] += 1;
    const article = random.chance(0.15) ? `${random.pick(ARTICLE_SITES)}${random.token(8).toLowerCase()}` : '';
    let media = '';
    if (random.chance(0.2)) {
      media =
        `https://media.licdn.com/dms/image/v2/D4E22AQ${random.token(14)}/feedshare-shrink_2048_1536/0/${instant}` +
        `?e=1767225600&v=beta&t=${random.token(43)}`;
      mediaRows.push([
        formatRichMediaSentence(instant, 'a feed photo'),
        random.chance(0.4) ? 'Whiteboard from our planning session' : '',
        media,
      ]);
    }
    shareRows.push([date, link, post.commentary, article, media, random.chance(0.85) ? 'MEMBER_NETWORK' : 'CONNECTIONS']);
    const wanted =
      stats.samplePosts.length < 3 ||
      (post.hashtagForm === 'template' && !stats.samplePosts.some((sample) => sample.commentary.includes('{hashtag|'))) ||
      (post.commentary.includes('"') && !stats.samplePosts.some((sample) => sample.commentary.includes('"')));
    if (wanted) stats.samplePosts.push({ date, commentary: post.commentary, text: post.text, hashtags: post.hashtags });
  }
  stats.richMedia = mediaRows.length;

  const commentRows = drawSorted(counts.comments, draw).map((instant) => {
    mark(grids.comments, instant);
    const onPost = activityId(random, instant - random.int(1, 48) * 3_600_000);
    return [
      formatActivityDate(instant),
      `https://www.linkedin.com/feed/update/urn%3Ali%3Aactivity%3A${onPost}`,
      writeComment(random, persona),
    ];
  });
  const reactionRows = drawSorted(counts.reactions, draw).map((instant) => {
    mark(grids.reactions, instant);
    const onPost = activityId(random, instant - random.int(1, 96) * 3_600_000);
    return [
      formatActivityDate(instant),
      random.pick(REACTION_TYPES),
      `https://www.linkedin.com/feed/update/urn:li:activity:${onPost}`,
    ];
  });

  stats.busiestLocalHour = busiestHour([grids.postsWithText, grids.reshares, grids.comments, grids.reactions]);
  stats.busiestPostLocalHour = busiestHour([grids.postsWithText]);
  stats.hashtagCounts = Object.fromEntries(
    Object.entries(stats.hashtagCounts).sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])),
  );

  return {
    files: [
      {
        path: paths.shares,
        header: ['Date', 'ShareLink', 'ShareCommentary', 'SharedUrl', 'MediaUrl', 'Visibility'],
        rows: shareRows,
        commaOnlyRows: 2,
      },
      { path: paths.comments, header: ['Date', 'Link', 'Message'], rows: commentRows, quoteStyle: 'backslash' },
      { path: paths.reactions, header: ['Date', 'Type', 'Link'], rows: reactionRows, bom: true, commaOnlyRows: 1 },
      { path: paths.richMedia, header: ['Date/Time', 'Media Description', 'Media Link'], rows: mediaRows },
    ],
    stats,
  };
}

/** Newest first, as the export lists activity. */
function drawSorted(count: number, draw: () => number): number[] {
  const instants: number[] = [];
  for (let index = 0; index < count; index += 1) instants.push(draw());
  return instants.sort((a, b) => b - a);
}
