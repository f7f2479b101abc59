import type { ClosingKind, OpeningKind, VoiceProfile } from './build-voice-profile';
import { STYLE_FEATURES } from './style-features';

const OPENING_WORDS: Record<OpeningKind, string> = {
  question: 'a question',
  number: 'a number',
  emoji: 'an emoji',
  'first-person': '"I" or "we"',
  statement: 'a plain statement',
};
const CLOSING_WORDS: Record<ClosingKind, string> = {
  question: 'a question to readers',
  'call-to-action': 'a call to action',
  statement: 'a statement',
};

const percent = (share: number) => `${Math.round(share * 100)}%`;
const round1 = (n: number) => Math.round(n * 10) / 10;

/** The member's voice as instructions a language model can follow, with the numbers behind them. */
export function writeVoiceGuide(profile: VoiceProfile): string {
  if (profile.source === 'neutral') {
    return [
      'No past posts were imported yet, so write in a clear, neutral professional voice:',
      '- 700 to 1,200 characters; sentences of about 15 words; short paragraphs of one to three sentences separated by empty lines.',
      '- First person, plain words, no jargon; at most one question; no emoji; about three hashtags.',
    ].join('\n');
  }
  const s = profile.style;
  const mean = (f: keyof typeof s) => s[f].mean;
  const above = (f: keyof typeof STYLE_FEATURES, factor = 1.5) => mean(f) > STYLE_FEATURES[f].prior.mean * factor + 0.1;
  const lines = [
    `Measured from ${profile.postCount} of the member's own posts:`,
    `- Length: usually ${profile.length.p25}–${profile.length.p75} characters (median ${profile.length.median}), hashtags not counted.`,
    `- Sentences: ${describeSentences(mean('sentenceWords'))}, about ${Math.round(mean('sentenceWords'))} words on average; ${mean('wordLength') > 5.1 ? 'a formal, precise vocabulary' : mean('wordLength') < 4.5 ? 'short, everyday words' : 'plain professional words'}.`,
    `- Layout: ${describeLayout(mean('sentencesPerLine'), mean('blankLineShare'))}.`,
    `- Emoji: ${describeEmoji(profile)}.`,
    `- Hashtags: about ${Math.round(mean('hashtagCount'))} per post${
      profile.hashtags.favourites.length > 0
        ? `; favourites ${profile.hashtags.favourites
            .slice(0, 6)
            .map((h) => `#${profile.hashtags.display[h] ?? h}`)
            .join(' ')}`
        : ''
    }.`,
    `- Voice: ${describePerson(mean('iRate'), mean('weRate'), mean('youRate'))}; ${mean('contractionRate') >= 1.5 ? 'uses contractions freely (it’s, don’t)' : mean('contractionRate') <= 0.4 ? 'avoids contractions (it is, do not)' : 'uses contractions now and then'}.`,
    `- Questions: ${percent(mean('questionShare'))} of sentences; exclamation marks: ${mean('exclamationShare') < 0.02 ? 'never' : `${percent(mean('exclamationShare'))} of sentences`}.`,
    `- Lists: ${mean('listLineShare') < 0.03 ? 'never uses bullet lists; enumerates in prose' : `uses short lists${profile.listMarker ? `, each line starting with "${profile.listMarker}"` : ''}`}.`,
  ];
  const marks = [
    above('colonRate') ? 'semicolons and colons' : '',
    above('parenRate') ? 'parenthetical asides' : '',
    above('dashRate') ? 'dashes' : '',
    above('ellipsisRate') ? 'ellipses (...)' : '',
  ].filter(Boolean);
  if (marks.length > 0) lines.push(`- Punctuation habits: ${marks.join(', ')}.`);
  lines.push(
    `- Openings: most often ${topKind(profile.openings.kinds, OPENING_WORDS)}${profile.openings.phrases.length > 0 ? `; recurring lead-ins: ${quoteAll(profile.openings.phrases)}` : ''}.`,
  );
  lines.push(
    `- Closings: most often ${topKind(profile.closings.kinds, CLOSING_WORDS)}${profile.closings.lines.length > 0 ? `; signature lines: ${quoteAll(profile.closings.lines)}` : ''}.`,
  );
  if (profile.vocabulary.length > 0) lines.push(`- Words they come back to: ${profile.vocabulary.join(', ')}.`);
  return lines.join('\n');
}

function describeSentences(words: number): string {
  if (words < 9) return 'short and punchy';
  if (words < 15) return 'medium length';
  if (words < 21) return 'long and carefully built';
  return 'very long';
}

function describeLayout(sentencesPerLine: number, blankLineShare: number): string {
  const gaps = blankLineShare > 0.6 ? 'separated by empty lines' : 'mostly without empty lines between them';
  if (sentencesPerLine < 1.3) return `one sentence per line, ${gaps}`;
  return `paragraphs of about ${round1(sentencesPerLine)} sentences, ${gaps}`;
}

function describeEmoji(profile: VoiceProfile): string {
  const rate = profile.style.emojiRate.mean;
  if (profile.emoji.favourites.length === 0 || rate < 0.2) return 'never uses emoji';
  const place = { 'line-end': 'at the end of a line', 'line-start': 'at the start of a line', inline: 'inside sentences' }[
    profile.emoji.placement
  ];
  return `about ${round1(rate)} per 100 words, in ${percent(profile.emoji.postShare)} of posts, usually ${place}; favourites ${profile.emoji.favourites.join(' ')}`;
}

function describePerson(i: number, we: number, you: number): string {
  const main =
    i >= we * 1.5
      ? `first person singular ("I", ${round1(i)} per 100 words)`
      : we >= i * 1.5
        ? `first person plural ("we", ${round1(we)} per 100 words)`
        : '"I" and "we" alike';
  return you > 3 ? `${main}, talking straight to the reader ("you")` : main;
}

function topKind<K extends string>(shares: Record<K, number>, words: Record<K, string>): string {
  const [kind, share] = (Object.entries(shares) as Array<[K, number]>).sort((a, b) => b[1] - a[1])[0] ?? [];
  return kind === undefined ? 'a plain statement' : `${words[kind]} (${percent(share ?? 0)})`;
}

function quoteAll(phrases: string[]): string {
  return phrases.map((p) => `"${p}"`).join(', ');
}
