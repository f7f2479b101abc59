import { isConnector, isContentWord, isVerbContext, labelWords } from './noun-phrase';

export interface PostPhrase {
  /** The member's most used spelling, first letter raised when they wrote it in lower case. */
  label: string;
  /** Lower-case written words, the key phrases are compared on. */
  key: string;
  /** Posts using it. */
  posts: number;
  /**
   * Posts using it where it stands as a noun phrase does: inside a clause and not after a subject
   * pronoun or "to". A phrase only ever found at a clause's start or after "we" is as likely a
   * verb's ("Train managers", "we doubled demo requests").
   */
  nominalPosts: number;
  /** Every content word capitalised mid-sentence: a name (a company, a product), not a subject. */
  isName: boolean;
  /**
   * Its first word is one the member uses as a verb: at least twice right before a determiner or
   * an object pronoun ("train your managers", "handle the backlog"). "Train managers" is then as
   * likely an instruction as a subject.
   */
  opensOnVerb: boolean;
  contentWords: number;
}

/** Longest name of a subject read from posts, in content words ("cost per lead" has two). */
const MAX_CONTENT_WORDS = 3;
/**
 * Where a phrase cannot run on: sentence and clause punctuation, brackets, quotes, list markers,
 * arrows and emoji. A phrase is read inside one clause, never across "obvious, but it took".
 */
/** Words that open a verb's object: a content word right before one of them is used as a verb. */
const OBJECT_OPENERS = new Set(
  'the a an your our my their his her its this that these those it them us me him every each'.split(' '),
);
/** How often a word must take an object for a phrase opening on it to be read as a verb's. */
const VERB_USES = 2;

const CLAUSE_BREAK = /[.!?;:,()[\]{}"“”«»|→←⇒•·▪►…–—\n\r\t]+|\s[-/]\s|\p{Extended_Pictographic}/u;

/**
 * Candidate names of subjects in posts, after the keyphrase extraction of Rose et al. (RAKE,
 * 2010): posts are cut into clauses, clauses at every function word, and the runs of content words
 * left (joined by "of", "per", "&" … between two of them) give phrases of 1 to 3 content words.
 * Hashtags, mentions, links and numbers are not read here. Each phrase counts once per post.
 */
export function findPostPhrases(posts: readonly string[]): PostPhrase[] {
  const found = new Map<string, { posts: number; nominalPosts: number; contentWords: number; forms: Map<string, number> }>();
  const verbUses = new Map<string, number>();
  for (const post of posts) {
    const seen = new Set<string>();
    const nominal = new Set<string>();
    const text = post.replace(/https?:\/\/\S+/g, ' ').replace(/[#@][\p{L}\p{N}_]+/gu, ' ');
    for (const clause of text.split(new RegExp(CLAUSE_BREAK.source, 'gu'))) {
      const written = clause
        .split(/\s+/)
        .map((w) => w.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}+#]+$/gu, ''))
        .filter((w) => w.length > 0);
      const lower = written.map((w) => labelWords(w).join(' '));
      for (let i = 0; i + 1 < lower.length; i++) {
        const word = lower[i] as string;
        if (isContentWord(word) && OBJECT_OPENERS.has(lower[i + 1] as string)) verbUses.set(word, (verbUses.get(word) ?? 0) + 1);
      }
      for (let start = 0; start < written.length; start++) {
        if (!isContentWord(lower[start] as string) || isNumber(lower[start] as string)) continue;
        let content = 0;
        for (let end = start; end < written.length && content < MAX_CONTENT_WORDS; end++) {
          const word = lower[end] as string;
          if (isConnector(word)) {
            if (end === start) break;
            continue;
          }
          if (!isContentWord(word) || isNumber(word)) break;
          content++;
          const key = lower.slice(start, end + 1).join(' ');
          if (!seen.has(key)) {
            seen.add(key);
            let entry = found.get(key);
            if (!entry) {
              entry = { posts: 0, nominalPosts: 0, contentWords: content, forms: new Map() };
              found.set(key, entry);
            }
            entry.posts++;
          }
          if (start > 0 && !isVerbContext(lower[start - 1]) && !nominal.has(key)) {
            nominal.add(key);
            found.get(key)!.nominalPosts++;
          }
          const form = written.slice(start, end + 1).join(' ');
          // A sentence's first word is capitalised by grammar, not by the member.
          const forms = found.get(key)!.forms;
          forms.set(form, (forms.get(form) ?? 0) + (start === 0 ? 0.5 : 1));
        }
      }
    }
  }
  return [...found].map(([key, { posts: count, nominalPosts, contentWords, forms }]) => {
    const written = mostUsed(forms);
    return {
      key,
      posts: count,
      nominalPosts,
      contentWords,
      isName:
        written.split(' ').every((w) => isConnector(w) || /^\p{Lu}/u.test(w)) &&
        [...forms.keys()].every((f) => /^\p{Lu}/u.test(f)),
      label: sentenceCase(written),
      opensOnVerb: (verbUses.get(key.split(' ')[0] as string) ?? 0) >= VERB_USES,
    };
  });
}

function isNumber(word: string): boolean {
  return !/\p{L}/u.test(word);
}

function mostUsed(forms: Map<string, number>): string {
  let best = '';
  let count = -1;
  for (const [form, n] of forms) {
    if (n > count || (n === count && form > best)) {
      best = form;
      count = n;
    }
  }
  return best;
}

/** "board packs" → "Board packs"; a word with capitals of its own ("iPhone", "SaaS pricing") stays. */
export function sentenceCase(label: string): string {
  return /^\p{Ll}+(?![\p{L}])/u.test(label) ? label.charAt(0).toUpperCase() + label.slice(1) : label;
}
