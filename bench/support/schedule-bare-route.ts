// The floor for the schedule list in `npm run bench:schedule`: a bare Fastify route running the
// same SQL as GET /api/scheduling/schedule (selectSchedulePosts) on the same database, with the
// same pool size as the API process, in a process of its own. Prints 'bare route listening on URL'.
import Fastify from 'fastify';
import { createDatabase } from '../../apps/server/src/db/create-database';
import { selectSchedulePosts } from '../../apps/server/src/scheduling/get-schedule';

async function main() {
  const url = process.env.DATABASE_URL;
  const userId = process.env.BENCH_USER_ID;
  if (!url || !userId) throw new Error('DATABASE_URL and BENCH_USER_ID must be set');
  // createDeps opens the API's database with createDatabase's default pool; so does this.
  const database = await createDatabase({ kind: 'postgres', url });
  const app = Fastify({ logger: false });
  app.get('/schedule', async () => {
    const rows = await selectSchedulePosts(database.db, userId, { days: 30, includePast: true });
    return { data: rows };
  });
  const address = await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT ?? 0) });
  process.stdout.write(`bare route listening on ${address}\n`);
  const stop = async () => {
    await app.close();
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
