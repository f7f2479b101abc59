import { createRandom, type Random } from '../../../apps/server/src/writing/seeded-random';

export interface SyntheticMember {
  name: string;
  niche: string;
  /** How they write, in a line, for the report. */
  style: string;
  posts: string[];
}

/** Fills `{slot}` from the member's word banks; a slot may name a bank or a nested template. */
export function fill(random: Random, template: string, banks: Record<string, readonly string[]>): string {
  return template.replace(/\{(\w+)\}/g, (_, slot: string) => {
    const bank = banks[slot];
    if (!bank) throw new Error(`no bank ${slot}`);
    return fill(random, random.pick(bank), banks);
  });
}

/** Every member's posts come from a fixed seed, so the eval reads the same corpus on every run. */
export function writePosts(seed: number, count: number, writeOne: (random: Random, index: number) => string): string[] {
  const random = createRandom(seed);
  return Array.from({ length: count }, (_, i) => writeOne(random.fork(`post-${i}`), i));
}

export function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
