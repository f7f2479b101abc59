import { describe, expect, it } from 'vitest';
import { SYNTHETIC_MEMBERS } from '../../../../bench/data/voice-members/index';
import { buildVoiceProfile, NEUTRAL_VOICE } from '../writing/build-voice-profile';
import { describeWritingStyle } from './describe-writing-style';

const styleOf = (posts: string[]) => describeWritingStyle(buildVoiceProfile(posts));

describe('describeWritingStyle', () => {
  it('reads the figures from the voice profile: emoji share, hashtags per post, posts, median length', () => {
    const style = styleOf([
      'We did it! 🎉 Our team just shipped the new dashboard and I could not be prouder! Thank you all! 🚀',
      'What a week! Three customer launches, one amazing offsite and so much energy! 🙌 #startups',
      'Huge news! We are hiring five engineers! Come build with us! 💪 #hiring #engineering',
      'Loved speaking at DevDays today! The questions were brilliant! 🔥',
    ]);
    expect(style).toEqual({
      tone: 'enthusiastic',
      emoji_usage_frequency: 1,
      hashtag_usage_frequency: 0.75, // 3 hashtags over 4 posts
      total_posts_analyzed: 4,
      avg_post_length: 73, // median of 99, 80, 63 and 65 characters (hashtags left out): (65 + 80) / 2, rounded
    });
  });

  it('counts the share of posts with an emoji', () => {
    const style = styleOf([
      'Shipping the release notes today, with a short summary for every team. 🚀',
      'A quiet week of planning and writing the roadmap for the next quarter.',
      'Notes from the architecture review: fewer services, clearer ownership.',
      'Interviewing for two backend roles this month. Send good people my way.',
    ]);
    expect(style.emoji_usage_frequency).toBe(0.25);
  });

  it('calls short sentences and lists direct', () => {
    const style = styleOf([
      'Ship small.\n\n- Cut scope.\n- Release weekly.\n- Measure.\n\nThat is it.',
      'Meetings cost money.\n\n- Fewer people.\n- Shorter slots.\n- Written agendas.\n\nDo it.',
      'Hire slowly.\n\n- Test real work.\n- Check references.\n- Decide fast.\n\nDone.',
      'Write less code.\n\n- Delete features.\n- Reuse tools.\n- Say no.\n\nSimple.',
    ]);
    expect(style.tone).toBe('direct');
  });

  it('calls talking to the reader conversational', () => {
    const style = styleOf([
      "You know that feeling when you're stuck on a bug for hours? Yeah, I've been there. What's your go-to trick?",
      "Here's a question for you: what's the one habit you'd never drop? I'll go first: walking after lunch. You?",
      "Ever noticed how you can't think in back-to-back meetings? You're not alone. What would you cut?",
      "Can we talk about onboarding? If you've joined a team lately, you'll know what I mean. What worked for you?",
    ]);
    expect(style.tone).toBe('conversational');
  });

  it('calls first-person thinking aloud reflective', () => {
    const style = styleOf([
      "I've been thinking about the year I almost quit — the long nights, the doubt, the quiet mornings when I wondered whether any of it mattered... I stayed, and I'm still learning why.",
      "When I look back on my first job, I remember the mistakes more than the wins — and I think that's where most of what I know actually came from... I was lucky to have patient people around me.",
      'I used to believe that working harder was the answer to everything; I now think that rest, reflection and saying no were the lessons I needed most... it took me ten years to see it.',
    ]);
    expect(style.tone).toBe('reflective');
  });

  it('tells the three bench members apart, naming two tones when both stand out', () => {
    expect(SYNTHETIC_MEMBERS.map((m) => describeWritingStyle(buildVoiceProfile(m.posts)).tone)).toEqual([
      'direct',
      'enthusiastic and conversational',
      'formal',
    ]);
  });

  it('is professional when nothing stands out, and reports no figures without imported posts', () => {
    expect(describeWritingStyle(NEUTRAL_VOICE)).toEqual({
      tone: 'professional',
      emoji_usage_frequency: 0,
      hashtag_usage_frequency: 0,
      total_posts_analyzed: 0,
      avg_post_length: 0,
    });
    const plain = styleOf([
      'We published our annual report today. It covers growth in three regions and what we learned from a difficult second quarter.',
      'Our team is presenting at the industry conference next week. We will share how we reduced delivery times for our customers.',
    ]);
    expect(plain.tone).toBe('professional');
  });
});
