/** 'ai, , #leadership ,growth' → ['ai', '#leadership', 'growth'] (spec §5: split on commas, trimmed, empties dropped). */
export function splitHashtags(text: string): string[] {
  return text
    .split(',')
    .map((tag) => tag.trim())
    .filter(Boolean);
}
