// The raw queue's floor for `npm run bench:schedule`: one worker process exactly like
// apps/server/src/worker.ts (same database pool, same job engine, same per-job settings), whose
// only job does nothing. Started with DATABASE_URL; prints 'raw worker started' when it works.
import { createDatabase } from '../../apps/server/src/db/create-database';
import type { Deps } from '../../apps/server/src/deps';
import { createJobEngine } from '../../apps/server/src/jobs/create-job-engine';
import { rawQueueJob } from './schedule-raw-queue';

async function main() {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error('DATABASE_URL is not set');
  const database = await createDatabase({ kind: 'postgres', url });
  const engine = await createJobEngine(database, {
    role: 'worker',
    onError: (error) => process.stderr.write(`${error.message}\n`),
  });
  // The empty handler never looks at its dependencies.
  await engine.startWorkers([rawQueueJob], {} as Deps);
  process.stdout.write('raw worker started\n');
  const stop = async () => {
    await engine.stop();
    await database.close();
    process.exit(0);
  };
  process.once('SIGTERM', () => void stop());
  process.once('SIGINT', () => void stop());
}

main().catch((error: unknown) => {
  process.stderr.write(`${(error as Error).stack ?? String(error)}\n`);
  process.exit(1);
});
