import { findPlaceholders } from '@cadence/contract/content/placeholders';
import { describe, expect, it } from 'vitest';
import { buildVoiceProfile } from './build-voice-profile';
import { composeOffline } from './compose-offline';
import { recallOwnLine } from './recall-own-line';

const POSTS = [
  'Shipped the new billing page today. Small team, big week.',
  'Remote onboarding is where most new hires quietly decide whether to stay. We rebuilt ours around a buddy for the first thirty days.\n\nWhat would you add?',
  'Hiring update: read more at https://example.com/jobs about our onboarding for remote engineers.',
  'Is remote onboarding really that different from onboarding in an office?',
  'Code review is a conversation, not a gate.',
];

describe('recallOwnLine', () => {
  it('finds the member’s own sentence on the topic, word for word', () => {
    expect(recallOwnLine('Remote onboarding that keeps new hires', POSTS)).toBe(
      'Remote onboarding is where most new hires quietly decide whether to stay.',
    );
  });

  it('quotes nothing when no sentence shares two words with the topic, or when there are no posts', () => {
    expect(recallOwnLine('Central banks signal a slower path for rate cuts', POSTS)).toBeNull();
    expect(recallOwnLine('Remote onboarding', [])).toBeNull();
  });

  it('reads a hyphenated compound as one word', () => {
    const posts = ['Our GitHub Actions setup helped, but the real change was in how we talked about on-call rotations.'];
    const title = 'Instant payments volume doubles as banks switch on real-time rails';
    expect(recallOwnLine(`${title}. A change years in the making.`, posts, title)).toBeNull();
    expect(recallOwnLine('The real change in on-call rotations', posts)).not.toBeNull();
  });

  it('never quotes a link, a question or a line too short to stand alone', () => {
    const line = recallOwnLine('remote onboarding for engineers', POSTS.slice(2));
    expect(line).toBeNull();
    expect(recallOwnLine('billing page', POSTS)).toBeNull();
  });
});

describe('a story drawing on the member’s imported posts', () => {
  const member = buildVoiceProfile(POSTS);
  const request = { niche: 'HR', topic: 'Remote onboarding that keeps new hires past their first year' };

  it('quotes their own line in a Personal Story and still leaves the rest of the story to them', () => {
    for (let seed = 0; seed < 6; seed++) {
      const { content } = composeOffline({ ...request, format: 'Personal Story' }, member, seed, POSTS);
      expect(content).toContain('“Remote onboarding is where most new hires quietly decide whether to stay.”');
      expect(findPlaceholders(content).length).toBeGreaterThan(0);
    }
  });

  it('quotes nothing without their posts, and never in a format not told from experience', () => {
    const story = composeOffline({ ...request, format: 'Personal Story' }, member, 1).content;
    expect(story).not.toContain('once wrote');
    const insight = composeOffline({ ...request, format: 'Industry Insight' }, member, 1, POSTS).content;
    expect(insight).not.toContain('quietly decide whether to stay');
  });
});
