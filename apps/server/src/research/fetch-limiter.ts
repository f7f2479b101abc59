/**
 * Bounds outgoing fetches: at most `global` at once for the whole process, and at most
 * `perHost` at once to any one host, so several feeds on one site (subreddits, Google News
 * searches) never hit it in parallel bursts. Waiting is abortable: a request whose time budget
 * runs out stops queueing.
 */
export interface FetchLimiter {
  run<T>(host: string, task: () => Promise<T>, signal?: AbortSignal): Promise<T>;
}

export function createFetchLimiter(options: { global: number; perHost: number }): FetchLimiter {
  let active = 0;
  const activeByHost = new Map<string, number>();
  const waiting: Array<{ host: string; start: () => void }> = [];

  const canStart = (host: string) => active < options.global && (activeByHost.get(host) ?? 0) < options.perHost;

  const release = (host: string) => {
    active--;
    const left = (activeByHost.get(host) ?? 1) - 1;
    if (left === 0) activeByHost.delete(host);
    else activeByHost.set(host, left);
    // The first waiter whose host has room goes next; others keep their place.
    const index = waiting.findIndex((w) => canStart(w.host));
    if (index !== -1) waiting.splice(index, 1)[0]!.start();
  };

  const acquire = (host: string, signal?: AbortSignal) =>
    new Promise<void>((resolve, reject) => {
      const take = () => {
        active++;
        activeByHost.set(host, (activeByHost.get(host) ?? 0) + 1);
        resolve();
      };
      if (signal?.aborted) return reject(signal.reason);
      if (canStart(host)) return take();
      const entry = {
        host,
        start: () => {
          signal?.removeEventListener('abort', onAbort);
          take();
        },
      };
      const onAbort = () => {
        const index = waiting.indexOf(entry);
        if (index !== -1) waiting.splice(index, 1);
        reject(signal?.reason);
      };
      signal?.addEventListener('abort', onAbort, { once: true });
      waiting.push(entry);
    });

  return {
    async run(host, task, signal) {
      await acquire(host, signal);
      try {
        return await task();
      } finally {
        release(host);
      }
    },
  };
}
