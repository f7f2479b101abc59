/**
 * A loose key for a word and its verb forms: "bootstrapping", "bootstrapped" and "bootstrap" share
 * one, as do "hiring" and "hire". Unlike stemWord (plurals only, because stems are shown and spelled
 * back), this key is never shown: it only answers whether two texts use the same word in some form,
 * and it may merge more than a person would ("marketing" with "markets").
 */
export function wordFamily(word: string): string {
  return word
    .toLowerCase()
    .replace(/[-'’]/g, '')
    .replace(/(ing|ed|er|es|s|e)$/, '');
}
