// English function words, the contractions a scanner keeps whole ("i'm", "we're"), and the words
// every headline or post uses ("new", "says", "report", "week"), which would otherwise make unrelated
// stories or posts look alike. One list for research, writing and insights: a word that is noise
// in a headline is noise in a hashtag or a similarity search too.
const STOP_WORDS = new Set(
  `a about above after again against all almost also although always am among an and another any anyone anything are around as at
  back be became because become been before being below between both but by can cannot could did do does doing done down during
  each either else enough even ever every few for from further get gets getting given go goes going gone got had has have having he
  her here hers herself him himself his how however i if in into is it its itself just keep know last least less let like likely
  made make makes making many may me might more most much must my myself never new next no nor not now of off often on once one
  only or other others our ours ourselves out over own per perhaps put quite rather really same say says said see seem seen she
  should show shows since so some something soon still such take than that the their theirs them themselves then there therefore
  these they thing things think this those though through thus to today too toward towards under until up upon us use used using
  very via want wants was way ways we well were what whatever when where whether which while who whole whom whose why will with
  within without would yet you your yours yourself yourselves
  i'm i've i'd i'll we're we've we'd we'll you're you've you'd you'll they're they've they'd they'll
  isn't aren't wasn't weren't won't wouldn't shouldn't couldn't haven't hasn't hadn't
  according actually already amid announce announced announces anyway ask asks become big biggest breaking can't could've daily
  day days did didn't doesn't don't early ever first found full good great here's hn it's just latest look looks lot lots major
  month months much need needs news now official part people post posted posts read reads report reported reports reveal reveals
  right second set story stories suggest talk tell tells time times top update updated updates video watch week weeks what's year
  years yesterday year's hour hours minute minutes ago vs`.split(/\s+/),
);

/**
 * Whether a lower-cased word is too common to tell texts apart: it never becomes a term, a
 * keyphrase, a theme or a hashtag. A typographic apostrophe counts as a plain one.
 */
export function isStopWord(word: string): boolean {
  return STOP_WORDS.has(word.includes('’') ? word.replace(/’/g, "'") : word);
}
