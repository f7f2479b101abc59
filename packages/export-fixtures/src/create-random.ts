/**
 * A small seeded generator (mulberry32): the same seed gives the same export, byte for byte, on every
 * machine, which Math.random cannot promise.
 */
export interface Random {
  /** A float in [0, 1). */
  next(): number;
  /** A whole number from min to max, both included. */
  int(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
  chance(probability: number): boolean;
  /** Picks by weight: weights need not sum to 1. */
  weighted<T>(items: readonly T[], weights: readonly number[]): T;
  /** Up to `count` different items, in random order. */
  sample<T>(items: readonly T[], count: number): T[];
  /** Lower-case hexadecimal digits. */
  hex(length: number): string;
  /** Characters of the URL-safe base64 alphabet, like LinkedIn's opaque ids. */
  token(length: number): string;
}

const TOKEN_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

export function createRandom(seed: number): Random {
  let state = seed >>> 0 || 0x9e3779b9;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const int = (min: number, max: number): number => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => {
    if (items.length === 0) throw new Error('Cannot pick from an empty list.');
    return items[Math.floor(next() * items.length)] as T;
  };
  return {
    next,
    int,
    pick,
    chance: (probability) => next() < probability,
    weighted(items, weights) {
      const total = weights.reduce((sum, weight) => sum + weight, 0);
      let roll = next() * total;
      for (let index = 0; index < items.length; index += 1) {
        roll -= weights[index] ?? 0;
        if (roll < 0) return items[index] as (typeof items)[number];
      }
      return items[items.length - 1] as (typeof items)[number];
    },
    sample(items, count) {
      const copy = [...items];
      for (let index = copy.length - 1; index > 0; index -= 1) {
        const other = Math.floor(next() * (index + 1));
        [copy[index], copy[other]] = [copy[other] as (typeof copy)[number], copy[index] as (typeof copy)[number]];
      }
      return copy.slice(0, count);
    },
    hex(length) {
      let out = '';
      for (let index = 0; index < length; index += 1) out += Math.floor(next() * 16).toString(16);
      return out;
    },
    token(length) {
      let out = '';
      for (let index = 0; index < length; index += 1) out += TOKEN_ALPHABET[Math.floor(next() * 64)];
      return out;
    },
  };
}
