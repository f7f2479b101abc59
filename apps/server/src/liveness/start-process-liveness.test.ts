import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate } from '../db/migrate';
import { createTestDatabase, databaseKinds, type TestDatabase } from '../test-support/test-databases';
import { startProcessLiveness } from './start-process-liveness';

describe.each(databaseKinds)('a process’s heartbeat on %s', (kind) => {
  let test: TestDatabase;
  beforeAll(async () => {
    test = await createTestDatabase(kind);
    await migrate(test.database);
  });
  afterAll(() => test?.drop());

  const seenAt = async (id: string) =>
    (await test.database.db.selectFrom('process_heartbeats').select('seen_at').where('id', '=', id).executeTakeFirst())?.seen_at;

  it('keeps beating while a long task runs, runs one task run at a time, and says goodbye on stop', async () => {
    const liveness = await startProcessLiveness(test.database.db, { role: 'worker', intervalMs: 50 });
    let running = 0;
    let most = 0;
    let runs = 0;
    liveness.afterBeat(async () => {
      running += 1;
      runs += 1;
      most = Math.max(most, running);
      await sleep(600);
      running -= 1;
    });
    await sleep(150);
    const first = await seenAt(liveness.id);
    await sleep(300);
    // Mid-task: the beats went on.
    expect((await seenAt(liveness.id))!.getTime()).toBeGreaterThan(first!.getTime());
    await sleep(900);
    expect(runs).toBeGreaterThanOrEqual(2);
    expect(most).toBe(1);
    await liveness.stop();
    expect(await seenAt(liveness.id)).toBeUndefined();
  });

  it('registers itself again after being forgotten as dead', async () => {
    const liveness = await startProcessLiveness(test.database.db, { role: 'api', intervalMs: 50 });
    await test.database.db.deleteFrom('process_heartbeats').where('id', '=', liveness.id).execute();
    await sleep(200);
    expect(await seenAt(liveness.id)).toBeInstanceOf(Date);
    await liveness.stop();
  });
});
