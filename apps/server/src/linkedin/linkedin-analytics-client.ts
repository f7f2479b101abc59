import { z } from 'zod';
import { failure, LinkedInApiError, readJson, send, type LinkedInApiTarget } from './linkedin-posts-client';

/**
 * LinkedIn's member post analytics over fetch, as "Member Post Statistics"
 * (learn.microsoft.com/linkedin/marketing/community-management/members/post-statistics) gives it:
 * `GET /rest/memberCreatorPostAnalytics?q=entity&entity=(share:urn%3Ali%3Ashare%3A…)&queryType=…&aggregation=TOTAL`
 * for one post (`(ugcPost:…)` for a ugcPost), `q=me` for all the member's posts. One metric per
 * call; the answer is `{paging, elements: [{count, metricType: {<union key>: queryType}, dateRange?}]}`.
 * Needs r_member_postAnalytics: without it LinkedIn answers 403; past the daily limit, 429.
 */
export const POST_ANALYTICS_QUERY_TYPES = ['IMPRESSION', 'MEMBERS_REACHED', 'REACTION', 'COMMENT', 'RESHARE'] as const;
export type PostAnalyticsQueryType = (typeof POST_ANALYTICS_QUERY_TYPES)[number];
export type PostAnalyticsAggregation = 'TOTAL' | 'DAILY';

export interface PostAnalyticsCount {
  count: number;
  metricType: string | null;
  /** DAILY only: the day the count covers (LinkedIn's dates, UTC). */
  date: string | null;
}

export interface PostTotals {
  impressions: number;
  membersReached: number;
  reactions: number;
  comments: number;
  reshares: number;
}

export interface LinkedInAnalyticsClient {
  postCounts(
    accessToken: string,
    postUrn: string,
    queryType: PostAnalyticsQueryType,
    aggregation?: PostAnalyticsAggregation,
  ): Promise<PostAnalyticsCount[]>;
  memberCounts(
    accessToken: string,
    queryType: PostAnalyticsQueryType,
    aggregation?: PostAnalyticsAggregation,
  ): Promise<PostAnalyticsCount[]>;
  /** The five TOTAL counts of one post, one call each (the API takes one queryType per call). */
  postTotals(accessToken: string, postUrn: string): Promise<PostTotals>;
}

const ZDate = z.object({ year: z.number(), month: z.number(), day: z.number() }).loose();
const ZElement = z
  .object({
    count: z.number().int().nonnegative(),
    // A Rest.li union: `{"com.linkedin…CreatorPostAnalyticsMetricTypeV1": "IMPRESSION"}`; read loosely.
    metricType: z.union([z.string(), z.record(z.string(), z.unknown())]).optional(),
    dateRange: z.object({ start: ZDate }).loose().optional(),
  })
  .loose();
const ZAnswer = z.object({ elements: z.array(ZElement) }).loose();

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * Rest.li 2.0 query encoding of the entity finder's union: `(share:urn%3Ali%3Ashare%3A123)`. The
 * parentheses and the member name stay literal; the URN's reserved characters are percent-encoded.
 */
export function entityParameter(postUrn: string): string {
  const match = /^urn:li:(share|ugcPost):\d+$/.exec(postUrn);
  if (!match) {
    throw new LinkedInApiError('rejected', `Only share and ugcPost URNs have post analytics, not ${postUrn}`);
  }
  return `(${match[1]}:${encodeURIComponent(postUrn)})`;
}

function readElements(body: unknown): PostAnalyticsCount[] {
  const parsed = ZAnswer.safeParse(body);
  if (!parsed.success) {
    throw new LinkedInApiError('bad_answer', `LinkedIn answered unexpected post analytics: ${parsed.error.message}`);
  }
  return parsed.data.elements.map((element) => {
    const type = element.metricType;
    const metricType =
      typeof type === 'string'
        ? type
        : type === undefined
          ? null
          : ((Object.values(type).find((v) => typeof v === 'string') as string | undefined) ?? null);
    const start = element.dateRange?.start;
    return {
      count: element.count,
      metricType,
      date: start === undefined ? null : `${start.year}-${pad(start.month)}-${pad(start.day)}`,
    };
  });
}

export function linkedInAnalyticsClient(target: LinkedInApiTarget): LinkedInAnalyticsClient {
  const get = async (accessToken: string, query: string) => {
    const response = await send(target, 'GET', `/rest/memberCreatorPostAnalytics?${query}`, accessToken);
    if (response.status !== 200) throw await failure(response);
    return readElements(await readJson(response));
  };
  const client: LinkedInAnalyticsClient = {
    postCounts(accessToken, postUrn, queryType, aggregation = 'TOTAL') {
      return get(accessToken, `q=entity&entity=${entityParameter(postUrn)}&queryType=${queryType}&aggregation=${aggregation}`);
    },
    memberCounts(accessToken, queryType, aggregation = 'TOTAL') {
      return get(accessToken, `q=me&queryType=${queryType}&aggregation=${aggregation}`);
    },
    async postTotals(accessToken, postUrn) {
      // One after the other: a 403 or 429 on the first stops the rest (LinkedIn counts every call).
      const total = async (queryType: PostAnalyticsQueryType) =>
        (await client.postCounts(accessToken, postUrn, queryType, 'TOTAL')).reduce((sum, e) => sum + e.count, 0);
      const impressions = await total('IMPRESSION');
      const membersReached = await total('MEMBERS_REACHED');
      const reactions = await total('REACTION');
      const comments = await total('COMMENT');
      const reshares = await total('RESHARE');
      return { impressions, membersReached, reactions, comments, reshares };
    },
  };
  return client;
}
