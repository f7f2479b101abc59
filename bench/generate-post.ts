// Offline draft generation, timed: what a member waits for on "Generate Content" with the embedded
// default (no language model), with and without an imported voice.
import { POST_FORMATS } from '@cadence/contract/content/formats';
import { buildVoiceProfile, NEUTRAL_VOICE, type VoiceProfile } from '../apps/server/src/writing/build-voice-profile';
import { composeOffline } from '../apps/server/src/writing/compose-offline';
import { EVAL_TOPICS } from './data/voice-members/eval-topics';
import { SYNTHETIC_MEMBERS } from './data/voice-members/index';

const DRAFTS = 300;

export async function benchGeneratePost(): Promise<Array<[string, string]>> {
  const posts = SYNTHETIC_MEMBERS.flatMap((m) => m.posts);
  const profileMs = time(20, () => buildVoiceProfile(posts));
  const coach = buildVoiceProfile(SYNTHETIC_MEMBERS[1]?.posts ?? []);
  const neutral = timeDrafts(NEUTRAL_VOICE);
  const voiced = timeDrafts(coach);
  return [
    [`offline draft, neutral voice (p50 / p99 of ${DRAFTS})`, `${neutral.p50.toFixed(1)} / ${neutral.p99.toFixed(1)} ms`],
    [`offline draft, imported voice (p50 / p99 of ${DRAFTS})`, `${voiced.p50.toFixed(1)} / ${voiced.p99.toFixed(1)} ms`],
    [`voice profile from ${posts.length} posts (p50)`, `${profileMs.p50.toFixed(1)} ms`],
  ];
}

function timeDrafts(profile: VoiceProfile) {
  let i = 0;
  return time(DRAFTS, () => {
    const { topic, data } = EVAL_TOPICS[i % EVAL_TOPICS.length] ?? { topic: 'remote onboarding', data: null };
    const format = POST_FORMATS[i % POST_FORMATS.length] ?? 'Industry Insight';
    composeOffline({ niche: 'Technology', topic, format, trending_topic_data: data }, profile, i++);
  });
}

function time(runs: number, work: () => unknown) {
  work(); // warm-up: the first call compiles the regular expressions
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    work();
    samples.push(performance.now() - started);
  }
  samples.sort((a, b) => a - b);
  const at = (q: number) => samples[Math.min(samples.length - 1, Math.floor(q * samples.length))] ?? 0;
  return { p50: at(0.5), p99: at(0.99) };
}

// Run alone: node --import tsx bench/generate-post.ts
if (import.meta.url === `file://${process.argv[1]}`) {
  for (const [measure, result] of await benchGeneratePost()) console.log(`${measure.padEnd(52)}  ${result}`);
}
