import { planNamedSlots } from '@cadence/contract/preferences/plan-automation-slots';
import type { TPreferences } from '@cadence/contract/preferences/preferences';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Config } from '../config/load-config';
import type { DB } from '../db/schema';
import { formatWeights, pickFormat, readLessons } from '../analytics/performance/learn-from-results';

type Db = Kysely<DB> | Transaction<DB>;

/** The planner keeps this far ahead filled (issue 11: the next 7 days). */
export const PLANNING_HORIZON_MS = 7 * 86_400_000;

/** The slots planned at `now`: from the scheduling lead (a slot closer could not be scheduled by hand either) to 7 days. */
export function planningWindow(config: Pick<Config, 'scheduling'>, now: Date): { from: Date; until: Date } {
  return {
    from: new Date(now.getTime() + config.scheduling.minLeadSeconds * 1000),
    until: new Date(now.getTime() + PLANNING_HORIZON_MS),
  };
}

/**
 * Keeps the member's next 7 days of slots filled: one `pending_content` post per slot, formats
 * rotating through the chosen ones, those the member's results favour more often (never only one). A slot is named by its date and time on the member's wall clock,
 * and both its name and its instant are unique per member: two planners never double a slot, a
 * cancelled one is never refilled, and after a change of zone a slot already written keeps its post
 * while the new zone's slot of the same name is not given a second one (decision 029). Unfilled
 * slots the preferences no longer plan as they are (another time, a format no longer chosen, another
 * instant since the zone changed) go, and are planned again where they now fall. Answers how many
 * live posts (not cancelled or failed) the next 7 days hold.
 */
export async function fillAutomationSlots(
  db: Db,
  config: Pick<Config, 'scheduling'>,
  userId: string,
  preferences: TPreferences,
  now: Date,
): Promise<number> {
  const { from, until } = planningWindow(config, now);
  const slots = preferences.niche ? planNamedSlots(preferences, from, until) : [];
  const formats = preferences.content_formats;

  let stale = db
    .deleteFrom('posts')
    .where('user_id', '=', userId)
    .where('status', '=', 'pending_content')
    .where('automation_slot', 'is not', null)
    .where('writing_started_at', 'is', null)
    // A slot closer than the lead stays: it is past planning, and its writer settles it (late or not).
    .where('automation_slot', '>=', from);
  if (slots.length > 0 && formats.length > 0)
    stale = stale.where((eb) =>
      eb.or([
        eb('automation_local_slot', 'is', null),
        eb(
          eb.refTuple('automation_slot', 'automation_local_slot'),
          'not in',
          slots.map((slot) => eb.tuple(slot.at, slot.local)),
        ),
        eb(sql<string>`content_metadata->>'format'`, 'not in', formats),
      ]),
    );
  await stale.execute();
  if (slots.length === 0) return 0;

  const names = slots.map((slot) => slot.local);
  const skipped = await db
    .selectFrom('automation_skipped_slots')
    .select('automation_local_slot')
    .where('user_id', '=', userId)
    .where('automation_local_slot', 'in', names)
    .execute();
  const skip = new Set(skipped.map((s) => s.automation_local_slot));
  const open = slots.filter((slot) => !skip.has(slot.local));
  if (open.length === 0) return 0;

  // Formats rotate by the slot's place among all the member's automation slots.
  const before = await db
    .selectFrom('posts')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('user_id', '=', userId)
    .where('automation_slot', '<', from)
    .executeTakeFirstOrThrow();
  const connection = await db
    .selectFrom('linkedin_connections')
    .select('id')
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .orderBy('created_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  const offset = Number(before.count);
  // Formats that performed get more turns (issue 28); without measured posts, plain rotation.
  const weights = formats.length > 1 ? formatWeights(formats, await readLessons(db, userId, preferences.time_zone, now)) : [1];
  await db
    .insertInto('posts')
    .values(
      open.map((slot) => ({
        user_id: userId,
        connection_id: connection?.id ?? null,
        status: 'pending_content' as const,
        content: null,
        scheduled_time: slot.at,
        publish_after: slot.at,
        automation_slot: slot.at,
        automation_local_slot: slot.local,
        content_metadata: JSON.stringify({
          format: pickFormat(formats, weights, offset + slots.indexOf(slot)),
          source: 'automation',
          slot_type: 'automation',
        }),
      })),
    )
    // Either unique index: the slot's name (taken, say, by a post written before the zone changed) or its instant.
    .onConflict((conflict) => conflict.doNothing())
    .execute();
  // What the member will see coming: the week's slots not cancelled (nor failed).
  const live = await db
    .selectFrom('posts')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('user_id', '=', userId)
    .where(
      'automation_local_slot',
      'in',
      open.map((slot) => slot.local),
    )
    .where('status', 'not in', ['cancelled', 'failed'])
    .executeTakeFirstOrThrow();
  return Number(live.count);
}

/** Pausing: the slots not yet written go; posts already written stay the member's. */
export async function removeUnfilledSlots(db: Db, userId: string): Promise<void> {
  await db
    .deleteFrom('posts')
    .where('user_id', '=', userId)
    .where('status', '=', 'pending_content')
    .where('automation_slot', 'is not', null)
    .where('writing_started_at', 'is', null)
    .execute();
}
