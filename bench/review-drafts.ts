// Writes 20 drafts across niches, sub-niches and formats, with a neutral and an imported voice,
// through the built product over HTTP (the news sandbox as the web), to one Markdown file a reviewer
// reads without the code: `node --import tsx bench/review-drafts.ts [out.md] [shift]`. Nothing here
// judges the drafts; the reviewer does, against the faults issue 12 names. A shift other than 0 gives
// a set no earlier review has seen: each niche gets another case's format, the next topic offered
// and other seeds, so fixes made after one review are judged on drafts they were not made for.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ensureExport } from '@cadence/export-fixtures';
import { startApp } from '../e2e/support/start-app';
import { signInOverHttp } from './support/sign-in-over-http';
import { streamExportUpload } from './support/stream-export-upload';

const CASES: Array<{ niche: string; sub_niche: string; format: string }> = [
  { niche: 'Technology', sub_niche: 'AI in healthcare', format: 'Industry Insight' },
  { niche: 'Technology', sub_niche: '', format: 'Personal Story' },
  { niche: 'Marketing', sub_niche: 'B2B content', format: 'Tips & Tricks' },
  { niche: 'Marketing', sub_niche: '', format: 'controversial' },
  { niche: 'Sales', sub_niche: 'enterprise deals', format: 'Question & Answer' },
  { niche: 'Sales', sub_niche: '', format: 'story' },
  { niche: 'Leadership', sub_niche: 'remote teams', format: 'Opinion Piece' },
  { niche: 'Leadership', sub_niche: '', format: 'Behind the Scenes' },
  { niche: 'Entrepreneurship', sub_niche: 'bootstrapping', format: 'Case Study' },
  { niche: 'Entrepreneurship', sub_niche: '', format: 'list' },
  { niche: 'Data Science', sub_niche: 'MLOps', format: 'insight' },
  { niche: 'Data Science', sub_niche: '', format: 'Motivational' },
  { niche: 'Finance', sub_niche: 'FP&A', format: 'problem_solution' },
  { niche: 'Finance', sub_niche: '', format: 'Industry Insight' },
  { niche: 'HR', sub_niche: 'hiring', format: 'question' },
  { niche: 'HR', sub_niche: '', format: 'Personal Story' },
  { niche: 'Productivity', sub_niche: 'deep work', format: 'Tips & Tricks' },
  { niche: 'Productivity', sub_niche: '', format: 'Opinion Piece' },
  { niche: 'Personal Development', sub_niche: 'public speaking', format: 'Motivational' },
  { niche: 'Personal Development', sub_niche: '', format: 'story' },
];

async function main() {
  const out = process.argv[2] ?? '/tmp/draft-review/drafts.md';
  const shift = Number(process.argv[3] ?? 0);
  if (!Number.isInteger(shift) || shift < 0) throw new Error('shift must be a whole number ≥ 0');
  const app = await startApp('review-drafts', { env: { RATE_LIMIT_PER_MINUTE: '0', RATE_LIMIT_PER_MEMBER_PER_MINUTE: '0' } });
  try {
    const neutral = await signInOverHttp(app.url, 'review.neutral@example.com');
    const imported = await signInOverHttp(app.url, 'review.imported@example.com');
    const { zipPath } = await ensureExport('small', 7);
    const upload = await streamExportUpload(app.url, imported.accessToken, zipPath);
    if (upload.status !== 200) throw new Error(`import answered ${upload.status}`);

    const sections: string[] = [];
    for (const [i, base] of CASES.entries()) {
      const c = { ...base, format: (CASES[(i + 3 * shift) % CASES.length] as (typeof CASES)[number]).format };
      const who = i % 2 === 0 ? neutral : imported;
      const headers = { 'content-type': 'application/json', authorization: `Bearer ${who.accessToken}` };
      const topics = await post(app.url, '/api/content/trending-topics', headers, {
        niche: c.niche,
        sub_niche: c.sub_niche,
        context: c.format,
      });
      const offered = topics.data.topics;
      const topic = offered[shift % Math.max(offered.length, 1)];
      const draft = await post(app.url, '/api/content/generate-post', headers, {
        niche: c.niche,
        sub_niche: c.sub_niche,
        topic: topic?.title ?? c.niche,
        format: c.format,
        trending_topic_data: topic ?? null,
        seed: 1000 + 100 * shift + i,
      });
      sections.push(
        [
          `## Draft ${i + 1}`,
          `niche: ${c.niche} · sub-niche: ${c.sub_niche || '(none)'} · format: ${c.format} · voice: ${draft.data.voice} · writer: ${draft.data.writer.name}`,
          `topic picked: ${topic?.title ?? '(none offered)'}`,
          '',
          '```text',
          draft.data.content,
          '```',
          `hashtags: ${draft.data.hashtags.map((h: string) => `#${h}`).join(' ')}`,
        ].join('\n'),
      );
    }
    mkdirSync(path.dirname(out), { recursive: true });
    writeFileSync(out, `# 20 drafts for review\n\n${sections.join('\n\n')}\n`);
    console.log(`wrote ${out}`);
  } finally {
    await app.stop();
  }
}

async function post(base: string, route: string, headers: Record<string, string>, body: unknown) {
  const res = await fetch(`${base}${route}`, { method: 'POST', headers, body: JSON.stringify(body) });
  if (!res.ok) throw new Error(`${route} answered ${res.status}: ${await res.text()}`);
  return res.json();
}

await main();
