import type { TTopicEvidence } from '@cadence/contract/content/trending-topics';
import { ExternalLink } from 'lucide-react';
import { safeExternalUrl } from '../../../lib/safe-url';

const MAX_EVIDENCE = 3;

/**
 * A topic's sources: each distinct headline once, with every outlet that carried it
 * ("The Verge, Wired and Ars Technica"), so one wire headline is never listed three times.
 */
export function TopicEvidence({ evidence }: { evidence: TTopicEvidence[] }) {
  const lines = evidence
    .map((item) => ({ ...item, href: safeExternalUrl(item.url), outletNames: outletsOf(item) }))
    .filter((item) => item.href !== null)
    .slice(0, MAX_EVIDENCE);
  if (lines.length === 0) return null;
  return (
    <div className="border-t border-slate-200 bg-slate-50/70 px-3 py-2 sm:px-4">
      <p className="text-xs font-medium text-slate-500">Sources</p>
      <ul className="mt-1 flex flex-col gap-1">
        {lines.map((item) => (
          <li key={item.href} className="flex min-w-0 flex-col text-xs sm:flex-row sm:items-baseline sm:gap-1.5">
            <a
              href={item.href ?? undefined}
              target="_blank"
              rel="noopener noreferrer"
              className="flex min-w-0 items-baseline gap-1 rounded text-brand-600 hover:underline"
            >
              <span className="truncate">{item.title}</span>
              <ExternalLink aria-hidden="true" className="size-3 shrink-0 self-center" />
              <span className="sr-only">(opens in a new tab)</span>
            </a>
            <span className="shrink-0 text-slate-500">
              {listWords(item.outletNames)}
              {formatDay(item.published_at) && ` · ${formatDay(item.published_at)}`}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The outlets that carried the headline; an older answer names only the linked one. */
function outletsOf(item: TTopicEvidence): string[] {
  const named = (item.outlets ?? []).filter((o) => o.trim().length > 0);
  return named.length > 0 ? [...new Set(named)] : [item.source];
}

function listWords(words: string[]): string {
  if (words.length <= 1) return words[0] ?? '';
  return `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`;
}

function formatDay(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : new Intl.DateTimeFormat(undefined, { day: 'numeric', month: 'short' }).format(date);
}
