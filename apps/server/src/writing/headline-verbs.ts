/**
 * The verbs headlines are read with, in one place: gather-topic-facts tells a headline from a subject
 * by them, and retell-title changes their tense.
 */

/** Words that make a short title a headline ("Fed holds rates") rather than a subject ("remote onboarding"). */
export const HEADLINE_VERB_STEMS: readonly string[] = (
  'hit hold move raise cut launch ship acquire buy sell announce report say rise fall drop jump surge plunge warn ' +
  'expand add get make take go win lose beat miss slow grow shrink open close ban back join leave hire fire lay plan ' +
  'face see signal unveil release delay top change tighten reshape keep push pull turn struggle return replace ' +
  'overtake enter exit hike slash boost sink soar climb stall lead need want show shift spark'
).split(' ');

/** News verbs beyond the headline verbs that subjects and tags are cut at, in every form: only for telling an event. */
export const EVENT_VERB_FORMS: readonly string[] =
  `knock knocks found finds double doubles doubled save saves rank ranks shut shuts end ends ended stay stays drop drops
  rise rises rose fall falls fell grow grows grew lose loses lost win wins won ban bans beat beats miss misses join joins
  launch launches sign signs warn warns buy buys sell sells sue sues approve approves reject rejects delay delays raise
  raises take takes took bring brings brought say says said report reports hit hits cut cuts add adds make makes retire
  retires quit quits rethink rethinks`.split(/\s+/);
