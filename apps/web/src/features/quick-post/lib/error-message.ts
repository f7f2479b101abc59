import { ApiError } from '../../../lib/api-client';

/**
 * The server's own words when it gave some, else the spec's fallback. The api client invents
 * 'HTTP {status}' / 'Unknown error' / 'Unexpected answer…' when the server said nothing useful;
 * those are not worth showing a member.
 */
export function serverMessage(error: unknown, fallback: string): string {
  if (!(error instanceof ApiError)) return fallback;
  const generic = [`HTTP ${error.status}`, 'Unknown error', 'Unexpected answer from the server'];
  return generic.includes(error.message) ? fallback : error.message;
}
