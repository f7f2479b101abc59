import { ConfigError, loadConfig } from './config/load-config';
import { closeDeps, createDeps } from './create-deps';
import { jobs } from './jobs/registry';
import { startWorkers } from './jobs/start-workers';
import { createLogger } from './logger';
import { onShutdown } from './on-shutdown';

/** A job worker process (production): claims and runs jobs until it is told to stop. */
async function main() {
  const config = loadConfig();
  const logger = createLogger(config, 'cadence-worker');
  const deps = await createDeps(config, { role: 'worker', onJobError: (err) => logger.error({ err }, 'job engine error') });
  await startWorkers(deps, logger);
  // Before saying it has started: whoever reads that line may stop it at once, and a SIGTERM that comes
  // before the handler kills the process without closing the database (a CI run caught the gap).
  onShutdown(logger, () => closeDeps(deps));
  logger.info({ jobs: jobs.map((j) => j.name), database: deps.database.kind }, 'worker started');
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof ConfigError ? error.message : ((error as Error).stack ?? String(error))}\n`);
  process.exit(1);
});
