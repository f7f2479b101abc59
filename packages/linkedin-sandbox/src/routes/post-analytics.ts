import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { faultHook } from '../faults.ts';
import { admit, sendError } from '../rest-admission.ts';
import type { SandboxPost } from '../posts-store.ts';
import type { SandboxContext } from '../sandbox-context.ts';

/**
 * Member Post Statistics (learn.microsoft.com/linkedin/marketing/community-management/members/
 * post-statistics): `GET /rest/memberCreatorPostAnalytics` with `q=entity&entity=(share:{urn})` or
 * `(ugcPost:{urn})` for one post, or `q=me` for all the member's posts; `queryType` one of
 * IMPRESSION, MEMBERS_REACHED, RESHARE, REACTION, COMMENT; `aggregation` TOTAL or DAILY. Answers
 * `{paging, elements: [{count, metricType: {…: queryType}, dateRange?}]}`. Needs
 * r_member_postAnalytics; only the member's own posts are measured.
 */

const resource = 'memberCreatorPostAnalytics';
export const queryTypes = ['IMPRESSION', 'MEMBERS_REACHED', 'RESHARE', 'REACTION', 'COMMENT'] as const;
export type QueryType = (typeof queryTypes)[number];
const METRIC_TYPE_KEY = 'com.linkedin.adsexternalapi.memberanalytics.v1.CreatorPostAnalyticsMetricTypeV1';
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** A number in [0, 1) fixed by the post's URN and a label: the same post always earns the same. */
function unit(urn: string, label: string): number {
  return createHash('sha256').update(`${urn}|${label}`).digest().readUInt32BE(0) / 2 ** 32;
}

/**
 * A post's count of one metric `ageMs` after it went out: impressions rise fast over the first day
 * and level off (1 - e^(-age/8h), then a slow tail for a month), the rest a plausible fraction.
 */
export function sandboxMetric(urn: string, ageMs: number, queryType: QueryType): number {
  if (ageMs <= 0) return 0;
  const ceiling = 300 + Math.floor(unit(urn, 'reach') * 4700);
  const curve = 0.85 * (1 - Math.exp(-ageMs / (8 * HOUR))) + 0.15 * Math.min(1, ageMs / (30 * DAY));
  const impressions = Math.floor(ceiling * curve);
  const share: Record<QueryType, number> = {
    IMPRESSION: 1,
    MEMBERS_REACHED: 0.6 + unit(urn, 'unique') * 0.2,
    REACTION: 0.01 + unit(urn, 'reaction') * 0.03,
    COMMENT: 0.002 + unit(urn, 'comment') * 0.008,
    RESHARE: unit(urn, 'reshare') * 0.004,
  };
  return Math.floor(impressions * share[queryType]);
}

/** `(share:urn:li:share:1)` or `(ugcPost:urn:li:ugcPost:1)`, decoded: the post's URN, or undefined. */
function entityUrn(value: string): string | undefined {
  const match = /^\((share|ugcPost):(urn:li:(share|ugcPost):\d+)\)$/.exec(value);
  if (!match || match[1] !== match[3]) return undefined;
  return match[2];
}

const utcDate = (ms: number) => {
  const d = new Date(ms);
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() };
};

export function registerPostAnalyticsRoutes(app: FastifyInstance, ctx: SandboxContext): void {
  app.get<{ Querystring: Record<string, string | undefined> }>(
    '/rest/memberCreatorPostAnalytics',
    { onRequest: faultHook(ctx.store, 'analytics.get') },
    async (request, reply) => {
      const admitted = admit(ctx, request, reply, 'GET', resource);
      if (admitted === undefined) return reply;
      if (!admitted.claims.scopes.includes('r_member_postAnalytics')) {
        return sendError(reply, 403, {
          serviceErrorCode: 100,
          code: 'ACCESS_DENIED',
          message: `Not enough permissions to access: ${resource}.FINDER-${request.query.q ?? 'entity'}.${admitted.version.slice(0, 6)}01`,
        });
      }
      const { q, entity, queryType, aggregation = 'TOTAL' } = request.query;
      if (!queryTypes.includes(queryType as QueryType)) {
        return sendError(reply, 400, { message: `queryType must be one of ${queryTypes.join(', ')}` });
      }
      if (aggregation !== 'TOTAL' && aggregation !== 'DAILY') {
        return sendError(reply, 400, { message: 'aggregation must be TOTAL or DAILY' });
      }
      const type = queryType as QueryType;
      let posts: SandboxPost[];
      if (q === 'entity') {
        const urn = entity === undefined ? undefined : entityUrn(entity);
        if (urn === undefined) {
          return sendError(reply, 400, { message: 'entity must be (share:urn:li:share:…) or (ugcPost:urn:li:ugcPost:…)' });
        }
        const post = ctx.store.posts.byUrn.get(urn);
        if (post === undefined || post.deletedAt !== null)
          return sendError(reply, 404, { message: `Post ${urn} does not exist` });
        if (post.author !== admitted.personUrn) {
          return sendError(reply, 403, {
            serviceErrorCode: 100,
            code: 'ACCESS_DENIED',
            message: `Member ${admitted.personUrn} may only read the analytics of their own posts`,
          });
        }
        posts = [post];
      } else if (q === 'me') {
        posts = [...ctx.store.posts.byUrn.values()].filter((p) => p.author === admitted.personUrn && p.deletedAt === null);
      } else {
        return sendError(reply, 400, { message: 'q must be entity or me' });
      }
      const now = Date.now();
      const metricType = { [METRIC_TYPE_KEY]: type };
      const total = (at: number) => posts.reduce((sum, post) => sum + sandboxMetric(post.urn, at - post.createdAt, type), 0);
      let elements: unknown[];
      if (aggregation === 'TOTAL') {
        elements = [{ count: total(now), metricType }];
      } else {
        // One element per UTC day since the oldest post, each the day's growth.
        const first = Math.min(...posts.map((p) => p.createdAt), now);
        elements = [];
        for (let start = first - (first % DAY); start < now; start += DAY) {
          const end = Math.min(start + DAY, now);
          elements.push({
            count: total(end) - total(start),
            metricType,
            dateRange: { start: utcDate(start), end: utcDate(start + DAY) },
          });
        }
      }
      return reply
        .header('cache-control', 'no-store')
        .send({ paging: { start: 0, count: elements.length, links: [] }, elements });
    },
  );
}
