import type { NewsFault, NewsFaultTarget } from '@cadence/linkedin-sandbox';
import type { NewsSandboxState } from '@cadence/linkedin-sandbox/news/news-control-routes';
import { callControl } from './sandbox-client';

export type { NewsSandboxState };

export interface NewsSandboxClient {
  state(): Promise<NewsSandboxState>;
  /** target: a kind ('reddit', 'rss', …), a feed id, 'r/<subreddit>', or '*' for every source. */
  setFault(target: NewsFaultTarget, fault: NewsFault): Promise<NewsSandboxState>;
  clearFault(target: NewsFaultTarget): Promise<NewsSandboxState>;
  clearFaults(): Promise<NewsSandboxState>;
  /** No faults, request counts back to zero. */
  reset(): Promise<NewsSandboxState>;
}

/** A typed client for a standalone news sandbox's HTTP controls under `${news.url}/__sandbox/...`. */
export function newsSandboxClient(news: { url: string; controlToken: string }): NewsSandboxClient {
  const call = (method: 'GET' | 'PUT' | 'POST' | 'DELETE', route: string, body?: unknown) =>
    callControl<NewsSandboxState>(news.url, news.controlToken, method, route, body);
  return {
    state: () => call('GET', 'state'),
    setFault: (target, fault) => call('PUT', `faults/${encodeURIComponent(target)}`, fault),
    clearFault: (target) => call('DELETE', `faults/${encodeURIComponent(target)}`),
    clearFaults: () => call('DELETE', 'faults'),
    reset: () => call('POST', 'reset'),
  };
}
