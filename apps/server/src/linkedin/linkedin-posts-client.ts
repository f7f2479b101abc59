import { z } from 'zod';
import { readLinkedInError, type LinkedInErrorInfo, type LinkedInFailureReason } from './read-linkedin-error';

export interface LinkedInApiTarget {
  apiBaseUrl: string;
  /** `LinkedIn-Version`, YYYYMM. */
  apiVersion: string;
  timeoutMs?: number;
}

export type { LinkedInErrorInfo, LinkedInFailureReason } from './read-linkedin-error';

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
  /**
   * The post's `content` as LinkedIn answers it (media, multiImage, poll or article), loosely
   * typed: a read-back compares it with what was sent. Null for a text post.
   */
  content: unknown;
}

/**
 * A post's `content`, as the Posts API takes it (learn.microsoft.com/linkedin/marketing/
 * community-management/shares/posts-api): one kind per post. Asset ids are URNs from the Images,
 * Documents or Videos API, AVAILABLE and of the post's own author.
 */
export type LinkedInPostContent =
  | { media: { id: string; title?: string; altText?: string } }
  | { multiImage: { images: Array<{ id: string; altText?: string }> } }
  | {
      poll: {
        question: string;
        options: Array<{ text: string }>;
        settings: { duration: 'ONE_DAY' | 'THREE_DAYS' | 'SEVEN_DAYS' | 'FOURTEEN_DAYS' };
      };
    }
  | { article: { source: string; title: string; description?: string; thumbnail?: string } };

export interface LinkedInPostsClient {
  /** Publishes a post, with its content when it carries one; answers the new post's URN. */
  createPost(
    accessToken: string,
    post: { authorSub: string; commentary: string; content?: LinkedInPostContent },
  ): Promise<string>;
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
const ZLinkedInPostBody = z
  .object({
    id: z.string(),
    author: z.string(),
    commentary: z.string().default(''),
    lifecycleState: z.string(),
    visibility: z.string(),
    createdAt: z.number().optional(),
    content: z.unknown().optional(),
  })
  .loose();

/** LinkedIn's Posts API over fetch. Knows nothing of the sandbox: only the base URL differs. */
export function linkedInPostsClient(target: LinkedInApiTarget): LinkedInPostsClient {
  const call = (method: 'GET' | 'POST' | 'DELETE', path: string, accessToken: string, body?: unknown) =>
    send(target, method, path, accessToken, body);
  const postPath = (urn: string) => `/rest/posts/${encodeURIComponent(urn)}`;

  return {
    async createPost(accessToken, { authorSub, commentary, content }) {
      const response = await call('POST', '/rest/posts', accessToken, {
        author: `urn:li:person:${authorSub}`,
        commentary,
        ...(content === undefined ? {} : { content }),
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
      const { id, author, commentary, lifecycleState, visibility, createdAt, content } = parsed.data;
      return {
        urn: id,
        author,
        commentary,
        lifecycleState,
        visibility,
        createdAt: createdAt === undefined ? null : new Date(createdAt),
        content: content ?? null,
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

/** One REST call with LinkedIn's headers; shared by the Posts, Images/Documents/Videos and Comments clients. */
export async function send(
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

export function transportFailure(error: unknown): LinkedInApiError {
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

export async function readJson(response: Response): Promise<unknown> {
  try {
    return JSON.parse(await response.text());
  } catch (error) {
    if (error instanceof SyntaxError) return undefined;
    throw transportFailure(error);
  }
}

/** Every non-success answer becomes one typed failure carrying LinkedIn's status and codes. */
export async function failure(response: Response): Promise<LinkedInApiError> {
  const { reason, info, summary } = readLinkedInError(response.status, await readJson(response));
  return new LinkedInApiError(reason, summary, info);
}
