import { capitalize, fill, writePosts, type SyntheticMember } from './synthetic-member';

// A backend engineer: short posts, short declarative sentences, dense paragraphs, no emoji,
// one or two hashtags, rarely a question, never an exclamation mark.
const banks = {
  subject: [
    'connection pooling',
    'flaky tests',
    'feature flags',
    'database migrations',
    'code review',
    'on-call',
    'observability',
    'caching',
    'queue retries',
    'schema changes',
    'load testing',
    'incident reviews',
    'dependency upgrades',
    'rate limiting',
    'build times',
    'log volume',
  ],
  system: [
    'the billing service',
    'our API gateway',
    'the ingest pipeline',
    'the search cluster',
    'the auth service',
    'a cron job',
  ],
  metric: ['p99 latency', 'error rate', 'build time', 'memory use', 'page count', 'deploy time'],
  number: ['30%', '40%', 'half', 'two thirds', '12 minutes', '3x'],
  opening: [
    'Spent the week chasing {subject} issues in {system}.',
    'We moved {system} off a shared database last month.',
    '{Subject} is not a tooling problem.',
    'Small change, big result: {metric} down {number}.',
    'Unpopular opinion: most {subject} work is cleanup.',
    'Lesson from this sprint: measure {subject} before you fix it.',
    'I deleted 2,000 lines from {system} today.',
    'Our {metric} was fine until it was not.',
  ],
  middle: [
    'The fix was three lines.',
    'Finding it took two days.',
    'The dashboards looked green the whole time.',
    'Nobody owned the alert.',
    'The root cause was a default setting.',
    'We added a metric first and waited a week.',
    'The numbers told a different story.',
    'I assumed the network. It was the client.',
    'Retries made it worse, not better.',
    'Turning it off changed nothing.',
    'Most of the time went into reproducing it.',
    'The code was fine. The config was not.',
    'We wrote the runbook after, not before.',
    'Tests passed locally and failed in CI.',
    'The first guess was wrong, as usual.',
    '{Metric} went down {number} after the change.',
  ],
  lesson: [
    'Measure first. Then change one thing.',
    'Defaults deserve a review.',
    'Boring fixes win.',
    'Write down what you expect before you look.',
    'If nobody owns it, it breaks.',
    'Small diffs are easier to roll back.',
    'Logs are not observability.',
    'Delete code when you can.',
  ],
  listItem: [
    'Add the metric before the fix',
    'Keep the diff small',
    'Write the rollback first',
    'Pin the version',
    'Test with real data',
    'Set a timeout',
    'Name an owner',
    'Read the defaults',
  ],
  closing: ['Ship small.', 'Boring wins.', 'Lesson learned.', 'Back to work.', 'Anyone else seen this?', 'More next week.'],
  tag: ['#engineering', '#devops', '#backend', '#postgres', '#sre'],
};
const withCapitals = {
  ...banks,
  Subject: banks.subject.map(capitalize),
  Metric: banks.metric.map(capitalize),
};

export const terseEngineer: SyntheticMember = {
  name: 'Dana Okafor',
  niche: 'Technology',
  style: 'terse engineer: short posts and sentences, dense paragraphs, no emoji, one or two hashtags',
  posts: writePosts(0xe1, 40, (random) => {
    const paragraphs: string[] = [];
    paragraphs.push([fill(random, '{opening}', withCapitals), fill(random, '{middle}', withCapitals)].join(' '));
    const middles = random
      .shuffle(withCapitals.middle)
      .slice(0, random.int(3, 5))
      .map((m) => fill(random, m, withCapitals));
    paragraphs.push(middles.slice(0, 2).join(' '), middles.slice(2).join(' '));
    if (random.chance(0.25)) {
      paragraphs.push(
        [
          'What I do now:',
          ...random
            .shuffle(banks.listItem)
            .slice(0, 3)
            .map((item) => `- ${item}`),
        ].join('\n'),
      );
    }
    paragraphs.push(`${random.pick(banks.lesson)} ${random.pick(banks.closing)}`);
    const tags = random.shuffle(banks.tag).slice(0, random.int(1, 2));
    return `${paragraphs.join('\n\n')}\n\n${tags.join(' ')}`;
  }),
};
