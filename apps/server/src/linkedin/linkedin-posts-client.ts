import { z } from 'zod';

export interface LinkedInApiTarget {
  apiBaseUrl: string;
  /** `LinkedIn-Version`, YYYYMM. */
  apiVersion: string;
  timeoutMs?: number;
}

/**
 * Why a call failed, in the terms the caller must act on. `server_error`, `no_answer` and
 * `bad_answer` leave the outcome unknown: LinkedIn may have created the post anyway.
 */
export type LinkedInFailureReason =
  | 'unauthorized'
  | 'forbidden'
  | 'not_found'
  | 'duplicate'
  | 'rejected'
  | 'version_retired'
  | 'throttled'
  | 'server_error'
  | 'no_answer'
  | 'bad_answer'
  | 'unreachable';

export interface LinkedInErrorInfo {
  httpStatus?: number;
  serviceErrorCode?: number;
  code?: string;
  /** LinkedIn's own message, for logs: it is not written for members. */
  linkedInMessage?: string;
  /** The original post a 422 DUPLICATE_POST names. */
  duplicateOf?: string;
}

export class LinkedInApiError extends Error {
  constructor(
    readonly reason: LinkedInFailureReason,
    message: string,
    readonly info: LinkedInErrorInfo = {},
  ) {
    super(message);
    this.name = 'LinkedInApiError';
  }

  /** LinkedIn may have acted on the request: never re-send blindly. */
  get outcomeUnknown(): boolean {
    return this.reason === 'server_error' || this.reason === 'no_answer' || this.reason === 'bad_answer';
  }
}

export interface LinkedInPost {
  urn: string;
  author: string;
  commentary: string;
  lifecycleState: string;
  visibility: string;
  createdAt: Date | null;
}

export interface LinkedInPostsClient {
  /** Publishes a text post; answers the new post's URN. */
  createPost(accessToken: string, post: { authorSub: string; commentary: string }): Promise<string>;
  getPost(accessToken: string, urn: string): Promise<LinkedInPost>;
  /** Idempotent: a post that is already gone counts as deleted. */
  deletePost(accessToken: string, urn: string): Promise<void>;
}

const DEFAULT_TIMEOUT_MS = 15_000;
/** Failures that happen before a request leaves this machine: nothing reached LinkedIn. */
const NOT_SENT_CODES = new Set([
  'ECONNREFUSED',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'UND_ERR_CONNECT_TIMEOUT',
]);
const URN_PATTERN = /urn:li:(?:share|ugcPost):\d+/;

const ZLinkedInErrorBody = z
  .object({
    status: z.number().optional(),
    serviceErrorCode: z.number().optional(),
    code: z.string().optional(),
    message: z.string().optional(),
  })
  .loose();

const ZLinkedInPostBody = z
  .object({
    id: z.string(),
    author: z.string(),
    commentary: z.string().default(''),
    lifecycleState: z.string(),
    visibility: z.string(),
    createdAt: z.number().optional(),
  })
  .loose();

/** LinkedIn's Posts API over fetch. Knows nothing of the sandbox: only the base URL differs. */
export function linkedInPostsClient(target: LinkedInApiTarget): LinkedInPostsClient {
  const call = (method: 'GET' | 'POST' | 'DELETE', path: string, accessToken: string, body?: unknown) =>
    send(target, method, path, accessToken, body);
  const postPath = (urn: string) => `/rest/posts/${encodeURIComponent(urn)}`;

  return {
    async createPost(accessToken, { authorSub, commentary }) {
      const response = await call('POST', '/rest/posts', accessToken, {
        author: `urn:li:person:${authorSub}`,
        commentary,
        visibility: 'PUBLIC',
        distribution: { feedDistribution: 'MAIN_FEED', targetEntities: [], thirdPartyDistributionChannels: [] },
        lifecycleState: 'PUBLISHED',
        isReshareDisabledByAuthor: false,
      });
      if (response.status !== 201) throw await failure(response);
      const urn = response.headers.get('x-restli-id');
      if (!urn) {
        throw new LinkedInApiError('bad_answer', 'LinkedIn answered 201 without an x-restli-id header', {
          httpStatus: response.status,
        });
      }
      return urn;
    },

    async getPost(accessToken, urn) {
      const response = await call('GET', postPath(urn), accessToken);
      if (response.status !== 200) throw await failure(response);
      const parsed = ZLinkedInPostBody.safeParse(await readJson(response));
      if (!parsed.success)
        throw new LinkedInApiError('bad_answer', `LinkedIn answered an unexpected post shape: ${parsed.error.message}`);
      const { id, author, commentary, lifecycleState, visibility, createdAt } = parsed.data;
      return {
        urn: id,
        author,
        commentary,
        lifecycleState,
        visibility,
        createdAt: createdAt === undefined ? null : new Date(createdAt),
      };
    },

    async deletePost(accessToken, urn) {
      const response = await call('DELETE', postPath(urn), accessToken);
      if (response.status === 204 || response.status === 404) {
        await response.body?.cancel();
        return;
      }
      throw await failure(response);
    },
  };
}

async function send(
  target: LinkedInApiTarget,
  method: string,
  path: string,
  accessToken: string,
  body?: unknown,
): Promise<Response> {
  try {
    return await fetch(`${target.apiBaseUrl}${path}`, {
      method,
      headers: {
        authorization: `Bearer ${accessToken}`,
        'linkedin-version': target.apiVersion,
        'x-restli-protocol-version': '2.0.0',
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      signal: AbortSignal.timeout(target.timeoutMs ?? DEFAULT_TIMEOUT_MS),
      redirect: 'error',
    });
  } catch (error) {
    throw transportFailure(error);
  }
}

function transportFailure(error: unknown): LinkedInApiError {
  if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')) {
    return new LinkedInApiError('no_answer', 'LinkedIn did not answer in time');
  }
  const cause = error instanceof Error ? (error.cause as { code?: unknown } | undefined) : undefined;
  const code = typeof cause?.code === 'string' ? cause.code : undefined;
  if (code !== undefined && NOT_SENT_CODES.has(code)) {
    return new LinkedInApiError('unreachable', `LinkedIn could not be reached (${code})`, { code });
  }
  // A connection lost mid-request may have delivered it: that is an unknown outcome, not "not sent".
  return new LinkedInApiError(
    'no_answer',
    `The connection to LinkedIn failed: ${error instanceof Error ? error.message : String(error)}`,
    {
      ...(code === undefined ? {} : { code }),
    },
  );
}

async function readJson(response: Response): Promise<unknown> {
  try {
    return JSON.parse(await response.text());
  } catch (error) {
    if (error instanceof SyntaxError) return undefined;
    throw transportFailure(error);
  }
}

/** Every non-success answer becomes one typed failure carrying LinkedIn's status and codes. */
async function failure(response: Response): Promise<LinkedInApiError> {
  const parsed = ZLinkedInErrorBody.safeParse(await readJson(response));
  const body = parsed.success ? parsed.data : {};
  const info: LinkedInErrorInfo = {
    httpStatus: response.status,
    ...(body.serviceErrorCode === undefined ? {} : { serviceErrorCode: body.serviceErrorCode }),
    ...(body.code === undefined ? {} : { code: body.code }),
    ...(body.message === undefined ? {} : { linkedInMessage: body.message }),
  };
  const reason = reasonFor(response.status, body.code);
  if (reason === 'duplicate') {
    const original = URN_PATTERN.exec(body.message ?? '')?.[0];
    if (original !== undefined) info.duplicateOf = original;
  }
  return new LinkedInApiError(
    reason,
    `LinkedIn answered ${response.status}${body.code ? ` ${body.code}` : ''}: ${body.message ?? 'no message'}`,
    info,
  );
}

function reasonFor(status: number, code: string | undefined): LinkedInFailureReason {
  if (status === 401) return 'unauthorized';
  if (status === 403) return 'forbidden';
  if (status === 404) return 'not_found';
  if (status === 422 && code === 'DUPLICATE_POST') return 'duplicate';
  if (status === 426) return 'version_retired';
  if (status === 429) return 'throttled';
  if (status >= 500) return 'server_error';
  if (status >= 400) return 'rejected';
  // A success we did not expect (200 for a create, 3xx): whatever happened, we cannot confirm it.
  return 'bad_answer';
}
