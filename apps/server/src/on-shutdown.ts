import type { Logger } from 'pino';

/**
 * Stops cleanly on SIGTERM/SIGINT: stop taking requests, let running jobs finish, close the
 * database. A second signal, or a stop that hangs past 15 s, exits at once.
 */
export function onShutdown(logger: Logger, stop: () => Promise<void>) {
  let stopping = false;
  const handle = (signal: NodeJS.Signals) => {
    if (stopping) process.exit(1);
    stopping = true;
    logger.info({ signal }, 'shutting down');
    const timer = setTimeout(() => {
      logger.error('shutdown timed out');
      process.exit(1);
    }, 15_000);
    timer.unref();
    stop().then(
      () => {
        logger.info('stopped');
        process.exit(0);
      },
      (err: unknown) => {
        logger.error({ err }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', handle);
  process.on('SIGINT', handle);
}
