/**
 * A rejected value as an error message may quote it: text as sent (cut short), anything else by its
 * kind. Never String(value): an object with a hostile toString would throw inside the error.
 */
export function describeInput(input: unknown): string {
  if (typeof input === 'string') return input.length > 60 ? `${input.slice(0, 60)}…` : input;
  if (typeof input === 'number' || typeof input === 'boolean') return String(input);
  if (input === null) return 'null';
  return Array.isArray(input) ? 'a list' : `a value of type ${typeof input}`;
}
