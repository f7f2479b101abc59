// The automation's per-minute plan job (automation.plan.v1) over many active members on the
// embedded database, beside its floor in the same run: the same rows written, and the same members
// read, by bare statements (each member's rows inserted in a transaction of its own; every member
// and slot read at once), which is the least any planner must do.
import { planAutomationSlots } from '@cadence/contract/preferences/plan-automation-slots';
import { defaultPreferences, type TPreferences } from '@cadence/contract/preferences/preferences';
import { planActiveMembers } from '../apps/server/src/automation/plan-active-members';
import { preferencesRow } from '../apps/server/src/automation/save-preferences';
import { loadConfig } from '../apps/server/src/config/load-config';
import { createDatabase } from '../apps/server/src/db/create-database';
import { migrate } from '../apps/server/src/db/migrate';

const MEMBERS = 1000;
const ZONES = ['America/New_York', 'Europe/Berlin', 'Asia/Kolkata', 'UTC'];

export async function benchAutomationPlanner(): Promise<Array<[string, string, string]>> {
  const config = loadConfig({ NODE_ENV: 'production', LOG_LEVEL: 'silent' });
  const now = new Date();
  const planner = await seed();
  const first = await timed(() => planActiveMembers({ database: planner, config }, now));
  const steady = await timed(() => planActiveMembers({ database: planner, config }, now));
  const slots = await planner.db
    .selectFrom('posts')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  await planner.close();

  // The floor: a fresh database with the same members; each member's slots computed up front and
  // inserted by one bare statement in a transaction of its own, then each member read once.
  const floor = await seed();
  const users = await floor.db.selectFrom('automation_preferences').select('user_id').execute();
  const from = new Date(now.getTime() + config.scheduling.minLeadSeconds * 1000);
  const until = new Date(now.getTime() + 7 * 86_400_000);
  const rows = users.map(({ user_id }, i) => ({ user_id, slots: planAutomationSlots(preferencesFor(i), from, until) }));
  const insert = await timed(async () => {
    for (const { user_id, slots } of rows)
      await floor.db.transaction().execute((trx) =>
        trx
          .insertInto('posts')
          .values(
            slots.map((slot) => ({ user_id, status: 'pending_content' as const, scheduled_time: slot, automation_slot: slot })),
          )
          .execute(),
      );
  });
  // What a planner must read at least to know nothing changed: the members and their week of slots.
  const read = await timed(() =>
    Promise.all([
      floor.db.selectFrom('automation_preferences').selectAll().where('is_active', '=', true).execute(),
      floor.db
        .selectFrom('posts')
        .select(['user_id', 'automation_slot', 'status'])
        .where('automation_slot', '>=', from)
        .execute(),
    ]),
  );
  await floor.close();

  return [
    [
      `automation plan job, ${MEMBERS} active members, first run (${Number(slots.n).toLocaleString('en-US')} slots)`,
      `${first.toFixed(0)} ms`,
      `floor: bare inserts ${insert.toFixed(0)} ms`,
    ],
    [
      `automation plan job, ${MEMBERS} members, nothing to change`,
      `${steady.toFixed(0)} ms`,
      `floor: bare reads ${read.toFixed(0)} ms`,
    ],
  ];
}

/** Daily at two times, or weekly, in four zones: the mix a real member base would have. */
function preferencesFor(i: number): TPreferences {
  return {
    ...defaultPreferences(ZONES[i % ZONES.length]!),
    niche: 'Technology',
    frequency_type: i % 2 === 0 ? 'daily' : 'weekly',
    preferred_times: [
      { day: 'Tuesday', time: '09:00' },
      { day: 'Thursday', time: '17:00' },
    ],
    is_active: true,
  };
}

async function seed() {
  const database = await createDatabase({ kind: 'pglite' });
  await migrate(database);
  for (let i = 0; i < MEMBERS; i++) {
    const p = preferencesFor(i);
    const user = await database.db
      .insertInto('users')
      .values({
        email: `planner${i}@example.com`,
        linkedin_sub: `planner-${i}`,
        name: null,
        picture_url: null,
        time_zone: p.time_zone,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await database.db
      .insertInto('automation_preferences')
      .values({ user_id: user.id, ...preferencesRow(p) })
      .execute();
  }
  return database;
}

async function timed(run: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await run();
  return performance.now() - started;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const [name, value, floor] of await benchAutomationPlanner()) console.log(`${name}: ${value} (${floor})`);
}
