import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Deps } from '../deps';
import { enableDefaultMetrics, httpRequestDurationSeconds } from '../metrics/cadence-metrics';
import { isMetricsBearer, renderMetrics } from '../metrics/serve-metrics';

/**
 * GET /metrics for Prometheus, and every request's latency by route pattern and status. Off unless
 * METRICS_TOKEN is set: the API's port is public, and without a token the path answers 404 as an
 * unknown API path does, so nothing tells a stranger it exists (decision 032).
 */
export const metrics = fp(async (app: FastifyInstance, { deps }: { deps: Deps }) => {
  const token = deps.config.metrics.token;
  if (token) {
    enableDefaultMetrics();
    // The route's pattern, never the raw URL (ids, queries): one series per route and status.
    app.addHook('onResponse', (request, reply, done) => {
      const route = request.routeOptions.url ?? '(unmatched)';
      httpRequestDurationSeconds.observe(
        { method: request.method, route, status_code: String(reply.statusCode) },
        reply.elapsedTime / 1000,
      );
      done();
    });
  }

  app.get(
    '/metrics',
    // Not part of the member's API (no OpenAPI entry); a scraper is not a client to rate-limit.
    { schema: { hide: true }, config: { rateLimit: false } },
    async (request, reply) => {
      if (!token) {
        return reply.status(404).send({ success: false, error: 'Nothing at GET /metrics', code: 'NOT_FOUND' });
      }
      if (!isMetricsBearer(request.headers.authorization, token)) {
        return reply
          .status(401)
          .header('www-authenticate', 'Bearer realm="metrics"')
          .send({ success: false, error: 'A valid metrics token is required', code: 'UNAUTHORIZED' });
      }
      const { contentType, body } = await renderMetrics(deps.database);
      return reply.header('cache-control', 'no-store').type(contentType).send(body);
    },
  );
});
