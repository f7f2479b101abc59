import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Database } from '../db/create-database';
import { enableDefaultMetrics } from './cadence-metrics';
import { isMetricsBearer, renderMetrics } from './serve-metrics';

export interface MetricsListener {
  port: number;
  close(): Promise<void>;
}

/**
 * A worker has no HTTP server, yet Prometheus must scrape it: this one serves GET /metrics only,
 * with the same bearer check as the API, so each process answers for its own registry.
 */
export async function startMetricsListener(options: {
  database: Database;
  token: string;
  host: string;
  port: number;
  onError?: (error: unknown) => void;
}): Promise<MetricsListener> {
  enableDefaultMetrics();
  const server = createServer((request, response) => {
    const path = (request.url ?? '').split('?')[0];
    if (request.method !== 'GET' || path !== '/metrics') {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found\n');
      return;
    }
    if (!isMetricsBearer(request.headers.authorization, options.token)) {
      response.writeHead(401, { 'content-type': 'text/plain', 'www-authenticate': 'Bearer realm="metrics"' });
      response.end('A valid metrics token is required\n');
      return;
    }
    renderMetrics(options.database).then(
      ({ contentType, body }) => response.writeHead(200, { 'content-type': contentType, 'cache-control': 'no-store' }).end(body),
      (error: unknown) => {
        options.onError?.(error);
        response.writeHead(500, { 'content-type': 'text/plain' }).end('Metrics unavailable\n');
      },
    );
  });
  // A scraper keeps its connection open between scrapes; closing must not wait for it.
  server.keepAliveTimeout = 5_000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  return {
    port: (server.address() as AddressInfo).port,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
