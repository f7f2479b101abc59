/**
 * Word classes for telling a noun phrase that names a subject ("board packs", "cost per lead",
 * "driver-based models") from a fragment of a sentence ("Obvious took", "Write mean", "Means
 * before you start"). English marks most of this in closed word lists and in suffixes; no
 * dictionary is needed for the cases that matter here.
 */

/** Closed-class words: none may begin or end a name of a subject. */
const FUNCTION_WORDS = new Set(
  `a an the this that these those some any each every no all both either neither such what which who whom whose when where why how
  i me my mine we us our ours you your yours he him his she her hers it its they them their theirs myself yourself ourselves themselves itself
  of in on at by for with from to into onto about above below over under after before between through during without within against among
  across around along behind beyond toward towards upon than as like via per off out up down
  and or but nor so yet if because although though while unless until whether since
  is am are was were be been being do does did done doing have has had having get gets got
  can could may might must shall should will would
  not never no don't doesn't didn't can't won't isn't aren't wasn't weren't
  there here then now just also only very too quite rather really even still ever again already
  one ones two three four five six seven eight nine ten eleven twelve dozen hundred thousand
  more most less least much many few lot lots`
    .split(/\s+/)
    .filter(Boolean),
);
/** Words a subject's name may hold between two nouns: "cost per lead", "mergers & acquisitions", "AI in healthcare". */
const CONNECTORS = new Set(['of', 'in', 'on', 'for', 'per', 'and', '&', 'to', 'with']);
/** Pronouns, auxiliaries, modals and negation make a clause, wherever they stand. */
const CLAUSE_WORDS = new Set(
  `i me my mine we us our ours you your yours he him his she her hers it its they them their theirs you'd i'd we'd i'm you're we're
  they're it's that's what's here's there's let's i've you've we've i'll you'll we'll
  is am are was were be been being do does did have has had can could may might must shall should will would
  not never don't doesn't didn't can't won't isn't aren't wasn't weren't cannot`
    .split(/\s+/)
    .filter(Boolean),
);
/** Irregular past tenses and participles: a phrase ending in one is a clause ("Obvious took"). */
const IRREGULAR_PAST = new Set(
  `took taken made went gone got gotten gave given saw seen came knew known thought felt ran began begun wrote written said told found
  left kept brought bought held stood sent spent built meant lost paid sold taught caught fought won hit cut became forgot forgotten
  understood broke broken chose chosen drove driven fell fallen grew grown hid hidden rose risen shook shown spoke spoken stole
  swore threw thrown wore worn rebuilt rewrote rewritten`
    .split(/\s+/)
    .filter(Boolean),
);
/**
 * Evaluative, comparative and deictic adjectives, common verbs and empty nouns: they may stand in
 * a post's sentence but name no subject, neither as its head ("Number bad", "Write mean", "Start")
 * nor as a modifier ("Bigger budget", "Single numbers", "Write mean").
 */
const NEVER_IN_SUBJECT = new Set(
  `good bad better worse best worst bigger biggest smaller smallest great huge tiny single whole same different other another
  next last own wrong right sure able fancy little enough fine nice cool easy hard simple obvious
  start stop write make take give go come keep say tell know think feel try want seem sound sounds means mean ask explain use
  nothing something anything everything nobody somebody anybody everybody everyone someone anyone thing things stuff way ways
  today tomorrow yesterday new old latest recent`
    .split(/\s+/)
    .filter(Boolean),
);
/**
 * Adjectives and vague nouns that may modify a subject ("open banking", "big data", "key accounts")
 * but are no subject on their own ("Open", "Numbers", "Part").
 */
const NEVER_HEAD = new Set(
  `new old young real true false high low open free full main key major minor quick slow fast long short small big first second
  third number numbers point points part parts bit kind sort lot people person team teams
  year years month months week weeks day days hour hours minute minutes
  internal external digital global financial technical critical social annual initial final personal practical typical actual
  general central functional operational strategic tactical organic specific generic`
    .split(/\s+/)
    .filter(Boolean),
);
/** Participles that only modify as the second half of a compound ("data-driven", "driver-based"). */
const NEEDS_COMPOUND = new Set(['based', 'driven', 'related', 'focused', 'oriented', 'powered', 'facing', 'led']);
/** Nouns that end like an adverb (-ly), an adjective (-able) or a past tense (-ed). */
const NOUNS_LIKE_MODIFIERS = new Set(
  `supply family assembly anomaly monopoly rally reply ally butterfly italy july early quarterly monthly weekly daily yearly friendly
  variable deliverable payable receivable table cable timetable stable constable vegetable
  feed seed speed breed bed red shed hundred embed need`
    .split(/\s+/)
    .filter(Boolean),
);

/** A label's written words, lower case; hyphenated compounds and "A/B" stay one word. */
export function labelWords(label: string): string[] {
  return label
    .toLowerCase()
    .replace(/’/g, "'")
    .split(/[^\p{L}\p{N}&'+#./-]+/u)
    .map((w) => w.replace(/^[.'/-]+|[.'/-]+$/g, ''))
    .filter((w) => w.length > 0);
}

/** A word that can head a phrase naming a subject: not a closed-class word, an adverb, an adjective or a past tense. */
function canHead(word: string): boolean {
  if (FUNCTION_WORDS.has(word) || NEVER_IN_SUBJECT.has(word) || NEVER_HEAD.has(word) || IRREGULAR_PAST.has(word)) return false;
  if (NOUNS_LIKE_MODIFIERS.has(word) || /[\d&+#/]/.test(word)) return true;
  if (/ly$/.test(word) && word.length > 4) return false;
  if (/(ous|ful|less|able|ible)$/.test(word) && word.length > 5) return false;
  if (/ed$/.test(word) && word.length > 4) return false;
  return true;
}

/** A past tense or participle by its form: as a phrase's first word it may be a verb ("Doubled demo requests"). */
function isPastForm(word: string): boolean {
  return IRREGULAR_PAST.has(word) || (/ed$/.test(word) && word.length > 4 && !NOUNS_LIKE_MODIFIERS.has(word));
}

/** A word that can modify the head: an adjective or noun, but no closed-class word, adverb or verb form of its own. */
function canModify(word: string): boolean {
  if (FUNCTION_WORDS.has(word) || NEVER_IN_SUBJECT.has(word) || IRREGULAR_PAST.has(word) || NEEDS_COMPOUND.has(word))
    return false;
  if (/ly$/.test(word) && word.length > 4 && !NOUNS_LIKE_MODIFIERS.has(word)) return false;
  return true;
}

/**
 * Whether a label is a noun phrase naming a subject: modifiers then a head noun ("rolling forecasts",
 * "Driver-based models"), optionally joined by a connector to a second such phrase ("Cost per lead").
 * No clause words (pronouns, auxiliaries, modals, negation) anywhere; no function word at either
 * edge; the head not an adverb, an adjective, a past tense or a word too vague to be a subject.
 * `participles: false` also refuses a phrase opening on a past form, where a post's "we doubled
 * demo requests" cannot be told from "structured interviews" without the member listing it.
 */
export function isSubjectPhrase(label: string, options: { participles?: boolean } = {}): boolean {
  const words = labelWords(label);
  if (words.length === 0 || words.some((w) => CLAUSE_WORDS.has(w))) return false;
  // Split at connectors: each side must be a noun phrase of its own ("mergers & acquisitions").
  const groups: string[][] = [[]];
  for (const word of words) {
    if (CONNECTORS.has(word)) groups.push([]);
    else (groups.at(-1) as string[]).push(word);
  }
  return groups.every(
    (group) =>
      group.length > 0 &&
      canHead(group.at(-1) as string) &&
      group.slice(0, -1).every((word) => canModify(word)) &&
      (options.participles !== false || !isPastForm(group[0] as string)),
  );
}

/** Whether a word is one a subject's name can contain: the chunker splits posts at every other. */
export function isContentWord(word: string): boolean {
  return !FUNCTION_WORDS.has(word) && !CLAUSE_WORDS.has(word) && /\p{L}/u.test(word);
}

/** Connectors are the only function words kept inside a subject's name. */
export function isConnector(word: string): boolean {
  return CONNECTORS.has(word);
}

/**
 * Words after which a phrase is a verb's, not a subject's: a subject pronoun, an auxiliary, a modal
 * or a negation ("we doubled demo requests", "you can train managers"), "to" ("to train managers"),
 * and the adverbs and aspect verbs that stand before a verb ("just train", "stopped treating").
 */
const VERB_CONTEXT = new Set(
  `i we you they he she it i'd we'd you'd they'd i've we've you've they've i'll we'll you'll they'll
  is am are was were be been being do does did have has had can could may might must shall should will would
  not never don't doesn't didn't can't won't isn't aren't wasn't weren't cannot
  to let's just only always never also still often rarely finally actually stop stopped start started keep kept quit
  began begin`
    .split(/\s+/)
    .filter(Boolean),
);
export function isVerbContext(word: string | undefined): boolean {
  return word !== undefined && VERB_CONTEXT.has(word);
}

/**
 * -ing and -ment nouns whose meaning has left the verb's ("marketing" is not "markets", "accounting"
 * not "accounts", "payments" not "pay"): never merged with the base word.
 */
const LEXICALISED = new Set(
  `marketing accounting engineering banking building housing networking computing programming consulting trading lending funding
  staffing clothing manufacturing advertising catering sourcing outsourcing meeting meetings spending earnings savings holding holdings
  offering offerings setting settings training reading writing painting drawing ceiling evening morning
  payment payments statement statements department departments apartment element elements moment moments comment comments
  segment segments document documents instrument instruments government garment`
    .split(/\s+/)
    .filter(Boolean),
);

/**
 * One key for the inflections and nominalisations of a word, so "Forecasts" and "Forecasting",
 * "Recruitment" and "Recruiting", "Interview" and "Interviews" are one interest. Only the last word
 * (the head) varies; lexicalised forms keep their own key.
 */
export function inflectionKey(label: string): string {
  const words = labelWords(label).map((w) => w.replace(/[^\p{L}\p{N}&]/gu, '').replace(/&/g, 'and'));
  const head = words.pop() ?? '';
  return [...words, LEXICALISED.has(head) ? head : baseForm(head)].join(' ');
}

function baseForm(word: string): string {
  let w = word;
  if (w.length > 4 && w.endsWith('ies')) w = `${w.slice(0, -3)}y`;
  else if (w.length > 3 && w.endsWith('s') && !/(ss|us|is)$/.test(w)) w = w.slice(0, -1);
  if (w.length > 6 && w.endsWith('ment')) return w.slice(0, -4);
  if (w.length > 5 && w.endsWith('ing')) {
    const stem = w.slice(0, -3);
    // "running" → "run"; "hiring" → "hir(e)": compare without a final e.
    return /([b-df-hj-np-tv-z])\1$/.test(stem) ? stem.slice(0, -1) : stem;
  }
  return w.endsWith('e') && w.length > 3 ? w.slice(0, -1) : w;
}
