import { isRecord } from './input-checks.ts';

/** The fields of a text post the sandbox understands. */
export interface PostInput {
  author: string;
  commentary: string;
  visibility: string;
  distribution: Record<string, unknown>;
  lifecycleState: string;
  isReshareDisabledByAuthor: boolean;
  /** The post's `content` as received; checked by post-content.ts. */
  content?: unknown;
}

export type PostInputCheck = { ok: true; value: PostInput } | { ok: false; status: 400 | 422; message: string };

// Fields the real Posts API accepts; anything else is refused as LinkedIn does, catching typos.
const knownFields = [
  'author',
  'commentary',
  'visibility',
  'distribution',
  'lifecycleState',
  'isReshareDisabledByAuthor',
  'content',
  'contentLandingPage',
  'contentCallToActionLabel',
  'reshareContext',
  'container',
  'adContext',
];
const visibilities = ['PUBLIC', 'CONNECTIONS', 'LOGGED_IN', 'CONTAINER'];
const feedDistributions = ['MAIN_FEED', 'NONE', 'CONTAINER_ONLY'];
const lifecycleStates = ['PUBLISHED', 'DRAFT'];

const unprocessable = (field: string, problem: string): PostInputCheck => ({
  ok: false,
  status: 422,
  message: `ERROR :: /${field} :: ${problem}\n`,
});

/** Checks a create request the way LinkedIn's schema validation does: 400 for unknown fields, 422 for bad values. */
export function readPostInput(body: unknown): PostInputCheck {
  if (!isRecord(body)) return { ok: false, status: 400, message: 'The request body must be a JSON object.' };
  const unknown = Object.keys(body).filter((key) => !knownFields.includes(key));
  if (unknown.length > 0) {
    return {
      ok: false,
      status: 400,
      message: `Unpermitted fields present in REQUEST_BODY: Data Processing Exception while processing fields [${unknown.map((k) => `/${k}`).join(', ')}]`,
    };
  }
  const { author, commentary, visibility, distribution, lifecycleState, isReshareDisabledByAuthor, content } = body;
  const missing = (['author', 'visibility', 'distribution', 'lifecycleState'] as const).find(
    (field) => body[field] === undefined,
  );
  if (missing !== undefined) return unprocessable(missing, 'field is required but not found and has no default value');
  if (typeof author !== 'string' || !/^urn:li:(?:person|organization):[A-Za-z0-9_-]+$/.test(author)) {
    return unprocessable('author', `"${String(author)}" is not a valid person or organization URN`);
  }
  if (typeof commentary !== 'string') return unprocessable('commentary', 'a text post needs commentary as a string');
  if (typeof visibility !== 'string' || !visibilities.includes(visibility)) {
    return unprocessable('visibility', `"${String(visibility)}" is not one of ${visibilities.join(', ')}`);
  }
  if (
    !isRecord(distribution) ||
    typeof distribution.feedDistribution !== 'string' ||
    !feedDistributions.includes(distribution.feedDistribution)
  ) {
    return unprocessable('distribution/feedDistribution', `must be one of ${feedDistributions.join(', ')}`);
  }
  if (typeof lifecycleState !== 'string' || !lifecycleStates.includes(lifecycleState)) {
    return unprocessable('lifecycleState', `"${String(lifecycleState)}" is not one of ${lifecycleStates.join(', ')}`);
  }
  if (isReshareDisabledByAuthor !== undefined && typeof isReshareDisabledByAuthor !== 'boolean') {
    return unprocessable('isReshareDisabledByAuthor', 'must be a boolean');
  }
  return {
    ok: true,
    value: {
      author,
      commentary,
      visibility,
      distribution,
      lifecycleState,
      isReshareDisabledByAuthor: isReshareDisabledByAuthor ?? false,
      ...(content === undefined ? {} : { content }),
    },
  };
}
