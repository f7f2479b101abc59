import { capitalize, fill, writePosts, type SyntheticMember } from './synthetic-member';

// A finance analyst: long, formal sentences with semicolons and parentheses, dense paragraphs,
// "we" rather than "I", rhetorical questions, no emoji, no contractions, two or three hashtags.
const banks = {
  subject: [
    'the yield curve',
    'regional bank earnings',
    'private credit',
    'corporate refinancing',
    'commercial real estate',
    'central bank guidance',
    'inflation expectations',
    'emerging market debt',
    'dividend policy',
    'liquidity conditions',
  ],
  indicator: ['spreads', 'duration', 'leverage ratios', 'funding costs', 'default rates', 'capital buffers'],
  opening: [
    'The recent movement in {subject} deserves more attention than it has received, particularly given what it implies for {indicator} over the next two quarters.',
    'Our view on {subject} has changed over the past month; the data no longer support the comfortable consensus that prevailed at the start of the year.',
    'It is tempting to dismiss the latest figures on {subject} as noise, although we would argue that the underlying pattern is considerably more persistent.',
    'What does the current state of {subject} tell us about the resilience of the broader financial system?',
  ],
  analysis: [
    'In our assessment, {indicator} remain the most reliable signal, since they reflect the actual cost of capital rather than sentiment (which tends to overshoot in both directions).',
    'Historically, periods of this kind have been followed by a gradual repricing of risk; consequently, we would expect {indicator} to widen before they stabilise.',
    'We note that the effect is uneven across sectors, with smaller issuers (and those with near-term maturities) bearing a disproportionate share of the adjustment.',
    'The more important question, however, is whether {indicator} can absorb a further tightening without a material deterioration in credit quality.',
    'Our models suggest that the adjustment will be slower than markets currently anticipate; nevertheless, the direction of travel appears reasonably clear.',
    'It would be premature to draw firm conclusions from a single quarter of data, although the consistency of the signal across regions is difficult to ignore.',
    'We therefore continue to favour higher-quality exposures, accepting a modest reduction in yield in exchange for considerably greater resilience.',
    'Investors should also consider the second-order effects on {subject}, which are frequently underestimated in the early stages of a cycle.',
  ],
  question: [
    'Are investors being adequately compensated for the additional risk?',
    'Is the market pricing this correctly?',
    'What would it take for this assessment to change?',
    'How durable is the current equilibrium?',
  ],
  closing: [
    'We will continue to monitor {indicator} closely and will share our updated assessment in the coming weeks.',
    'As always, we welcome the perspectives of colleagues who see the evidence differently.',
    'Our full analysis, including the underlying assumptions, is available to clients on request.',
  ],
  tag: ['#finance', '#markets', '#investing', '#macro', '#creditmarkets'],
};

export const formalAnalyst: SyntheticMember = {
  name: 'Harold Lindqvist',
  niche: 'Finance',
  style: 'formal analyst: long sentences with semicolons and parentheses, dense paragraphs, "we", rhetorical questions, no emoji',
  posts: writePosts(0xa7, 40, (random) => {
    const subject = random.pick(banks.subject);
    const local = { ...banks, subject: [subject], Subject: [capitalize(subject)] };
    const paragraphs: string[] = [];
    paragraphs.push(fill(random, '{opening}', local));
    const analysis = random.shuffle(banks.analysis).map((a) => fill(random, a, local));
    paragraphs.push(analysis.slice(0, 2).join(' '));
    paragraphs.push([...analysis.slice(2, random.int(3, 4)), random.pick(banks.question)].join(' '));
    if (random.chance(0.5)) paragraphs.push(analysis.slice(5, 6).join(' '));
    paragraphs.push(fill(random, '{closing}', local));
    const tags = random.shuffle(banks.tag).slice(0, random.int(2, 3));
    return `${paragraphs.filter((p) => p.length > 0).join('\n\n')}\n\n${tags.join(' ')}`;
  }),
};
