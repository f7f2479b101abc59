import { buildApp } from './app';
import { ConfigError, loadConfig } from './config/load-config';
import { closeDeps, createDeps } from './create-deps';
import { startWorkers } from './jobs/start-workers';
import { createLogger } from './logger';
import { onShutdown } from './on-shutdown';

/**
 * The API process. On the embedded default it is the whole product (API, SPA, sandbox and the
 * job workers in one process); in production set RUN_WORKERS=false and run worker.js separately.
 */
async function main() {
  const config = loadConfig();
  const logger = createLogger(config, 'cadence-api');
  const role = config.runWorkers ? 'worker' : 'api';
  const deps = await createDeps(config, { role, onJobError: (err) => logger.error({ err }, 'job engine error') });
  const app = await buildApp(deps, { loggerInstance: logger });
  if (config.runWorkers) await startWorkers(deps, logger);
  await app.listen({ host: config.host, port: config.port });
  // Before saying it is running: a SIGTERM that comes before the handler would skip the clean stop.
  onShutdown(logger, async () => {
    await app.close();
    await closeDeps(deps);
  });

  const mode = deps.database.kind === 'pglite' ? `PGlite in ${config.dataDir}` : 'PostgreSQL';
  const linkedin = config.linkedin.sandbox ? 'built-in LinkedIn sandbox' : 'LinkedIn';
  process.stdout.write(
    `\n  Cadence is running at ${config.publicUrl}\n  (${mode}, ${linkedin}, workers ${config.runWorkers ? 'in-process' : 'separate'})\n\n`,
  );
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof ConfigError ? error.message : ((error as Error).stack ?? String(error))}\n`);
  process.exit(1);
});
