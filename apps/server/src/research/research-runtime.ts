import type { Deps } from '../deps';
import { createFetchLimiter, type FetchLimiter } from './fetch-limiter';

/** At most this many requests at once to one host, whatever the global limit. */
const PER_HOST_CONCURRENCY = 2;
const MEMO_ENTRIES = 500;

export type ResearchDeps = Pick<Deps, 'config' | 'database'>;

/** Process-wide state of the research domain: limits and memos shared by all requests. */
export interface ResearchRuntime {
  limiter: FetchLimiter;
  /** Concurrent requests for the same feed share one fetch. */
  inFlight: Map<string, Promise<unknown>>;
  memo: BoundedMemo<unknown>;
}

// Per database, i.e. per running app, so tests with their own databases never share state.
const runtimes = new WeakMap<object, ResearchRuntime>();

export function runtimeOf(deps: ResearchDeps): ResearchRuntime {
  let runtime = runtimes.get(deps.database);
  if (!runtime) {
    runtime = {
      limiter: createFetchLimiter({ global: deps.config.research.concurrency, perHost: PER_HOST_CONCURRENCY }),
      inFlight: new Map(),
      memo: new BoundedMemo(MEMO_ENTRIES),
    };
    runtimes.set(deps.database, runtime);
  }
  return runtime;
}

/** A Map that forgets its oldest entries past a size, so memos never grow without bound. */
export class BoundedMemo<V> {
  readonly #entries = new Map<string, V>();

  constructor(readonly maxEntries: number) {}

  get(key: string): V | undefined {
    return this.#entries.get(key);
  }

  set(key: string, value: V): void {
    this.#entries.delete(key);
    if (this.#entries.size >= this.maxEntries) this.#entries.delete(this.#entries.keys().next().value!);
    this.#entries.set(key, value);
  }
}
