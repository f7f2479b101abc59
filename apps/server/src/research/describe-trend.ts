import type { TTrendingTopic } from '@cadence/contract/content/trending-topics';
import { leadSentences, truncate } from './clean-text';
import type { Trend } from './detect-trends';
import type { TopicItem } from './topic-source';

const MAX_EVIDENCE = 5;

/**
 * A trend in words, taken from its items alone: the most representative headline as the title,
 * a lead sentence as the description, and the counts behind it as the reason.
 */
export function describeTrend(trend: Trend, context: { subNiche: string; now: Date }): TTrendingTopic {
  const lead = trend.items.find((i) => cleanHeadline(i.title).length >= 15) ?? trend.items[0]!;
  const title = cleanHeadline(lead.title);
  return {
    title,
    description: describe(trend, lead, title, context.now),
    trend_reason: explain(trend, context),
    relevance_score: relevanceScore(trend.scores.total),
    evidence: pickEvidence(trend.items).map(({ item, outlets }) => ({
      title: truncate(withoutOutletSuffix(item.title, outlets), 200),
      url: item.url,
      source: item.outlet,
      outlets,
      published_at: item.publishedAt.toISOString(),
    })),
  };
}

/**
 * A headline as compared with others: without the outlet's furniture, a trailing " - Outlet"
 * (Google News) or " | Outlet", case, punctuation and spacing. Two outlets carrying one wire
 * headline give the same key.
 */
export function headlineKey(title: string, outlets: string[] = []): string {
  return cleanHeadline(withoutOutletSuffix(title, outlets))
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** "Headline - The Verge" → "Headline" when the suffix names one of the outlets (or any outlet-like tail). */
function withoutOutletSuffix(title: string, outlets: string[]): string {
  const match = /^(.{15,}?)\s+[-–—|]\s+([^-–—|]{2,40})$/.exec(title.trim());
  if (!match) return title;
  const tail = match[2]!.trim().toLowerCase();
  const named = outlets.some((o) => o.trim().toLowerCase() === tail);
  // An unnamed tail counts only when it looks like a name (few words, capitalised), not a clause.
  const nameLike = /^[\p{Lu}\p{N}][\p{L}\p{N}.&' ]*$/u.test(match[2]!.trim()) && match[2]!.trim().split(/\s+/).length <= 4;
  return named || nameLike ? match[1]! : title;
}

/** 0-10 for people; the square root spreads the crowded low end of trend × fit. */
export function relevanceScore(total: number): number {
  return Math.round(Math.min(1, Math.max(0, total)) ** 0.5 * 100) / 10;
}

/** Headlines without the outlet's furniture ("Show HN:", "[D]", "| Site name"). */
export function cleanHeadline(title: string): string {
  const cleaned = title
    .replace(/^(show|ask|tell|launch) hn\s*[:–-]\s*/i, '')
    .replace(/^\[[a-z]{1,3}\]\s*/i, '')
    .replace(/\s+\|\s+[^|]{1,40}$/, '')
    .replace(/^["“](.*)["”]$/, '$1')
    .trim();
  return truncate(cleaned || title, 120);
}

function describe(trend: Trend, lead: TopicItem, title: string, now: Date): string {
  // Any outlet's summary beats one made of keyphrases; link aggregators (Hacker News) have none.
  const summary = trend.items.map((i) => i.summary).find((s) => s.length >= 50 && !s.startsWith(title.slice(0, 40)));
  const leadKey = headlineKey(lead.title, [lead.outlet]);
  const other = trend.items.find((i) => i.outlet !== lead.outlet && headlineKey(i.title, [i.outlet]) !== leadKey);
  const also = other ? `Also reported: “${cleanHeadline(other.title)}” (${other.outlet}).` : '';
  if (summary) return truncate([leadSentences(summary, 240), also].filter(Boolean).join(' '), 420);
  if (also) return truncate(`Covered by ${listWords(trend.outlets.slice(0, 3))}. ${also}`, 420);
  return `Reported by ${lead.outlet} ${ago(lead.publishedAt, now)}.`;
}

/**
 * Why the topic is trending. Its first counts are of every story behind it and their sources, the
 * ones its card lists; how many of them came in the last 24 h follows.
 */
function explain(trend: Trend, context: { subNiche: string; now: Date }): string {
  const { recent, previous } = trend;
  const days = Math.max(
    1,
    Math.ceil((context.now.getTime() - Math.min(...trend.items.map((i) => i.publishedAt.getTime()))) / 86_400_000),
  );
  const all = `${count(trend.items.length, 'story', 'stories')} from ${count(trend.outlets.length, 'source')}`;
  let reason: string;
  if (recent > 0 && previous === 0) {
    reason = `${all} in the last 24 h${recent > 1 ? ', none in the week before' : ''}`;
  } else if (recent > 0) {
    const perDay = previous / 7;
    reason = `${all} in the past ${count(days, 'day')}: ${recent} in the last 24 h`;
    if (perDay >= 0.95) {
      reason +=
        recent >= perDay * 1.5 ? `, up from ${rate(perDay)} a day last week` : `, about ${rate(perDay)} a day last week too`;
    } else reason += `, up from ${previous} in the 7 days before`;
  } else {
    reason = `${all} in the past ${count(days, 'day')}, the latest ${ago(trend.newest, context.now)}`;
  }
  const engagement = [
    trend.points > 0 ? `${trend.points.toLocaleString('en-US')} points` : '',
    trend.comments > 0 ? `${trend.comments.toLocaleString('en-US')} comments` : '',
  ]
    .filter(Boolean)
    .join(' and ');
  if (engagement) reason += `; ${engagement} on ${listWords(trend.engagementOutlets)}`;
  reason += '.';
  const mentions = trend.subNicheItems;
  const total = trend.items.length;
  const sub = `“${context.subNiche.trim()}”`;
  if (mentions > 0)
    reason +=
      mentions === total
        ? total === 1
          ? ` It mentions ${sub}.`
          : ` All ${total} stories mention ${sub}.`
        : ` ${mentions} of the ${total} stories mention ${sub}.`;
  if (trend.matchedThemes[0]) reason += ` Close to your own posts about ${trend.matchedThemes[0]}.`;
  return reason;
}

/**
 * Each distinct headline once, naming every outlet that carried it (most representative item
 * first); headlines that bring an outlet not yet named come first, so the evidence shows the
 * breadth of coverage.
 */
export function pickEvidence(items: TopicItem[]): Array<{ item: TopicItem; outlets: string[] }> {
  const groups = new Map<string, { item: TopicItem; outlets: string[] }>();
  for (const item of items) {
    const key = headlineKey(item.title, [item.outlet]) || item.url;
    const group = groups.get(key);
    if (!group) groups.set(key, { item, outlets: [item.outlet] });
    else if (!group.outlets.includes(item.outlet)) group.outlets.push(item.outlet);
  }
  const seen = new Set<string>();
  const broadening = [...groups.values()].filter((g) => {
    const adds = g.outlets.some((o) => !seen.has(o));
    for (const o of g.outlets) seen.add(o);
    return adds;
  });
  const rest = [...groups.values()].filter((g) => !broadening.includes(g));
  return [...broadening, ...rest].slice(0, MAX_EVIDENCE);
}

function count(n: number, singular: string, plural = `${singular}s`): string {
  return `${n} ${n === 1 ? singular : plural}`;
}

function rate(perDay: number): string {
  return perDay >= 2 ? String(Math.round(perDay)) : String(Math.round(perDay * 10) / 10);
}

function ago(then: Date, now: Date): string {
  const hours = Math.max(0, (now.getTime() - then.getTime()) / 3_600_000);
  if (hours < 1) return 'within the hour';
  if (hours < 48) return `${count(Math.round(hours), 'hour')} ago`;
  return `${count(Math.round(hours / 24), 'day')} ago`;
}

function listWords(words: string[]): string {
  if (words.length <= 1) return words[0] ?? '';
  return `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`;
}
