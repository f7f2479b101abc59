import { ensureExport } from '@cadence/export-fixtures';
import { instantFromWallTime, zonedParts } from '@cadence/contract/time/zoned-time';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rankByResults } from '../../research/rank-by-results';
import { insertPostHistory } from '../../test-support/post-history';
import { signInMember } from '../../test-support/sign-in-member';
import { databaseKinds } from '../../test-support/test-databases';
import { bearer, startTestServer, type TestServer } from '../../test-support/test-server';
import { uploadExport } from '../../test-support/upload-export';

const DAY = 86_400_000;

/** Issue 28's loop read from the database: measured results move best times and research's ranking. */
describe.each(databaseKinds)('the loop on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(async () => {
    await server?.close();
  });

  it('best times weigh the hours whose posts performed, in the member zone, and say so in one line', async () => {
    const { zipPath, manifest } = await ensureExport('small');
    const who = await signInMember(server, `loop-times-${kind}`);
    const zone = manifest.timeZone;
    await server.app.inject({
      method: 'PUT',
      url: '/api/auth/time-zone',
      headers: bearer(who.accessToken),
      payload: { time_zone: zone },
    });
    expect((await uploadExport(server, who.accessToken, zipPath)).statusCode).toBe(200);
    const insights = async () =>
      (await server.app.inject({ method: 'GET', url: '/api/linkedin/insights', headers: bearer(who.accessToken) })).json().data
        .latest_import.insights_extracted.engagement_patterns;
    const before = await insights();
    expect(before.best_posting_times_note ?? null).toBeNull();
    expect(before.best_posting_times.length).toBeGreaterThanOrEqual(2);
    const [top, second] = before.best_posting_times as Array<{ hour: number; engagement_score: number }>;

    // Six posts at the second-best local hour reach about twice what six at the best hour reach.
    const at = (daysAgo: number, hour: number) => {
      const p = zonedParts(Date.now() - daysAgo * DAY, zone);
      return instantFromWallTime({ year: p.year, month: p.month, day: p.day, hour, minute: 10 }, zone);
    };
    await insertPostHistory(server.deps.database.db, who.userId, [
      ...Array.from({ length: 6 }, (_, i) => ({ publishedAt: at(3 + i * 4, second!.hour), impressions: 2000 + i * 10 })),
      ...Array.from({ length: 6 }, (_, i) => ({ publishedAt: at(5 + i * 4, top!.hour), impressions: 900 + i * 10 })),
    ]);
    const after = await insights();
    const pad = (h: number) => String(h).padStart(2, '0');
    expect(after.best_posting_times_note).toMatch(
      new RegExp(`^Posts at ${pad(second!.hour)}:00 reach 1\\.\\d× your median impressions, from 6 posts`),
    );
    const secondAfter = after.best_posting_times.find((t: { hour: number }) => t.hour === second!.hour);
    expect(secondAfter.engagement_score).toBeGreaterThan(second!.engagement_score);
  }, 120_000);

  it('research raises the topic that resembles the member best performers, with the reason', async () => {
    const who = await signInMember(server, `loop-research-${kind}`);
    const now = new Date();
    const topics = [
      { title: 'Cloud prices rise again', description: 'Providers raise rates.', trend_reason: 'x', relevance_score: 8 },
      { title: 'Quiet leadership in remote teams', description: 'Managers listen more.', trend_reason: 'y', relevance_score: 7 },
    ];
    expect(await rankByResults(server.deps, who.userId, topics, now)).toEqual(topics);
    await insertPostHistory(server.deps.database.db, who.userId, [
      ...Array.from({ length: 4 }, (_, i) => ({
        publishedAt: new Date(now.getTime() - (i + 2) * DAY),
        impressions: 6000 + i,
        content: `Leadership lesson ${i}: good leaders listen to their team before they decide anything.`,
      })),
      ...Array.from({ length: 10 }, (_, i) => ({
        publishedAt: new Date(now.getTime() - (i + 10) * DAY),
        impressions: 1000 + i,
        content: `Our quarterly numbers, part ${i}, and what the spreadsheet says about them.`,
      })),
    ]);
    const ranked = await rankByResults(server.deps, who.userId, topics, now);
    expect(ranked.map((t) => t.title)).toEqual(['Quiet leadership in remote teams', 'Cloud prices rise again']);
    expect(ranked[0]).toMatchObject({
      relevance_score: 8.5,
      performance_reason: 'Like your best posts about Leadership (4 of your top 4 by impressions).',
    });
  });
});
