import { ZPreferencesInputSchema } from '@cadence/contract/preferences/preferences';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertPostHistory } from '../test-support/post-history';
import { signInMember, type Member } from '../test-support/sign-in-member';
import { databaseKinds } from '../test-support/test-databases';
import { bearer, startTestServer, type TestServer } from '../test-support/test-server';
import { removeUnfilledSlots } from './fill-automation-slots';
import { savePreferences } from './save-preferences';

const DAY = 86_400_000;

/** Issue 28's loop: a format that performs twice as well gets more of the next plan's slots, and the tab says why. */
describe.each(databaseKinds)('format rotation learns from results on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(async () => {
    await server?.close();
  });

  const db = () => server.deps.database.db;
  const plan = {
    niche: 'Technology',
    sub_niche: '',
    content_formats: ['story', 'insight'],
    is_active: true,
    frequency_type: 'daily',
    approval_mode: 'smart',
    preferred_times: [
      { day: 'Monday', time: '09:00' },
      { day: 'Monday', time: '15:00' },
    ],
    time_zone: 'Europe/London',
  };
  const save = (who: Member, now: Date) => savePreferences(server.deps, who.userId, ZPreferencesInputSchema.parse(plan), now);
  const formatCounts = async (who: Member) => {
    const slots = await db()
      .selectFrom('posts')
      .select('content_metadata')
      .where('user_id', '=', who.userId)
      .where('automation_slot', 'is not', null)
      .execute();
    const counts: Record<string, number> = {};
    for (const slot of slots) {
      const format = slot.content_metadata.format as string;
      counts[format] = (counts[format] ?? 0) + 1;
    }
    return counts;
  };

  it('chooses the format that performs twice as well more often, keeps the other in rotation, and says why', async () => {
    const alex = await signInMember(server, `format-results-${kind}`);
    const now = new Date();
    await save(alex, now);
    const before = await formatCounts(alex);
    expect(before).toEqual({ story: 7, insight: 7 });
    const previewBefore = await server.app.inject({
      method: 'POST',
      url: '/api/preferences/preview',
      headers: bearer(alex.accessToken),
      payload: plan,
    });
    expect(previewBefore.json().data.format_note).toBeNull();

    // Ten story posts reach about twice the impressions of ten insight posts.
    await insertPostHistory(db(), alex.userId, [
      ...Array.from({ length: 10 }, (_, i) => ({
        publishedAt: new Date(now.getTime() - (3 + i * 5) * DAY),
        format: 'story',
        impressions: 2000 + i * 30,
      })),
      ...Array.from({ length: 10 }, (_, i) => ({
        publishedAt: new Date(now.getTime() - (4 + i * 5) * DAY),
        format: 'insight',
        impressions: 1000 + i * 20,
      })),
    ]);
    await removeUnfilledSlots(db(), alex.userId);
    await save(alex, now);
    const after = await formatCounts(alex);
    expect(after.story).toBeGreaterThan(before.story!);
    expect(after.insight).toBeGreaterThan(0);
    expect(after.story! + after.insight!).toBe(14);

    const preview = await server.app.inject({
      method: 'POST',
      url: '/api/preferences/preview',
      headers: bearer(alex.accessToken),
      payload: plan,
    });
    expect(preview.json().data.format_note).toMatch(
      /^Story Hook posts reach \d\.\d× your median impressions, from 10 posts, so they get about 6\d% of your slots; every format you chose keeps its turn\.$/,
    );
    const preferences = await server.app.inject({ method: 'GET', url: '/api/preferences/', headers: bearer(alex.accessToken) });
    const notes: string[] = preferences.json().performance_notes;
    expect(notes[0]).toBe(preview.json().data.format_note);
    // Smart approval: the bar for the format that does well is lowered, and the line says so.
    expect(notes).toContainEqual(expect.stringMatching(/^Your bar for Story Hook posts is \d+% \(lowered from \d+%\)/));
  });
});
