// How the offline writer tells headlines no rule in retell-title.ts was written from
// (bench/data/held-out-headlines.txt): `node --import tsx bench/retell-held-out.ts`. Prints each
// title, the sentence a draft tells and the subject it writes about, and how many are told as they
// stand. Whether a retelling reads well is for a person to judge; the count is the only figure.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gatherTopicFacts } from '../apps/server/src/writing/gather-topic-facts';

const file = path.join(import.meta.dirname, 'data', 'held-out-headlines.txt');
const sets = new Map<string, string[]>();
let current = '';
for (const line of readFileSync(file, 'utf8').split('\n')) {
  const set = /^# (set \d+)$/.exec(line);
  if (set) sets.set((current = set[1] as string), []);
  else if (line.trim() && !line.startsWith('#')) sets.get(current)?.push(line.trim());
}

const bare = (text: string) => text.replace(/[.?!]$/, '').toLowerCase();
for (const [name, titles] of sets) {
  let asItStands = 0;
  console.log(`\n${name}`);
  for (const title of titles) {
    const evidence = [title, `${title} (another outlet)`].map((t) => ({
      title: t,
      url: 'https://example.com',
      source: 'Example',
      published_at: '',
    }));
    const facts = gatherTopicFacts(
      {
        niche: 'Technology',
        topic: title,
        trending_topic_data: { title, description: '', trend_reason: '', relevance_score: 5, evidence },
      },
      'this shift',
    );
    const same = facts.headline !== null && bare(facts.headline) === bare(title);
    if (same) asItStands += 1;
    console.log(`${same ? '=' : ' '} ${title}\n    → ${facts.headline ?? '(not told)'} | about: ${facts.subject}`);
  }
  console.log(`${name}: ${asItStands} of ${titles.length} told as they stand`);
}
