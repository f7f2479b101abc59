import type { Config } from '../config/load-config';

/**
 * Where a member sees a post. The built-in sandbox serves the same path itself, so "View on
 * LinkedIn" leads somewhere real in the embedded default too.
 */
export function linkedInPostUrl(linkedin: Pick<Config['linkedin'], 'sandbox' | 'apiBaseUrl'>, urn: string): string {
  const base = linkedin.sandbox ? linkedin.apiBaseUrl : 'https://www.linkedin.com';
  return `${base}/feed/update/${urn}`;
}
