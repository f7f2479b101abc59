import type { Histogram } from 'prom-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUBLISH_SCHEDULED_POST_JOB, queuePublishJob } from '../scheduling/publish-queue';
import { publishScheduledPost } from '../scheduling/publish-scheduled-post';
import { signInMember } from '../test-support/sign-in-member';
import { databaseKinds } from '../test-support/test-databases';
import { startTestServer, type TestServer } from '../test-support/test-server';
import { httpRequestDurationSeconds, jobFailures, metricsRegistry, publishLagSeconds, publishOutcomes } from './cadence-metrics';
import { startMetricsListener } from './start-metrics-listener';

const TOKEN = 'metrics-token-for-tests-0123456789';

/** Every family issue 29 names, by its exposed name. */
const NAMED_FAMILIES = [
  'cadence_publish_lag_seconds',
  'cadence_publish_outcomes_total',
  'cadence_posts_due_pending',
  'cadence_oldest_due_post_age_seconds',
  'cadence_job_queue_size',
  'cadence_job_failures_total',
  'cadence_http_request_duration_seconds',
  'cadence_import_duration_seconds',
  'cadence_notification_sends_total',
];

/** The exposition format's shape: HELP and TYPE per family, then `name{labels} value` samples. */
function parseExposition(text: string) {
  const types = new Map<string, string>();
  const helps = new Set<string>();
  const samples: { name: string; labels: string; value: number }[] = [];
  for (const line of text.split('\n')) {
    if (line === '') continue;
    const meta = /^# (HELP|TYPE) ([a-zA-Z_:][a-zA-Z0-9_:]*) (.*)$/.exec(line);
    if (meta) {
      if (meta[1] === 'TYPE') types.set(meta[2]!, meta[3]!);
      else helps.add(meta[2]!);
      continue;
    }
    const sample = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(\{[^}]*\})? (\S+)$/.exec(line);
    if (!sample) throw new Error(`Not a sample line: ${line}`);
    samples.push({ name: sample[1]!, labels: sample[2] ?? '', value: Number(sample[3]) });
  }
  return { types, helps, samples };
}

async function histogramOf(histogram: Histogram<string>, labels: Record<string, string> = {}) {
  const { values } = await histogram.get();
  const matches = (v: { labels: Partial<Record<string, string | number>> }) =>
    Object.entries(labels).every(([key, value]) => String(v.labels[key]) === value);
  const count = values.find((v) => v.metricName?.endsWith('_count') && matches(v))?.value ?? 0;
  const sum = values.find((v) => v.metricName?.endsWith('_sum') && matches(v))?.value ?? 0;
  return { count, sum };
}

async function counterValue(labels: Record<string, string>) {
  const { values } = await publishOutcomes.get();
  return values.find((v) => Object.entries(labels).every(([key, value]) => v.labels[key as 'outcome'] === value))?.value ?? 0;
}

describe.each(databaseKinds)('GET /metrics on %s', (kind) => {
  describe('without METRICS_TOKEN', () => {
    let server: TestServer;
    beforeAll(async () => {
      server = await startTestServer(kind);
    });
    afterAll(() => server?.close());

    it('answers 404, as an unknown path, even to a bearer', async () => {
      const plain = await server.app.inject({ method: 'GET', url: '/metrics' });
      expect(plain.statusCode).toBe(404);
      const bearer = await server.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
      expect(bearer.statusCode).toBe(404);
      expect(bearer.body).not.toContain('cadence_');
    });
  });

  describe('with METRICS_TOKEN', () => {
    let server: TestServer;
    beforeAll(async () => {
      server = await startTestServer(kind, { METRICS_TOKEN: TOKEN });
    });
    afterAll(() => server?.close());
    const scrape = (authorization?: string) =>
      server.app.inject({ method: 'GET', url: '/metrics', headers: authorization ? { authorization } : {} });

    it('refuses a scrape without the token or with a wrong one (401), and says nothing of the metrics', async () => {
      for (const authorization of [undefined, `Bearer ${TOKEN}x`, `Bearer ${TOKEN.slice(0, -1)}`, TOKEN, 'Basic abc']) {
        const response = await scrape(authorization);
        expect(response.statusCode, String(authorization)).toBe(401);
        expect(response.headers['www-authenticate']).toBe('Bearer realm="metrics"');
        expect(response.body).not.toContain('cadence_');
      }
    });

    it('serves the exposition format with every metric the issue names, and the process figures, to the right bearer', async () => {
      const response = await scrape(`Bearer ${TOKEN}`);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
      const { types, helps, samples } = parseExposition(response.body);
      for (const name of NAMED_FAMILIES) {
        expect(types.has(name), name).toBe(true);
        expect(helps.has(name), name).toBe(true);
      }
      expect(types.get('cadence_publish_lag_seconds')).toBe('histogram');
      expect(types.get('cadence_http_request_duration_seconds')).toBe('histogram');
      expect(types.get('cadence_notification_sends_total')).toBe('counter');
      expect(types.get('cadence_process_resident_memory_bytes')).toBe('gauge');
      // The scrape read the queues: nothing is due in an empty database.
      expect(samples.find((s) => s.name === 'cadence_posts_due_pending')?.value).toBe(0);
    });

    it('counts a request under its route pattern and status, never its raw URL', async () => {
      const labels = { method: 'DELETE', route: '/api/scheduling/post/:id', status_code: '401' };
      const before = await histogramOf(httpRequestDurationSeconds, labels);
      await server.app.inject({ method: 'DELETE', url: '/api/scheduling/post/3f1c0e7e-0000-4000-8000-000000000001' });
      const after = await histogramOf(httpRequestDurationSeconds, labels);
      expect(after.count).toBe(before.count + 1);
      const body = (await scrape(`Bearer ${TOKEN}`)).body;
      expect(body).toContain('route="/api/scheduling/post/:id"');
      expect(body).not.toContain('3f1c0e7e-0000-4000-8000-000000000001');
    });

    it('observes a scheduled post’s publish lag and counts it published; a due post shows in the queue gauges first', async () => {
      const member = await signInMember(server, `metrics-${kind}`);
      const dueAt = new Date(Date.now() - 90_000);
      const post = await server.deps.database.db.transaction().execute(async (trx) => {
        const row = await trx
          .insertInto('posts')
          .values({
            user_id: member.userId,
            connection_id: member.connectionId,
            status: 'pending',
            content: `A post whose lag is measured (${kind}).`,
            hashtags: [],
            scheduled_time: dueAt,
            publish_after: dueAt,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        const jobId = await queuePublishJob(trx, server.deps.jobs, row.id, dueAt);
        await trx.updateTable('posts').set({ publish_job_id: jobId }).where('id', '=', row.id).execute();
        return { id: row.id, jobId: jobId! };
      });

      const queued = parseExposition((await scrape(`Bearer ${TOKEN}`)).body).samples;
      expect(queued.find((s) => s.name === 'cadence_posts_due_pending')?.value).toBeGreaterThanOrEqual(1);
      expect(queued.find((s) => s.name === 'cadence_oldest_due_post_age_seconds')?.value).toBeGreaterThanOrEqual(89);

      const lagBefore = await histogramOf(publishLagSeconds);
      const publishedBefore = await counterValue({ outcome: 'published' });
      expect(await publishScheduledPost(server.deps, { postId: post.id, jobId: post.jobId })).toBe('published');
      const lagAfter = await histogramOf(publishLagSeconds);
      expect(lagAfter.count).toBe(lagBefore.count + 1);
      expect(lagAfter.sum - lagBefore.sum).toBeGreaterThanOrEqual(90);
      expect(lagAfter.sum - lagBefore.sum).toBeLessThan(150);
      expect(await counterValue({ outcome: 'published' })).toBe(publishedBefore + 1);
    });

    it('names the publish queue among the job queues it measures', async () => {
      const body = (await scrape(`Bearer ${TOKEN}`)).body;
      expect(body).toContain(`cadence_job_queue_size{queue="${PUBLISH_SCHEDULED_POST_JOB}"}`);
    });

    it('serves a worker’s own registry on its own listener, behind the same token', async () => {
      const listener = await startMetricsListener({ database: server.deps.database, token: TOKEN, host: '127.0.0.1', port: 0 });
      try {
        const failuresBefore = (await jobFailures.get()).values.find((v) => v.labels.queue === 'metrics-test-queue')?.value ?? 0;
        jobFailures.inc({ queue: 'metrics-test-queue' });
        const url = `http://127.0.0.1:${listener.port}/metrics`;
        expect((await fetch(url)).status).toBe(401);
        expect((await fetch(url, { headers: { authorization: 'Bearer wrong-token-of-some-length' } })).status).toBe(401);
        expect(
          (await fetch(`http://127.0.0.1:${listener.port}/`, { headers: { authorization: `Bearer ${TOKEN}` } })).status,
        ).toBe(404);
        const response = await fetch(url, { headers: { authorization: `Bearer ${TOKEN}` } });
        expect(response.status).toBe(200);
        const { types, samples } = parseExposition(await response.text());
        for (const name of NAMED_FAMILIES) expect(types.has(name), name).toBe(true);
        expect(samples).toContainEqual({
          name: 'cadence_job_failures_total',
          labels: '{queue="metrics-test-queue"}',
          value: failuresBefore + 1,
        });
        expect(metricsRegistry.getSingleMetric('cadence_job_failures_total')).toBe(jobFailures);
      } finally {
        await listener.close();
      }
    });
  });
});
