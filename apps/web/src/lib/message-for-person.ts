import { ApiError } from './api-client';

/**
 * Codes of the server's AppErrors, whose messages are written for the member
 * (apps/server/src/errors/app-error.ts). Left out on purpose: NOT_FOUND and BAD_REQUEST, which the
 * server also answers for a route it lacks ('Nothing at POST …') and for a request its schema
 * refuses ('Invalid body: …'), and INTERNAL, whose text adds nothing to the spec's own.
 */
const WRITTEN_FOR_PEOPLE = new Set([
  'UNAUTHORIZED',
  'FORBIDDEN',
  'CONFLICT',
  'TOO_MANY_REQUESTS',
  'BAD_GATEWAY',
  'SERVICE_UNAVAILABLE',
]);

/**
 * The server's explanation of a failure when it wrote one for a person ('LinkedIn's daily posting
 * limit was reached…'), shown under the spec's text; anything else (a missing route, a schema
 * complaint, 'Failed to fetch') goes to the console for whoever debugs, never on screen.
 */
export function messageForPerson(error: unknown): string | undefined {
  if (error instanceof ApiError && error.code && WRITTEN_FOR_PEOPLE.has(error.code)) return error.message;
  // eslint-disable-next-line no-console -- details for developers belong in the log, not on screen
  console.warn('Cadence request failed:', error);
  return undefined;
}

/** Fastify's schema check answers 'Invalid body: field: sentence'; the contract's sentences are written for people. */
const SCHEMA_PREFIX = /^Invalid (body|querystring|params|headers): /;

/**
 * For calls whose refusals the server words for the member (a preference it cannot take, an
 * automation not ready to start, a draft that cannot be approved yet): a 400 or 422 sentence is
 * shown too, without the schema check's prefix; everything else as messageForPerson decides.
 */
export function refusalForPerson(error: unknown): string | undefined {
  if (error instanceof ApiError && (error.code === 'BAD_REQUEST' || error.code === 'UNPROCESSABLE'))
    return error.message.replace(SCHEMA_PREFIX, '');
  return messageForPerson(error);
}
