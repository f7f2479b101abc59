import {
  countOutcomes,
  startLostAnswerProxy,
  waitUntilSettled,
  type PublishRig,
  type RigMember,
} from '../../apps/server/src/test-support/worker-processes';
import { percentile, readProductTimes } from './schedule-loads';

/**
 * One of three workers SIGKILLed mid-run (issue 26): 250 posts due at the same moment; the victim
 * starts alone, so its first fetch takes a full batch, then the two others join; the victim is
 * killed 8 s after the posts were due. It talks to LinkedIn through a proxy that holds back every
 * answer to a post LinkedIn created, so at the kill LinkedIn holds posts the victim never heard of:
 * the worst case for exactly-once. Its posts are those it held at the kill (fetched or being sent);
 * their lag stands beside the lag of every other post of the same run, the floor.
 */
export const KILL_RUN = { posts: 250, workers: 3, killAfterMs: 8_000, settleMs: 180_000 } as const;

export interface KillFigures {
  victimPosts: number;
  /** Of the victim's posts, those LinkedIn held at the kill with the victim never told. */
  heldByLinkedIn: number;
  victimLagP50: number;
  victimLagP99: number;
  othersLagP50: number;
  othersLagP99: number;
  duplicates: number;
  /** Never settled, published but not on LinkedIn, on LinkedIn but not published, failed without a reason. */
  losses: number;
  failed: number;
  failedButLive: number;
}

const waitUntil = (at: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, at - Date.now())));

export async function measureKilledWorker(rig: PublishRig, members: RigMember[], log: (m: string) => void): Promise<KillFigures> {
  const db = rig.deps.database.db;
  const proxy = await startLostAnswerProxy(rig.sandbox.url, KILL_RUN.posts);
  const [victim] = await rig.startWorkers(1, { LINKEDIN_API_BASE_URL: proxy.url });
  const others: Awaited<ReturnType<PublishRig['startWorkers']>> = [];
  try {
    const start = Date.now() + 5_000;
    const postIds = await rig.schedulePosts(
      Array.from({ length: KILL_RUN.posts }, (_, i) => ({
        member: members[i % members.length] as RigMember,
        content: `Kill run post ${i} for ${new Date(start).toISOString()}: what a crash taught us about retries.`,
        due: new Date(start),
      })),
    );
    await waitUntil(start);
    while (proxy.lost() === 0 && Date.now() < start + KILL_RUN.killAfterMs)
      await new Promise((resolve) => setTimeout(resolve, 20));
    others.push(...(await rig.startWorkers(KILL_RUN.workers - 1)));
    await waitUntil(start + KILL_RUN.killAfterMs);
    const victimRow = await db
      .selectFrom('process_heartbeats')
      .select('id')
      .where('pid', '=', victim!.pid)
      .executeTakeFirstOrThrow();
    const held = await db
      .selectFrom('posts')
      .select('id')
      .where('held_by', '=', victimRow.id)
      .where('status', 'in', ['pending', 'publishing'])
      .execute();
    await victim!.kill();
    const heldByLinkedIn = proxy.lost();
    log(`kill: the victim held ${held.length} posts at the kill; LinkedIn held ${heldByLinkedIn} it never heard of`);

    const stillOpen = await waitUntilSettled(rig.deps, postIds, { timeoutMs: KILL_RUN.settleMs, pollMs: 250 });
    const outcomes = await countOutcomes(rig, postIds);
    const victimIds = new Set(held.map((post) => post.id));
    const victimTimes = await readProductTimes(rig.deps.database, [...victimIds]);
    const otherTimes = await readProductTimes(
      rig.deps.database,
      postIds.filter((id) => !victimIds.has(id)),
    );
    return {
      victimPosts: victimIds.size,
      heldByLinkedIn,
      victimLagP50: percentile(victimTimes.lagsMs, 50),
      victimLagP99: percentile(victimTimes.lagsMs, 99),
      othersLagP50: percentile(otherTimes.lagsMs, 50),
      othersLagP99: percentile(otherTimes.lagsMs, 99),
      duplicates: outcomes.duplicates,
      losses: stillOpen + outcomes.publishedButMissing + outcomes.sentButNotPublished + outcomes.failedWithoutReason,
      failed: outcomes.byStatus.failed ?? 0,
      failedButLive: outcomes.failedButLive,
    };
  } finally {
    await Promise.all(others.map((w) => w.stop()));
    await proxy.close();
  }
}
