import type { PostAttemptOutcome } from '../db/schema';
import { AppError, type AppErrorCode } from '../errors/app-error';
import type { LinkedInApiError, LinkedInFailureReason } from '../linkedin/linkedin-posts-client';

export interface PublishFailure {
  /** What the post row and the person are told. */
  message: string;
  /** How Cadence answers its own caller. */
  code: AppErrorCode;
  outcome: Exclude<PostAttemptOutcome, 'published'>;
  /** LinkedIn no longer accepts the token: the header must show 'LinkedIn Disconnected'. */
  disconnect: boolean;
  /** Our own fault or LinkedIn's (not the member's): someone must look at the logs. */
  alarm: boolean;
}

export const RECONNECT_MESSAGE = 'LinkedIn no longer accepts Cadence’s access. Please reconnect your LinkedIn account.';
export const MISSING_PERMISSION_MESSAGE =
  'Cadence is missing LinkedIn’s permission to post for you. Please reconnect and allow posting.';
export const UNKNOWN_OUTCOME_MESSAGE =
  'LinkedIn did not answer. Your post may or may not have been published; check LinkedIn before trying again.';

/**
 * Each LinkedIn answer as a state and a message a person can act on. The HTTP status is Cadence's
 * own: never 401, because the member's Cadence session is fine and a 401 would sign them out.
 *
 * | LinkedIn                      | post     | attempt  | Cadence answers          |
 * |-------------------------------|----------|----------|--------------------------|
 * | 401 (65600 / 65601)           | failed   | rejected | 409 CONFLICT, reconnect; connection marked revoked |
 * | 403 ACCESS_DENIED             | failed   | rejected | 403 FORBIDDEN            |
 * | 422 DUPLICATE_POST            | failed   | rejected | 409 CONFLICT, names the original |
 * | 426 NONEXISTENT_VERSION       | failed   | rejected | 502 BAD_GATEWAY, logged as an error |
 * | 429                           | failed   | rejected | 429 TOO_MANY_REQUESTS    |
 * | other 4xx                     | failed   | rejected | 502 BAD_GATEWAY, logged  |
 * | 5xx, time-out, lost answer    | failed   | unknown  | 502 BAD_GATEWAY          |
 * | connection refused / no DNS   | failed   | rejected | 503 SERVICE_UNAVAILABLE  |
 */
export function describePublishFailure(error: LinkedInApiError, postUrl: (urn: string) => string): PublishFailure {
  const rejected = (code: AppErrorCode, message: string, extra: Partial<PublishFailure> = {}): PublishFailure => ({
    code,
    message,
    outcome: 'rejected',
    disconnect: false,
    alarm: false,
    ...extra,
  });
  const reason: LinkedInFailureReason = error.reason;
  switch (reason) {
    case 'unauthorized':
      return rejected('CONFLICT', RECONNECT_MESSAGE, { disconnect: true });
    case 'forbidden':
      return rejected('FORBIDDEN', MISSING_PERMISSION_MESSAGE);
    case 'duplicate': {
      const original = error.info.duplicateOf;
      return rejected(
        'CONFLICT',
        original
          ? `LinkedIn says this exact post was already published: ${postUrl(original)}`
          : 'LinkedIn says this exact post was already published.',
      );
    }
    case 'version_retired':
      return rejected('BAD_GATEWAY', 'Cadence uses a LinkedIn API version LinkedIn has retired. Please contact support.', {
        alarm: true,
      });
    case 'throttled':
      return rejected('TOO_MANY_REQUESTS', 'LinkedIn’s daily posting limit was reached. Please try again later.');
    case 'unreachable':
      return rejected(
        'SERVICE_UNAVAILABLE',
        'Cadence could not reach LinkedIn, so your post was not published. Please try again in a few minutes.',
      );
    case 'rejected':
    case 'not_found':
      return rejected('BAD_GATEWAY', 'LinkedIn refused this post. Please try again; if it keeps happening, contact support.', {
        alarm: true,
      });
    case 'server_error':
    case 'no_answer':
    case 'bad_answer':
      return { code: 'BAD_GATEWAY', message: UNKNOWN_OUTCOME_MESSAGE, outcome: 'unknown', disconnect: false, alarm: false };
  }
}

export function publishFailureError(failure: PublishFailure, error: LinkedInApiError): AppError {
  return new AppError(failure.code, failure.message, { reason: error.reason, ...error.info });
}
