/**
 * Whether a line of the member's own tells something about them: an event in their past ("Our team
 * won the agency award!"), a moment it points back to ("I still think about that day"), or a fact about
 * what is theirs ("Our customers never read the docs."). Such a line was true of the post it came from;
 * repeated in a draft on another subject, as a catchphrase or a sign-off, it would invent their history
 * (issue 12: a draft never invents facts about the member). A stance ("I think", "These views are my
 * own"), a habit of theirs as a writer ("I read every reply."), an invitation ("Tell me in the
 * comments!") and a question ("Am I missing something?") tell nothing new and may be said again.
 */
export function tellsOfTheMember(line: string): boolean {
  const text = withoutStance(line.replace(/’/g, "'"));
  if (RECALLS_A_MOMENT.test(text)) return true;
  if (!FIRST_PERSON.test(text)) return false;
  if (reportsAnEvent(text)) return true;
  // "Remember when we shipped it?" tells of the member (above); any other question only asks.
  return !/\?\s*$/.test(text) && WHAT_IS_THEIRS.test(text);
}

/** The past tense or a perfect, less a state told with an -ed adjective ("remains undervalued", "I would be interested"). */
export function reportsAnEvent(text: string): boolean {
  return REPORTS_AN_EVENT.test(text.replace(STATE, ''));
}

/** The line less any stance it takes ("I am not yet convinced", "in our view"): a state of mind, not an event. */
export function withoutStance(text: string): string {
  return text.replace(STANCE, '');
}

export const FIRST_PERSON = /\b(i|me|my|mine|myself|we|us|our|ours|ourselves|i'm|i've|i'd|i'll|we're|we've|we'd|we'll)\b/iu;

// Irregular verbs are listed (with re-, over-, under-, mis-); regular ones end in -ed.
const REPORTS_AN_EVENT =
  /\b(have been|has been|(?:re|over|under|mis)?(?:was|were|had|did|went|took|got|made|came|said|told|found|knew|saw|began|became|felt|left|lost|won|ran|spent|wrote|built|broke|sent|taught|thought|brought|bought|caught|fought|sold|paid|met|sat|stood|heard|held|kept|led|gave|grew|drew|flew|threw|chose|drove|rose|fell|forgot|quit)|\p{L}{3,}ed)\b/iu;
const STATE = /\b(am|is|are|be|remain|remains|seem|seems|feel|feels|look|looks|get|gets)( \p{L}+ly)? \p{L}{3,}ed\b/giu;

// "that day", "back then", "to this day": a pointer at one moment of the member's life.
const RECALLS_A_MOMENT =
  /\b(that (day|night|morning|evening|week|moment|meeting|call|conversation|year|summer|winter)|back then|since then|to this day|years ago)\b/iu;

// "my team", "our customers": what belongs to the member; "my own" and "our view" are stances, removed before.
const WHAT_IS_THEIRS = /\b(my|our) (?!own\b)\p{L}+/iu;

// "I think", "I am not yet convinced", "in our view", "These views are my own": a state of mind, which
// any draft of theirs may take.
const STANCE =
  /\b(i|we)('m| am| are)?( not| still| not yet)? (think|suspect|believe|guess|wonder|doubt|reckon|would|'d|convinced|sure)\b|\b(in|by) (my|our) (view|opinion|assessment|estimation|reading|judgement|judgment)\b|\b(views|opinions|thoughts) (are|is) (my|our) own\b/giu;
