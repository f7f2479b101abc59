import { startNewsSandbox, type RunningNewsSandbox } from '@cadence/linkedin-sandbox';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refreshNicheSources } from '../jobs/refresh-niche-sources';
import { jobs } from '../jobs/registry';
import { databaseKinds } from '../test-support/test-databases';
import { startTestServer, type TestServer } from '../test-support/test-server';
import { knownNiches } from './load-niche-sources';
import { refreshWizardNiches } from './refresh-niches';

const MINUTE = 60_000;

describe.each(databaseKinds)('the niche crawl on %s', (kind) => {
  // The sandbox and the crawl share one clock, so the test walks through a schedule.
  const start = new Date(Math.floor(Date.now() / MINUTE) * MINUTE);
  let clock = start;
  const at = (minutes: number) => (clock = new Date(start.getTime() + minutes * MINUTE));
  let news: RunningNewsSandbox;
  let server: TestServer;

  beforeAll(async () => {
    news = await startNewsSandbox({ now: () => clock });
    server = await startTestServer(kind, {
      TOPIC_SOURCES: 'sandbox',
      NEWS_SANDBOX_URL: news.url,
      TOPIC_FETCH_TIMEOUT_MS: '3000',
    });
  });
  afterAll(async () => {
    await server?.close();
    await news?.close();
  });

  const storedPerNiche = async () =>
    Object.fromEntries(
      (
        await server.deps.database.db
          .selectFrom('topic_items')
          .select((eb) => ['niche', eb.fn.countAll<number>().as('n')])
          .where('source_id', 'like', 'sandbox:%')
          .groupBy('niche')
          .execute()
      ).map((r) => [r.niche, Number(r.n)]),
    );

  it('is a worker job on a quarter-hour cron', () => {
    expect(jobs).toContain(refreshNicheSources);
    expect(refreshNicheSources.cron).toBe('*/15 * * * *');
  });

  it('crawls nothing before anyone has signed up', async () => {
    expect(await refreshWizardNiches(server.deps, { now: at(0) })).toEqual([]);
    expect(news.controls.requestCount()).toBe(0);
  });

  it('refreshes every wizard niche from the news sandbox on schedule, politely in between', async () => {
    await server.signIn({ email: 'crawl@example.com' });

    // The job as the worker runs it (its own clock is the real one, a moment after `start`).
    await refreshNicheSources.handle({}, server.deps, { id: 'test' });
    const firstRequests = news.controls.requestCount();
    expect(firstRequests).toBeGreaterThanOrEqual(50);
    const stored = await storedPerNiche();
    expect(Object.keys(stored).sort()).toEqual([...knownNiches()].sort());
    expect(Object.values(stored).every((n) => n > 10)).toBe(true);

    // Five minutes on, every feed is inside its 10-minute interval: nothing is asked.
    const early = await refreshWizardNiches(server.deps, { now: at(5) });
    expect(early.flatMap((n) => n.reports).every((r) => r.outcome === 'cached')).toBe(true);
    expect(news.controls.requestCount()).toBe(firstRequests);

    // The next quarter-hour asks every feed again, with its validators.
    const next = await refreshWizardNiches(server.deps, { now: at(15) });
    expect(next.map((n) => n.niche)).toEqual(knownNiches());
    const outcomes = next.flatMap((n) => n.reports.map((r) => r.outcome));
    expect(outcomes.every((o) => o === 'fetched' || o === 'not-modified')).toBe(true);
    expect(news.controls.requestCount()).toBe(firstRequests * 2);
    const states = await server.deps.database.db
      .selectFrom('topic_feed_states')
      .select(['last_success_at', 'failure_count'])
      .where('source_id', 'like', 'sandbox:%')
      .execute();
    expect(states.length).toBe(firstRequests);
    expect(states.every((s) => s.failure_count === 0 && s.last_success_at?.getTime() === clock.getTime())).toBe(true);
  });

  it('backs off a failing source instead of hammering it every run', async () => {
    news.controls.setFault('reddit', { status: 503 });
    await refreshWizardNiches(server.deps, { now: at(30) });
    const failedAsked = news.controls.requestCount('reddit');
    expect(failedAsked).toBeGreaterThan(0);
    news.controls.clearFaults();
    // Half a minute later the failed feeds are still backing off (1 minute), the others inside their interval.
    const soon = await refreshWizardNiches(server.deps, { now: at(30.5) });
    expect(soon.flatMap((n) => n.reports).every((r) => r.outcome === 'cached')).toBe(true);
    expect(news.controls.requestCount('reddit')).toBe(failedAsked);
  });
});
