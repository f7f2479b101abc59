import { describe, expect, it } from 'vitest';
import { SYNTHETIC_MEMBERS } from '../../../../bench/data/voice-members/index';
import { buildVoiceProfile, NEUTRAL_VOICE } from './build-voice-profile';
import { measureVoiceMatch } from './measure-voice-match';

// Each member's profile is built without the posts it is then tested on.
const split = SYNTHETIC_MEMBERS.map((m) => ({
  profile: buildVoiceProfile(m.posts.filter((_, i) => i % 5 !== 4)),
  heldOut: m.posts.filter((_, i) => i % 5 === 4),
}));

describe('voice_match', () => {
  it('scores a member’s unseen posts far above other members’ posts', () => {
    split.forEach(({ profile }, own) => {
      split.forEach(({ heldOut }, other) => {
        const scores = heldOut.map((post) => measureVoiceMatch({ content: post, hashtags: [] }, profile));
        const mean = scores.reduce((s, v) => s + v, 0) / scores.length;
        if (own === other) expect(mean).toBeGreaterThan(80);
        else expect(mean).toBeLessThan(50);
      });
    });
  });

  it('stays within 0-100 and is a whole number', () => {
    for (const text of ['', 'Hi', '🚀'.repeat(500), 'word '.repeat(2000), SYNTHETIC_MEMBERS[1]!.posts[0]!]) {
      const score = measureVoiceMatch({ content: text, hashtags: ['a', 'b'] }, split[0]!.profile);
      expect(Number.isInteger(score)).toBe(true);
      expect(score).toBeGreaterThanOrEqual(0);
      expect(score).toBeLessThanOrEqual(100);
    }
  });

  it('counts hashtags given apart from the text like inline ones', () => {
    const post = SYNTHETIC_MEMBERS[1]!.posts[4]!;
    const body = post.replace(/\n\n#.*$/s, '');
    const tags = [...post.matchAll(/#(\w+)/g)].map((m) => m[1]!);
    expect(measureVoiceMatch({ content: body, hashtags: tags }, split[1]!.profile)).toBe(
      measureVoiceMatch({ content: post, hashtags: [] }, split[1]!.profile),
    );
  });

  it('rates plain professional prose well against the neutral voice', () => {
    const plain = [
      'Most teams underestimate how long a migration takes. We planned two weeks and needed five.',
      'The fix was not a better tool. It was a smaller first step, a clear owner and a weekly review.',
      'What would you have done differently?',
    ].join('\n\n');
    expect(
      measureVoiceMatch({ content: plain, hashtags: ['engineering', 'leadership', 'devops'] }, NEUTRAL_VOICE),
    ).toBeGreaterThan(60);
  });
});
