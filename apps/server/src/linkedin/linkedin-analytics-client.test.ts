import { memberSub } from '@cadence/linkedin-sandbox';
import { rollingVersionWindow } from '@cadence/linkedin-sandbox/api-versions';
import { mountSandbox, prefix, signIn, type TestSandbox } from '@cadence/linkedin-sandbox/test-support';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { entityParameter, linkedInAnalyticsClient } from './linkedin-analytics-client';
import { LinkedInApiError, linkedInPostsClient, type LinkedInApiTarget } from './linkedin-posts-client';

let sandbox: TestSandbox;
let target: LinkedInApiTarget;
const email = 'analytics@example.com';

beforeAll(async () => {
  sandbox = await mountSandbox();
  await sandbox.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = sandbox.app.server.address() as AddressInfo;
  target = { apiBaseUrl: `http://127.0.0.1:${port}${prefix}`, apiVersion: rollingVersionWindow(1).newest, timeoutMs: 2000 };
});
afterEach(() => sandbox.controls.reset());
afterAll(() => sandbox.app.close());

const token = async (scope = 'openid profile email w_member_social r_member_postAnalytics', who = email) =>
  (await signIn(sandbox.app, { email: who, scope })).access_token;

async function failureOf(promise: Promise<unknown>): Promise<LinkedInApiError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(LinkedInApiError);
  return error as LinkedInApiError;
}

describe('the Rest.li entity parameter', () => {
  it('keeps the union literal and percent-encodes the URN', () => {
    expect(entityParameter('urn:li:share:7284551209148874752')).toBe('(share:urn%3Ali%3Ashare%3A7284551209148874752)');
    expect(entityParameter('urn:li:ugcPost:6443156446455693312')).toBe('(ugcPost:urn%3Ali%3AugcPost%3A6443156446455693312)');
    expect(() => entityParameter('urn:li:activity:1')).toThrow(LinkedInApiError);
  });
});

describe('linkedInAnalyticsClient against the documented answer', () => {
  let server: Server;
  let seen: IncomingMessage[] = [];
  let answer: (req: IncomingMessage, res: ServerResponse) => void;
  let local: LinkedInApiTarget;
  beforeAll(async () => {
    server = createServer((req, res) => {
      seen.push(req);
      answer(req, res);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    local = { apiBaseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, apiVersion: '202610', timeoutMs: 1000 };
  });
  afterEach(() => {
    seen = [];
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('sends the entity finder as the page shows it and reads count and metricType', async () => {
    // The page's TOTAL answer: one element, its metric type a Rest.li union.
    answer = (_req, res) =>
      res.writeHead(200, { 'content-type': 'application/json' }).end(
        JSON.stringify({
          paging: { start: 0, count: 10, links: [] },
          elements: [
            {
              count: 6,
              metricType: { 'com.linkedin.adsexternalapi.memberanalytics.v1.CreatorPostAnalyticsMetricTypeV1': 'REACTION' },
            },
          ],
        }),
      );
    const counts = await linkedInAnalyticsClient(local).postCounts('t0k', 'urn:li:share:7280000000000000000', 'REACTION');
    expect(counts).toEqual([{ count: 6, metricType: 'REACTION', date: null }]);
    expect(seen[0]?.url).toBe(
      '/rest/memberCreatorPostAnalytics?q=entity&entity=(share:urn%3Ali%3Ashare%3A7280000000000000000)&queryType=REACTION&aggregation=TOTAL',
    );
    expect(seen[0]?.headers['linkedin-version']).toBe('202610');
    expect(seen[0]?.headers['x-restli-protocol-version']).toBe('2.0.0');
  });

  it('reads the DAILY answer day by day', async () => {
    answer = (_req, res) =>
      res.writeHead(200, { 'content-type': 'application/json' }).end(
        JSON.stringify({
          paging: { start: 0, count: 10, links: [] },
          elements: [
            {
              count: 12,
              metricType: { 'com.linkedin.adsexternalapi.memberanalytics.v1.CreatorPostAnalyticsMetricTypeV1': 'IMPRESSION' },
              dateRange: { start: { year: 2025, month: 5, day: 1 }, end: { year: 2025, month: 5, day: 2 } },
            },
          ],
        }),
      );
    const counts = await linkedInAnalyticsClient(local).memberCounts('t0k', 'IMPRESSION', 'DAILY');
    expect(counts).toEqual([{ count: 12, metricType: 'IMPRESSION', date: '2025-05-01' }]);
    expect(seen[0]?.url).toBe('/rest/memberCreatorPostAnalytics?q=me&queryType=IMPRESSION&aggregation=DAILY');
  });

  it('reads a 403 as forbidden and a 429 as throttled', async () => {
    answer = (_req, res) =>
      res
        .writeHead(403, { 'content-type': 'application/json' })
        .end(JSON.stringify({ status: 403, serviceErrorCode: 100, code: 'ACCESS_DENIED', message: 'Not enough permissions' }));
    expect((await failureOf(linkedInAnalyticsClient(local).postTotals('t', 'urn:li:share:1'))).reason).toBe('forbidden');
    // The first refusal stops the other four calls.
    expect(seen).toHaveLength(1);
    answer = (_req, res) =>
      res
        .writeHead(429, { 'content-type': 'application/json' })
        .end(JSON.stringify({ status: 429, message: 'Too Many Requests' }));
    expect((await failureOf(linkedInAnalyticsClient(local).postTotals('t', 'urn:li:share:1'))).reason).toBe('throttled');
  });

  it('calls an answer without elements a bad answer', async () => {
    answer = (_req, res) => res.writeHead(200, { 'content-type': 'application/json' }).end('{"paging":{}}');
    expect((await failureOf(linkedInAnalyticsClient(local).postCounts('t', 'urn:li:share:1', 'COMMENT'))).reason).toBe(
      'bad_answer',
    );
  });
});

describe('linkedInAnalyticsClient against the sandbox', () => {
  it('measures the member’s own post, and counts grow with the post’s age', async () => {
    const accessToken = await token();
    const urn = await linkedInPostsClient(target).createPost(accessToken, {
      authorSub: memberSub(email),
      commentary: 'Measured',
    });
    const client = linkedInAnalyticsClient(target);
    const totals = await client.postTotals(accessToken, urn);
    expect(totals.impressions).toBeGreaterThanOrEqual(0);
    expect(totals.reactions).toBeLessThanOrEqual(totals.impressions);
    const [me] = await client.memberCounts(accessToken, 'IMPRESSION');
    expect(me?.metricType).toBe('IMPRESSION');
  });

  it('refuses a token without r_member_postAnalytics (403) and another member’s post', async () => {
    const accessToken = await token();
    const urn = await linkedInPostsClient(target).createPost(accessToken, { authorSub: memberSub(email), commentary: 'Mine' });
    const withoutScope = await token('openid profile email w_member_social');
    expect((await failureOf(linkedInAnalyticsClient(target).postCounts(withoutScope, urn, 'IMPRESSION'))).reason).toBe(
      'forbidden',
    );
    const stranger = await token(undefined, 'stranger@example.com');
    expect((await failureOf(linkedInAnalyticsClient(target).postCounts(stranger, urn, 'IMPRESSION'))).reason).toBe('forbidden');
  });

  it('answers 429 through the fault switch', async () => {
    const accessToken = await token();
    const urn = await linkedInPostsClient(target).createPost(accessToken, { authorSub: memberSub(email), commentary: 'Busy' });
    sandbox.controls.setFault('analytics.get', { status: 429, body: { status: 429, message: 'Resource level throttle limit' } });
    expect((await failureOf(linkedInAnalyticsClient(target).postCounts(accessToken, urn, 'IMPRESSION'))).reason).toBe(
      'throttled',
    );
  });
});
