import { useSyncExternalStore } from 'react';

/**
 * The time, renewed once a minute, for labels such as 'measured 2 h ago': one shared interval for
 * every card, started by the first reader and stopped with the last.
 */
let now = Date.now();
const listeners = new Set<() => void>();
let timer: ReturnType<typeof setInterval> | null = null;

function subscribe(listener: () => void) {
  listeners.add(listener);
  if (!timer) {
    now = Date.now();
    timer = setInterval(() => {
      now = Date.now();
      for (const notify of listeners) notify();
    }, 60_000);
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && timer) {
      clearInterval(timer);
      timer = null;
    }
  };
}

/** Stable within a minute (as useSyncExternalStore needs), never older than one. */
function snapshot() {
  const current = Date.now();
  if (current - now >= 60_000) now = current;
  return now;
}

export const useNow = () => useSyncExternalStore(subscribe, snapshot);
