import { describe, expect, it } from 'vitest';
import { SYNTHETIC_MEMBERS } from '../../../../bench/data/voice-members/index';
import { buildVoiceProfile, NEUTRAL_VOICE } from './build-voice-profile';
import { measureText } from './measure-text';
import { writeVoiceGuide } from './voice-guide';

const [engineer, coach, analyst] = SYNTHETIC_MEMBERS.map((m) => buildVoiceProfile(m.posts));

describe('measuring a post', () => {
  it('separates what the member wrote from hashtags, links and emoji', () => {
    const m = measureText('Shipped it today! 🚀🚀\n\nRead more: https://example.com/x #DevOps #SRE\n\n#postgres', []);
    expect(m.hashtags).toEqual(['DevOps', 'SRE', 'postgres']);
    expect(m.emojis).toEqual(['🚀', '🚀']);
    expect(m.body).not.toMatch(/https|#/);
    expect(m.style.exclamationShare).toBeCloseTo(0.5);
  });

  it('reads LinkedIn export escapes and hashtag templates as a reader sees them', () => {
    const m = measureText('Learning \\(slowly\\) about {hashtag|\\#|MachineLearning} today.');
    expect(m.hashtags).toEqual(['MachineLearning']);
    expect(m.body).toBe('Learning (slowly) about today.');
  });

  it('tells airy one-sentence lines from dense paragraphs', () => {
    const airy = measureText('One.\n\nTwo.\n\nThree.');
    const dense = measureText('One thing. Two things. Three things.\nFour things. Five things. Six things.');
    expect(airy.style.sentencesPerLine).toBe(1);
    expect(airy.style.blankLineShare).toBe(1);
    expect(dense.style.sentencesPerLine).toBe(3);
    expect(dense.style.blankLineShare).toBe(0);
  });

  it('counts contractions but not possessives', () => {
    const m = measureText("It's the team's call, and we don't mind.");
    expect(m.style.contractionRate).toBeCloseTo((2 / 8) * 100);
  });
});

describe('building a voice profile', () => {
  it('keeps a recurring sign-off, but not one left with a gap where its hashtag stood', () => {
    const topics = ['queues', 'caching', 'search', 'retries', 'backups'];
    const profile = buildVoiceProfile(
      topics.flatMap((t) => [
        `Shipped better ${t} this week.\n\nSmall steps.\n\nThat's the whole point of #DevOps.`,
        `Rethinking ${t} again.\n\nKeep it simple.\n\nOnwards.`,
      ]),
    );
    expect(profile.closings.lines).toContain('Onwards.');
    expect(profile.closings.lines.some((l) => /point of/.test(l))).toBe(false);
  });

  it('captures clearly different habits', () => {
    expect(engineer?.style.emojiRate.mean).toBeLessThan(0.3);
    expect(coach?.style.emojiRate.mean).toBeGreaterThan(4);
    expect(coach?.emoji.favourites).toContain('👇');
    expect(coach?.style.hashtagCount.mean).toBeGreaterThan(5);
    expect(engineer?.style.hashtagCount.mean).toBeLessThan(2.5);
    expect(analyst?.style.sentenceWords.mean).toBeGreaterThan(2 * (engineer?.style.sentenceWords.mean ?? 0));
    expect(analyst?.style.weRate.mean).toBeGreaterThan(analyst?.style.iRate.mean ?? 0);
    expect(coach?.style.sentencesPerLine.mean).toBeLessThan(1.3);
    expect(coach?.listMarker).toBe('→');
    expect(coach?.closings.lines).toContain('What about you?');
    expect(engineer?.length.median).toBeLessThan(analyst?.length.median ?? 0);
  });

  it('treats words like "constructor" or "__proto__" as plain text', () => {
    const profile = buildVoiceProfile([
      'Building things with my hands again this week. #constructor #__proto__ 🚀',
      'More building, and more lessons learned the hard way. #constructor #toString',
    ]);
    expect(profile.hashtags.counts.constructor).toBe(2);
    expect(profile.hashtags.favourites).toEqual(['constructor', '__proto__', 'tostring']);
    expect(Object.getPrototypeOf(profile.hashtags.counts)).toBeNull();
  });

  it('falls back to the neutral professional voice without posts', () => {
    expect(buildVoiceProfile([])).toBe(NEUTRAL_VOICE);
    expect(buildVoiceProfile(['', 'ok'])).toBe(NEUTRAL_VOICE);
  });

  it('leans on the neutral voice when there are only a few posts', () => {
    const one = buildVoiceProfile(['Short post. 🚀🚀🚀🚀 Really short. 🚀🚀🚀']);
    expect(one.postCount).toBe(1);
    expect(one.style.emojiRate.mean).toBeLessThan(
      measureText('Short post. 🚀🚀🚀🚀 Really short. 🚀🚀🚀').style.emojiRate as number,
    );
  });

  it('writes a voice guide a model can follow, with the numbers', () => {
    const guide = writeVoiceGuide(coach!);
    expect(guide).toMatch(/Measured from 40 of the member's own posts/);
    expect(guide).toMatch(/one sentence per line/);
    expect(guide).toMatch(/favourites .*👇/);
    expect(guide).toMatch(/#\w+/);
    expect(writeVoiceGuide(engineer!)).toMatch(/never uses emoji/);
    expect(writeVoiceGuide(analyst!)).toMatch(/avoids contractions/);
    expect(writeVoiceGuide(NEUTRAL_VOICE)).toMatch(/neutral professional voice/);
  });
});
