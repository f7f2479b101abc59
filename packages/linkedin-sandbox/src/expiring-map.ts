/**
 * A Map whose entries vanish after their deadline and which never grows past a cap, so a client
 * that opens consent pages forever cannot exhaust the server's memory.
 */
export class ExpiringMap<K, V> {
  readonly #entries = new Map<K, { value: V; expiresAt: number }>();

  constructor(readonly maxEntries: number) {}

  get(key: K, now = Date.now()): V | undefined {
    const entry = this.#entries.get(key);
    if (entry === undefined) return undefined;
    if (entry.expiresAt <= now) {
      this.#entries.delete(key);
      return undefined;
    }
    return entry.value;
  }

  set(key: K, value: V, expiresAt: number, now = Date.now()): void {
    this.#entries.delete(key);
    if (this.#entries.size >= this.maxEntries) this.#prune(now);
    this.#entries.set(key, { value, expiresAt });
  }

  delete(key: K): boolean {
    return this.#entries.delete(key);
  }

  clear(): void {
    this.#entries.clear();
  }

  get size(): number {
    return this.#entries.size;
  }

  #prune(now: number): void {
    for (const [key, entry] of this.#entries) {
      if (entry.expiresAt <= now) this.#entries.delete(key);
    }
    // Insertion order is age order, so the oldest entries go first.
    for (const key of this.#entries.keys()) {
      if (this.#entries.size < this.maxEntries) break;
      this.#entries.delete(key);
    }
  }
}
