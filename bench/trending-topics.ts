// Trending topics, timed: what a member waits for on the wizard's topic step, with the sources
// (the news sandbox) on a loopback port and PGlite storage, as the embedded default runs them.
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { NICHES } from '@cadence/contract/content/niches';
import { startNewsSandbox } from '@cadence/linkedin-sandbox';
import { loadConfig } from '../apps/server/src/config/load-config';
import { createDatabase } from '../apps/server/src/db/create-database';
import { migrate } from '../apps/server/src/db/migrate';
import { findTrendingTopics } from '../apps/server/src/research/find-trending-topics';

const CACHED_RUNS = 200;

export async function benchTrendingTopics(): Promise<Array<[string, string]>> {
  const news = await startNewsSandbox();
  const dataDir = await mkdtemp(path.join(tmpdir(), 'cadence-bench-topics-'));
  const database = await createDatabase({ kind: 'pglite' });
  try {
    await migrate(database);
    const config = loadConfig({
      NODE_ENV: 'production',
      DATA_DIR: dataDir,
      SECRET_KEY: randomBytes(32).toString('base64'),
      TOPIC_SOURCES: 'sandbox',
      NEWS_SANDBOX_URL: news.url,
      LOG_LEVEL: 'silent',
    });
    const deps = { config, database };
    const userId = await seedMember(database);

    // Cold: every niche's feeds fetched, parsed and stored for the first time.
    const cold: number[] = [];
    let topicCount = 0;
    for (const niche of NICHES) {
      const started = performance.now();
      const result = await findTrendingTopics(deps, userId, { niche, sub_niche: '', context: '' });
      cold.push(performance.now() - started);
      topicCount += result.topics.length;
    }
    const requestsAfterCold = news.controls.requestCount();

    // Stored items, trends recomputed: the clock moves a minute per call inside the polite interval.
    const recomputed: number[] = [];
    for (let i = 1; i <= 8; i++) {
      const started = performance.now();
      await findTrendingTopics(
        deps,
        userId,
        { niche: 'Technology', sub_niche: '', context: '' },
        { now: new Date(Date.now() + i * 61_000) },
      );
      recomputed.push(performance.now() - started);
    }

    // Cached: what repeated visits within the polite interval cost.
    const cached: number[] = [];
    for (let i = 0; i < CACHED_RUNS; i++) {
      const started = performance.now();
      await findTrendingTopics(deps, userId, { niche: 'Technology', sub_niche: '', context: '' });
      cached.push(performance.now() - started);
    }
    const fetchedWhileCached = news.controls.requestCount() - requestsAfterCold;

    return [
      [
        `trending topics cold, PGlite, sources on loopback (median / max of ${NICHES.length} niches)`,
        `${quantile(cold, 0.5).toFixed(0)} / ${Math.max(...cold).toFixed(0)} ms, ${requestsAfterCold} fetches, ${(topicCount / NICHES.length).toFixed(1)} topics each`,
      ],
      ['trending topics from stored items, trends recomputed (median of 8)', `${quantile(recomputed, 0.5).toFixed(1)} ms`],
      [
        `trending topics cached (p50 / p99 of ${CACHED_RUNS})`,
        `${quantile(cached, 0.5).toFixed(1)} / ${quantile(cached, 0.99).toFixed(1)} ms, ${fetchedWhileCached} fetches`,
      ],
    ];
  } finally {
    await database.close();
    await news.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}

/** A member with imported posts, so themes are part of every measured request. */
async function seedMember(database: Awaited<ReturnType<typeof createDatabase>>): Promise<string> {
  const user = await database.db
    .insertInto('users')
    .values({ email: 'bench-topics@example.com', linkedin_sub: 'bench-topics', name: 'Bench Member' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const subjects = ['cloud costs', 'developer experience', 'open-source models', 'incident reviews', 'hiring engineers'];
  await database.db
    .insertInto('imported_posts')
    .values(
      Array.from({ length: 60 }, (_, i) => ({
        user_id: user.id,
        posted_at: new Date(Date.now() - i * 3 * 86_400_000),
        content: `Thoughts on ${subjects[i % subjects.length]} after ${i + 1} weeks: what worked, what did not, and what I would change. #${subjects[i % subjects.length]!.replace(/\W/g, '')}`,
      })),
    )
    .execute();
  return user.id;
}

function quantile(samples: number[], q: number): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
}
