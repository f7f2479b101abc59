// npm run eval:voice: does a draft sound like its member? Three synthetic members with clearly
// different styles; 20 % of each one's posts are held out. Drafts are composed offline from the
// profile of the other 80 % only, then scored (voice_match) against every member's held-out posts.
import { POST_FORMATS } from '@cadence/contract/content/formats';
import { buildVoiceProfile, NEUTRAL_VOICE, type VoiceProfile } from '../apps/server/src/writing/build-voice-profile';
import { composeOffline } from '../apps/server/src/writing/compose-offline';
import { measureVoiceMatch } from '../apps/server/src/writing/measure-voice-match';
import { EVAL_TOPICS } from './data/voice-members/eval-topics';
import { SYNTHETIC_MEMBERS } from './data/voice-members/index';

const TARGET_HIGHEST_OWN = 0.9;
const SEEDS = [11, 29];

interface Scored {
  member: number;
  /** voice_match against each member's held-out posts. */
  scores: number[];
}

function main() {
  const split = SYNTHETIC_MEMBERS.map((m) => ({
    // Every fifth post is held out: spread over the corpus, and the same on every run.
    training: m.posts.filter((_, i) => i % 5 !== 4),
    heldOut: m.posts.filter((_, i) => i % 5 === 4),
  }));
  const trainingProfiles = split.map((s) => buildVoiceProfile(s.training));
  const heldOutProfiles = split.map((s) => buildVoiceProfile(s.heldOut));

  const started = performance.now();
  const drafts = SYNTHETIC_MEMBERS.flatMap((member, m) =>
    composeAll(member.niche, trainingProfiles[m] as VoiceProfile, m, heldOutProfiles),
  );
  const composeMs = performance.now() - started;
  const neutral = composeAll('Technology', NEUTRAL_VOICE, -1, heldOutProfiles);
  // The measure alone, without the composer: real held-out posts against the training profiles.
  const heldOutPosts: Scored[] = split.flatMap((s, m) =>
    s.heldOut.map((post) => ({
      member: m,
      scores: trainingProfiles.map((p) => measureVoiceMatch({ content: post, hashtags: [] }, p)),
    })),
  );

  console.log(
    `\nVoice eval: ${SYNTHETIC_MEMBERS.length} members, ${drafts.length} drafts (${EVAL_TOPICS.length} topics × ${POST_FORMATS.length} formats × ${SEEDS.length} seeds each), composed in ${composeMs.toFixed(0)} ms\n`,
  );
  const rows: string[][] = [['member', 'style', 'posts (train / held out)', 'own', 'others', 'highest own']];
  SYNTHETIC_MEMBERS.forEach((member, m) => {
    const own = drafts.filter((d) => d.member === m);
    rows.push([
      member.name,
      member.style,
      `${split[m]?.training.length} / ${split[m]?.heldOut.length}`,
      mean(own.map((d) => d.scores[m] as number)).toFixed(1),
      mean(own.flatMap((d) => d.scores.filter((_, i) => i !== m))).toFixed(1),
      percent(highestOwnShare(own)),
    ]);
  });
  rows.push([
    'all drafts',
    '',
    '',
    mean(drafts.map((d) => d.scores[d.member] as number)).toFixed(1),
    mean(drafts.flatMap((d) => d.scores.filter((_, i) => i !== d.member))).toFixed(1),
    percent(highestOwnShare(drafts)),
  ]);
  printTable(rows);

  console.log('\nBaselines');
  console.log(
    `  held-out real posts vs training profiles: own ${mean(heldOutPosts.map((d) => d.scores[d.member] as number)).toFixed(1)}, others ${mean(heldOutPosts.flatMap((d) => d.scores.filter((_, i) => i !== d.member))).toFixed(1)}, highest own ${percent(highestOwnShare(heldOutPosts))}`,
  );
  console.log(
    `  drafts in the neutral voice (no import) vs each member: ${SYNTHETIC_MEMBERS.map((m, i) => `${m.name} ${mean(neutral.map((d) => d.scores[i] as number)).toFixed(1)}`).join(', ')}`,
  );

  const share = highestOwnShare(drafts);
  console.log(
    `\nShare of drafts scoring highest against their own member: ${percent(share)} (target ≥ ${percent(TARGET_HIGHEST_OWN)})`,
  );
  if (share < TARGET_HIGHEST_OWN) {
    console.error('Below target.');
    process.exitCode = 1;
  }
}

function composeAll(niche: string, profile: VoiceProfile, member: number, references: VoiceProfile[]): Scored[] {
  return EVAL_TOPICS.flatMap(({ topic, data }) =>
    POST_FORMATS.flatMap((format) =>
      SEEDS.map((seed) => {
        const draft = composeOffline({ niche, topic, format, trending_topic_data: data }, profile, seed);
        return { member, scores: references.map((r) => measureVoiceMatch(draft, r)) };
      }),
    ),
  );
}

function highestOwnShare(items: Scored[]): number {
  const wins = items.filter((d) => (d.scores[d.member] as number) > Math.max(...d.scores.filter((_, i) => i !== d.member)));
  return wins.length / Math.max(items.length, 1);
}

const mean = (values: number[]) => values.reduce((s, v) => s + v, 0) / Math.max(values.length, 1);
const percent = (share: number) => `${(share * 100).toFixed(1)} %`;

function printTable(rows: string[][]) {
  const widths = (rows[0] as string[]).map((_, c) => Math.max(...rows.map((r) => (r[c] ?? '').length)));
  for (const row of rows) console.log(row.map((cell, c) => cell.padEnd(widths[c] as number)).join('  '));
}

main();
