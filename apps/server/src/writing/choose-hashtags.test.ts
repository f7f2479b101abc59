import { describe, expect, it } from 'vitest';
import { buildVoiceProfile, NEUTRAL_VOICE } from './build-voice-profile';
import { chooseHashtags } from './choose-hashtags';
import { gatherTopicFacts } from './gather-topic-facts';
import { createRandom } from './seeded-random';

const tagsFor = (topic: { title: string; description: string; evidence: string[] }, niche: string, subNiche = '') =>
  chooseHashtags({
    facts: gatherTopicFacts(
      {
        niche,
        sub_niche: subNiche,
        topic: topic.title,
        trending_topic_data: {
          title: topic.title,
          description: topic.description,
          trend_reason: '',
          relevance_score: 7,
          evidence: topic.evidence.map((title) => ({
            title,
            url: 'https://example.com/',
            source: 'Example',
            published_at: '2026-11-20T00:00:00Z',
          })),
        },
      },
      'this shift',
    ),
    // A draft that speaks of everything its title does.
    content: topic.title,
    niche,
    subNiche,
    profile: NEUTRAL_VOICE,
    count: 5,
    random: createRandom(1),
  });

describe('chooseHashtags', () => {
  it('never tags one name twice (#Lumen beside #LumenLabs; a blind review found it)', () => {
    const tags = tagsFor(
      {
        title: 'Kestrel 2 open-weight model tops coding benchmarks in first independent tests',
        description: 'Lumen Labs published the weights of Kestrel 2 under a permissive licence.',
        evidence: [
          'Lumen Labs releases Kestrel 2, an open-weight model that rivals paid coding assistants',
          'Developers put Lumen Labs’ Kestrel 2 model through its paces: fast, cheap and open',
        ],
      },
      'Technology',
    );
    expect(tags).toContain('Technology');
    const lower = tags.map((t) => t.toLowerCase());
    for (const tag of lower)
      for (const other of lower)
        if (tag !== other) expect(other.startsWith(tag) && /^[A-Z]/.test(other.slice(tag.length))).toBe(false);
    expect(tags.filter((t) => /^Lumen/.test(t)).length).toBeLessThanOrEqual(1);
  });

  it('adds the niche’s broad tags only for a member whose own posts tag heavily (the eleventh blind review read them as filler)', () => {
    const rust = { title: 'More Linux kernel drivers are written in Rust', description: 'x.', evidence: [] };
    const facts = gatherTopicFacts({ niche: 'Technology', topic: rust.title }, 'this shift');
    const tags = (profile: typeof NEUTRAL_VOICE, count: number) =>
      chooseHashtags({ facts, content: rust.title, niche: 'Technology', subNiche: '', profile, count, random: createRandom(1) });
    // The neutral voice has no tagging habit of its own: every bad tag of the eighteenth and nineteenth
    // reviews (#AI on data contracts, #WorkLifeBalance, #FutureOfWork, #CompanyCulture) was a broad tag
    // it drew on a draft planned with four tags.
    expect(tags(NEUTRAL_VOICE, 3)).toEqual(['Linux', 'Technology', 'Rust']);
    expect(tags(NEUTRAL_VOICE, 6)).toEqual(['Linux', 'Technology', 'Rust']);
    const heavy = buildVoiceProfile(
      ['pricing', 'hiring', 'onboarding', 'roadmaps', 'pipelines', 'forecasts'].map(
        (t) => `Notes on ${t} this week.\n\nShip small, learn fast.\n\n#Tech #Startups #Growth #Product #Engineering`,
      ),
    );
    expect(tags(heavy, 6)).toEqual(expect.arrayContaining(['Innovation', 'DigitalTransformation']));
  });

  it('uses a topic’s tag only where the draft itself speaks of it (#AI under a seed-funding post that never says AI)', () => {
    const title = 'Seed funding data: fewer, larger rounds and a heavy AI tilt';
    const facts = gatherTopicFacts({ niche: 'Entrepreneurship', topic: title }, 'this shift');
    expect(facts.followedTags).toEqual(expect.arrayContaining(['AI']));
    const tags = (content: string) =>
      chooseHashtags({
        facts,
        content,
        niche: 'Entrepreneurship',
        subNiche: '',
        profile: NEUTRAL_VOICE,
        count: 4,
        random: createRandom(1),
      });
    const withoutAI = tags('Nobody sees this part of seed funding. What surprised me most: [your surprise].');
    expect(withoutAI).not.toContain('AI');
    expect(withoutAI).toContain('Entrepreneurship');
    expect(tags('Seed rounds are fewer and larger, and most of the money goes to AI.')).toContain('AI');
  });

  it('leads with the tag at home in the member’s niche (#AI alone on a sales post read as unearned)', () => {
    const title = 'Buyers push back on AI SDR outreach';
    const facts = gatherTopicFacts({ niche: 'Sales', topic: title }, 'this shift');
    const tags = chooseHashtags({
      facts,
      content: 'Buyers are pushing back on AI SDR outreach.',
      niche: 'Sales',
      subNiche: '',
      profile: NEUTRAL_VOICE,
      count: 1,
      random: createRandom(1),
    });
    expect(tags).toEqual(['SalesProspecting']);
  });
});
