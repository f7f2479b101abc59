import { ConfigError, loadConfig } from './config/load-config';
import { closeDeps, createDeps } from './create-deps';
import { jobs } from './jobs/registry';
import { startWorkers } from './jobs/start-workers';
import { createLogger } from './logger';
import { startMetricsListener } from './metrics/start-metrics-listener';
import { onShutdown } from './on-shutdown';

/** A job worker process (production): claims and runs jobs until it is told to stop. */
async function main() {
  const config = loadConfig();
  const logger = createLogger(config, 'cadence-worker');
  const deps = await createDeps(config, { role: 'worker', onJobError: (err) => logger.error({ err }, 'job engine error') });
  await startWorkers(deps, logger);
  const { token, workerPort } = config.metrics;
  const metrics = token
    ? await startMetricsListener({
        database: deps.database,
        token,
        host: config.host,
        port: workerPort,
        onError: (err) => logger.error({ err }, 'metrics scrape failed'),
      })
    : null;
  // Before saying it has started: whoever reads that line may stop it at once, and a SIGTERM that comes
  // before the handler kills the process without closing the database (a CI run caught the gap).
  onShutdown(logger, async () => {
    await metrics?.close();
    await closeDeps(deps);
  });
  logger.info({ jobs: jobs.map((j) => j.name), database: deps.database.kind, metricsPort: metrics?.port }, 'worker started');
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof ConfigError ? error.message : ((error as Error).stack ?? String(error))}\n`);
  process.exit(1);
});
