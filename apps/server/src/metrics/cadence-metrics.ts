import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

/**
 * One registry per process: the API and each worker answer for what they did themselves
 * (Prometheus scrapes every process and sums), so nothing here is shared between processes.
 */
export const metricsRegistry = new Registry();

const PREFIX = 'cadence_';

/** How late a post went out: published_at − its due time. Minutes matter; hours mean a worker was down. */
export const publishLagSeconds = new Histogram({
  name: `${PREFIX}publish_lag_seconds`,
  help: 'Seconds between a post being due and LinkedIn accepting it.',
  buckets: [0.5, 1, 2, 5, 10, 30, 60, 120, 300, 900, 1800, 3600, 7200, 21_600],
  registers: [metricsRegistry],
});

/** outcome: published | failed | retrying | held | late; reason: the failure kind, or '' otherwise. */
export const publishOutcomes = new Counter({
  name: `${PREFIX}publish_outcomes_total`,
  help: 'Publish attempts by outcome (published, failed, retrying, held, late) and failure reason.',
  labelNames: ['outcome', 'reason'] as const,
  registers: [metricsRegistry],
});

export type PublishOutcome = 'published' | 'failed' | 'retrying' | 'held' | 'late';

export function countPublishOutcome(outcome: PublishOutcome, reason = ''): void {
  publishOutcomes.inc({ outcome, reason });
}

/** Observes the lag of a post LinkedIn accepted and counts it as published. */
export function observePublished(dueAt: Date | string | null | undefined, publishedAt: Date): void {
  countPublishOutcome('published');
  if (dueAt == null) return;
  const lag = (publishedAt.getTime() - new Date(dueAt).getTime()) / 1000;
  if (Number.isFinite(lag)) publishLagSeconds.observe(Math.max(0, lag));
}

export const postsDuePending = new Gauge({
  name: `${PREFIX}posts_due_pending`,
  help: 'Scheduled posts whose time has come and that are still waiting to be published.',
  registers: [metricsRegistry],
});

export const oldestDuePostAgeSeconds = new Gauge({
  name: `${PREFIX}oldest_due_post_age_seconds`,
  help: 'Seconds since the oldest still-pending due post was due (0 when none).',
  registers: [metricsRegistry],
});

export const jobQueueSize = new Gauge({
  name: `${PREFIX}job_queue_size`,
  help: 'Jobs due and not yet started in each job queue (pg-boss created or retry, start time passed).',
  labelNames: ['queue'] as const,
  registers: [metricsRegistry],
});

export const jobFailures = new Counter({
  name: `${PREFIX}job_failures_total`,
  help: 'Job handler runs that threw, by queue.',
  labelNames: ['queue'] as const,
  registers: [metricsRegistry],
});

/** route is the pattern (/api/scheduling/posts/:id), never the raw URL, so the series stay few. */
export const httpRequestDurationSeconds = new Histogram({
  name: `${PREFIX}http_request_duration_seconds`,
  help: 'HTTP request latency by method, route pattern and status code.',
  labelNames: ['method', 'route', 'status_code'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [metricsRegistry],
});

export const importDurationSeconds = new Histogram({
  name: `${PREFIX}import_duration_seconds`,
  help: 'Seconds a LinkedIn export import took, by outcome (succeeded, failed).',
  labelNames: ['outcome'] as const,
  buckets: [0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 120, 300],
  registers: [metricsRegistry],
});

/** kind: the notification kind; channel: email | in_app; outcome: sent | failed | skipped. */
export const notificationSends = new Counter({
  name: `${PREFIX}notification_sends_total`,
  help: 'Notifications sent, by kind, channel (email, in_app) and outcome (sent, failed, skipped).',
  labelNames: ['kind', 'channel', 'outcome'] as const,
  registers: [metricsRegistry],
});

let defaultMetricsOn = false;

/** Process CPU, memory, event-loop lag, GC: turned on only by a process that serves /metrics. */
export function enableDefaultMetrics(): void {
  if (defaultMetricsOn) return;
  defaultMetricsOn = true;
  collectDefaultMetrics({ register: metricsRegistry, prefix: PREFIX });
}
