import { ensureExport } from '@cadence/export-fixtures';
import { PREFERENCE_TEMPLATES } from '@cadence/contract/preferences/preference-templates';
import { ZPreferencesSchema } from '@cadence/contract/preferences/preferences';
import type { TGetPreferencesResponse } from '@cadence/contract/preferences/get-preferences';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInMember, type Member } from '../../../test-support/sign-in-member';
import { databaseKinds } from '../../../test-support/test-databases';
import { bearer, startTestServer, type TestServer } from '../../../test-support/test-server';
import { uploadExport } from '../../../test-support/upload-export';
import { previewSchedule } from '../../../automation/preview-schedule';

const VALID = {
  frequency_type: 'weekly',
  posts_per_week: 2,
  niche: 'Technology',
  sub_niche: 'Developer tools',
  preferred_times: [
    { day: 'Tuesday', time: '09:00' },
    { day: 'Thursday', time: '12:00' },
  ],
  content_formats: ['insight', 'story'],
  auto_publish: true,
  approval_mode: 'smart',
  smart_min_voice_match: 70,
  time_zone: 'Europe/Berlin',
};

describe.each(databaseKinds)('preferences routes on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(() => server?.close());

  const member = () => signInMember(server, `preferences-${kind}`);
  const call = (who: Member | null, method: 'GET' | 'POST', url: string, payload?: unknown) =>
    server.app.inject({
      method,
      url,
      headers: who ? bearer(who.accessToken) : {},
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  const getPreferences = async (who: Member) => {
    const res = await call(who, 'GET', '/api/preferences/');
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as TGetPreferencesResponse;
  };
  const upcoming = async (who: Member) => {
    const res = await call(who, 'GET', '/api/scheduling/schedule?days=7');
    const byDate = res.json().data.schedule_by_date as Record<
      string,
      Array<{ status: string; content_metadata: { slot_type?: string } }>
    >;
    return Object.values(byDate)
      .flat()
      .filter((p) => p.content_metadata.slot_type === 'automation');
  };

  it('answers the defaults in the member’s zone before the first save, then what was saved', async () => {
    const alex = await member();
    const before = await getPreferences(alex);
    expect(before).toMatchObject({
      success: true,
      saved: false,
      suggestion: null,
      write_lead_minutes: 120,
      preferences: {
        frequency_type: 'weekly',
        posts_per_week: 3,
        auto_publish: true,
        is_active: false,
        time_zone: 'UTC',
        niche: null,
      },
    });

    const saved = await call(alex, 'POST', '/api/preferences/', VALID);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ success: true, message: 'Preferences saved successfully!', data: { planned_slots: 0 } });
    const after = await getPreferences(alex);
    expect(after.saved).toBe(true);
    expect(after.preferences).toEqual({ ...VALID, is_active: false });
    // The zone is the profile's own: the schedule is shown in it too.
    const profile = await server.deps.database.db
      .selectFrom('users')
      .select('time_zone')
      .where('id', '=', alex.userId)
      .executeTakeFirstOrThrow();
    expect(profile.time_zone).toBe('Europe/Berlin');
  });

  it('keeps auto_publish and approval_mode in agreement', async () => {
    const alex = await member();
    await call(alex, 'POST', '/api/preferences/', VALID);
    const off = await call(alex, 'POST', '/api/preferences/', { auto_publish: false });
    expect(off.json().preferences).toMatchObject({ auto_publish: false, approval_mode: 'review_all' });
    const full = await call(alex, 'POST', '/api/preferences/', { approval_mode: 'full' });
    expect(full.json().preferences).toMatchObject({ auto_publish: true, approval_mode: 'full' });
    const clash = await call(alex, 'POST', '/api/preferences/', { auto_publish: false, approval_mode: 'smart' });
    expect(clash.statusCode).toBe(400);
    expect(clash.json().error).toContain('auto_publish false means approval_mode review_all');
  });

  const invalid: Array<[string, Record<string, unknown>, string | RegExp]> = [
    ['an unknown frequency', { frequency_type: 'monthly' }, 'Unknown frequency_type "monthly". Use daily, weekly or custom'],
    ['0 posts a week', { posts_per_week: 0 }, 'posts_per_week must be a whole number from 1 to 7'],
    ['8 posts a week', { posts_per_week: 8 }, 'posts_per_week must be a whole number from 1 to 7'],
    ['half a post', { posts_per_week: 2.5 }, 'posts_per_week must be a whole number from 1 to 7'],
    ['posts a week as text', { posts_per_week: '3' }, 'posts_per_week must be a whole number from 1 to 7'],
    ['an unknown niche', { niche: 'Cooking' }, /niche: Unknown niche "Cooking"/],
    // Found by the fuzz test: quoting the value must not call its own toString.
    ['a niche with a hostile toString', { niche: { toString: 0 } }, /Unknown niche "a value of type object"/],
    ['a 201-character sub-niche', { sub_niche: 'x'.repeat(201) }, 'sub_niche must be at most 200 characters'],
    ['a lowercase day', { preferred_times: [{ day: 'monday', time: '09:00' }] }, /Unknown day "monday"/],
    ['an unknown day', { preferred_times: [{ day: 'Funday', time: '09:00' }] }, /Unknown day "Funday"/],
    ['05:00', { preferred_times: [{ day: 'Monday', time: '05:00' }] }, /time must be on the hour between 06:00 and 22:00/],
    ['23:00', { preferred_times: [{ day: 'Monday', time: '23:00' }] }, /time must be on the hour between 06:00 and 22:00/],
    ['09:30', { preferred_times: [{ day: 'Monday', time: '09:30' }] }, /time must be on the hour/],
    ['9:00', { preferred_times: [{ day: 'Monday', time: '9:00' }] }, /time must be on the hour/],
    ['a time without a day', { preferred_times: [{ time: '09:00' }] }, /day is required/],
    [
      'the same time twice',
      {
        preferred_times: [
          { day: 'Monday', time: '09:00' },
          { day: 'Monday', time: '09:00' },
        ],
      },
      /listed twice in preferred_times/,
    ],
    [
      '15 preferred times',
      {
        preferred_times: Array.from({ length: 15 }, (_, i) => ({ day: 'Monday', time: `${String(6 + i).padStart(2, '0')}:00` })),
      },
      /At most 14 preferred times/,
    ],
    ['preferred times not a list', { preferred_times: 'Monday 09:00' }, /preferred_times must be a list/],
    [
      'more posts a week than preferred times',
      { posts_per_week: 3 },
      '3 posts a week need 3 preferred times, and 2 are chosen: add 1 more time or lower posts per week.',
    ],
    ['an unknown format', { content_formats: ['essay'] }, /Unknown content format "essay"/],
    ['no format', { content_formats: [] }, /Choose at least one content format/],
    ['a format twice', { content_formats: ['story', 'story'] }, /A content format is listed twice/],
    ['auto_publish as text', { auto_publish: 'yes' }, /auto_publish must be true or false/],
    ['an unknown approval mode', { approval_mode: 'sometimes' }, /Unknown approval_mode "sometimes"/],
    ['a smart bar over 100', { smart_min_voice_match: 101 }, /smart_min_voice_match must be a whole number from 0 to 100/],
    ['a negative smart bar', { smart_min_voice_match: -1 }, /smart_min_voice_match must be a whole number from 0 to 100/],
    ['an unknown time zone', { time_zone: 'Mars/Olympus_Mons' }, /time_zone must be an IANA time zone/],
    ['is_active as text', { is_active: 'true' }, /is_active must be true or false/],
    ['an unknown field', { post_every: 'day' }, /post_every/],
  ];

  // One member for every case (sign-in is rate limited): none of them may save anything.
  let refused: Member | undefined;
  it.each(invalid)('refuses %s with a 400 a person can read, and saves nothing', async (_label, change, message) => {
    const alex = (refused ??= await member());
    const res = await call(alex, 'POST', '/api/preferences/', { ...VALID, ...change });
    expect(res.statusCode, res.body).toBe(400);
    const { error } = res.json() as { error: string };
    if (typeof message === 'string') expect(error).toContain(message);
    else expect(error).toMatch(message);
    expect((await getPreferences(alex)).saved).toBe(false);
    // The preview reads the same fields the same way.
    expect((await call(alex, 'POST', '/api/preferences/preview', { ...VALID, ...change })).statusCode).toBe(400);
  });

  it('refuses to run without a niche or a time, and refuses to activate unsaved preferences', async () => {
    const alex = await member();
    const unsaved = await call(alex, 'POST', '/api/preferences/activate', { is_active: true });
    expect(unsaved.statusCode).toBe(400);
    expect(unsaved.json().error).toBe('Save your preferences before activating automation.');
    const noNiche = await call(alex, 'POST', '/api/preferences/', { ...VALID, niche: null, is_active: true });
    expect(noNiche.statusCode).toBe(400);
    expect(noNiche.json().error).toBe('Choose a niche so Cadence knows what to write about.');
    await call(alex, 'POST', '/api/preferences/', { ...VALID, preferred_times: [] });
    const noTimes = await call(alex, 'POST', '/api/preferences/activate', { is_active: true });
    expect(noTimes.statusCode).toBe(400);
    expect(noTimes.json().error).toBe('Add at least one preferred posting time.');
    expect((await call(alex, 'POST', '/api/preferences/activate', { is_active: 'yes' })).statusCode).toBe(400);
    expect((await call(alex, 'POST', '/api/preferences/activate', {})).statusCode).toBe(400);
  });

  it('activates: the next 7 days fill with upcoming automation posts; pausing empties them', async () => {
    const alex = await member();
    await call(alex, 'POST', '/api/preferences/', {
      ...VALID,
      frequency_type: 'daily',
      preferred_times: [{ day: 'Monday', time: '10:00' }],
    });
    const on = await call(alex, 'POST', '/api/preferences/activate', { is_active: true });
    expect(on.statusCode, on.body).toBe(200);
    expect(on.json()).toMatchObject({ success: true, message: 'Automation activated!', data: { is_active: true } });
    const planned = on.json().data.planned_slots as number;
    expect(planned).toBeGreaterThanOrEqual(6);
    expect(planned).toBeLessThanOrEqual(7);
    expect((await getPreferences(alex)).preferences.is_active).toBe(true);
    const posts = await upcoming(alex);
    expect(posts).toHaveLength(planned);
    expect(posts.every((p) => p.status === 'pending_content')).toBe(true);

    const off = await call(alex, 'POST', '/api/preferences/activate', { is_active: false });
    expect(off.json()).toMatchObject({
      success: true,
      message: 'Automation paused',
      data: { is_active: false, planned_slots: 0 },
    });
    expect(await upcoming(alex)).toEqual([]);
  });

  it('templates need no token and each one is a valid set of preferences', async () => {
    const res = await call(null, 'GET', '/api/preferences/templates');
    expect(res.statusCode).toBe(200);
    const { templates } = res.json() as { templates: typeof PREFERENCE_TEMPLATES };
    expect(templates.map((t) => t.id)).toEqual(PREFERENCE_TEMPLATES.map((t) => t.id));
    const alex = await member();
    for (const template of templates) {
      const saved = await call(alex, 'POST', '/api/preferences/', { ...template.preferences, niche: 'Sales' });
      expect(saved.statusCode, `${template.id}: ${saved.body}`).toBe(200);
      expect(ZPreferencesSchema.parse(saved.json().preferences)).toMatchObject(template.preferences);
    }
  });

  it('previews the next 8 slots in the member’s zone, without saving', async () => {
    const alex = await member();
    const res = await call(alex, 'POST', '/api/preferences/preview', {
      ...VALID,
      posts_per_week: 2,
      time_zone: 'America/New_York',
    });
    expect(res.statusCode, res.body).toBe(200);
    const { preview, time_zone } = res.json().data as { preview: Array<Record<string, string>>; time_zone: string };
    expect(time_zone).toBe('America/New_York');
    expect(preview).toHaveLength(8);
    for (const slot of preview) {
      expect(['Tuesday', 'Thursday']).toContain(slot.day_of_week);
      expect(slot.time).toBe(slot.day_of_week === 'Tuesday' ? '09:00' : '12:00');
      expect(Date.parse(slot.scheduled_time!)).toBeGreaterThan(Date.now());
    }
    expect((await getPreferences(alex)).saved).toBe(false);
    expect((await call(null, 'POST', '/api/preferences/preview', VALID)).statusCode).toBe(401);
  });

  it('previews the same wall-clock time on both sides of a daylight-saving change', async () => {
    const alex = await member();
    // Thursday 4 March 2027; New York moves its clocks forward on Sunday 14 March.
    const { preview } = await previewSchedule(
      server.deps,
      alex.userId,
      { frequency_type: 'custom', preferred_times: [{ day: 'Monday', time: '09:00' }], time_zone: 'America/New_York' },
      new Date('2027-03-04T12:00:00Z'),
    );
    expect(preview.map((p) => [p.date, p.time, p.scheduled_time])).toEqual([
      ['2027-03-08', '09:00', '2027-03-08T14:00:00.000Z'],
      ['2027-03-15', '09:00', '2027-03-15T13:00:00.000Z'],
      ['2027-03-22', '09:00', '2027-03-22T13:00:00.000Z'],
      ['2027-03-29', '09:00', '2027-03-29T13:00:00.000Z'],
      ['2027-04-05', '09:00', '2027-04-05T13:00:00.000Z'],
      ['2027-04-12', '09:00', '2027-04-12T13:00:00.000Z'],
      ['2027-04-19', '09:00', '2027-04-19T13:00:00.000Z'],
      ['2027-04-26', '09:00', '2027-04-26T13:00:00.000Z'],
    ]);
    expect(preview.every((p) => p.day_of_week === 'Monday')).toBe(true);
  });

  it('pre-fills the form from an import (niche, sub-niche, formats from themes, best times); the member still saves', async () => {
    const { zipPath } = await ensureExport('small');
    const alex = await member();
    expect((await uploadExport(server, alex.accessToken, zipPath)).statusCode).toBe(200);
    const insights = (await call(alex, 'GET', '/api/linkedin/insights')).json().data.latest_import.insights_extracted;
    const got = await getPreferences(alex);
    expect(got.saved).toBe(false);
    expect(got.suggestion).not.toBeNull();
    expect(got.preferences.niche).toBe(insights.detected_niche);
    expect(got.preferences.sub_niche).toBe(insights.detected_sub_niche ?? '');
    const themes = (insights.content_themes as string[]).slice(0, 3);
    const formats = [...new Set(themes.map((t) => (t.toLowerCase() === 'career' ? 'story' : 'insight')))];
    expect(got.preferences.content_formats).toEqual(formats.length > 0 ? formats : ['insight']);
    const bestHours = (insights.engagement_patterns.best_posting_times as Array<{ hour: number }>)
      .map((t) => t.hour)
      .filter((h) => h >= 6 && h <= 22);
    for (const time of got.preferences.preferred_times) expect(bestHours).toContain(Number(time.time.slice(0, 2)));
    // Nothing is saved or planned until the member saves.
    expect(await upcoming(alex)).toEqual([]);
    expect((await call(alex, 'GET', '/api/linkedin/insights')).json().data.preferences).toBeNull();

    // Saved as offered: the Insights tab's summary shows them.
    expect((await call(alex, 'POST', '/api/preferences/', got.preferences)).statusCode).toBe(200);
    expect((await call(alex, 'GET', '/api/linkedin/insights')).json().data.preferences).toEqual({
      frequency_type: got.preferences.frequency_type,
      posts_per_week: got.preferences.posts_per_week,
      niche: got.preferences.niche,
      sub_niche: got.preferences.sub_niche,
      is_active: false,
      preferred_times: got.preferences.preferred_times,
    });
  });
});
