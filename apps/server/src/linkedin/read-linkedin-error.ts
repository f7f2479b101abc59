import { z } from 'zod';

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
  /** The top-level `code`, else the first `errorDetails.inputErrors[].code`. */
  code?: string;
  /** Every `errorDetails.inputErrors[].code`, in LinkedIn's order. */
  inputErrorCodes?: string[];
  /** LinkedIn's own message, for logs: it is not written for members. */
  linkedInMessage?: string;
  /** The post a 422 DUPLICATE_POST names ("Content is a duplicate of urn:li:share:…"). */
  duplicateOf?: string;
}

export interface LinkedInErrorReading {
  reason: LinkedInFailureReason;
  info: LinkedInErrorInfo;
  /** One line for logs and errors: status, code and LinkedIn's message. */
  summary: string;
}

// LinkedIn's REST error body (https://learn.microsoft.com/linkedin/shared/api-guide/concepts/error-handling):
// `{status, message, serviceErrorCode?}`, with `code` on some answers and, on schema and content
// errors, `errorDetailType` and `errorDetails.inputErrors[]` whose entries carry the code. Every
// field is optional here: a gateway in front of LinkedIn may answer with anything at all.
const ZInputError = z.object({ code: z.string().optional() }).loose();
const ZLinkedInErrorBody = z
  .object({
    status: z.number().optional(),
    serviceErrorCode: z.number().optional(),
    code: z.string().optional(),
    message: z.string().optional(),
    errorDetails: z
      .object({ inputErrors: z.array(ZInputError).optional() })
      .loose()
      .optional(),
  })
  .loose();

const DUPLICATE_CODE = 'DUPLICATE_POST';
const DUPLICATE_OF = /duplicate of (urn:li:(?:share|ugcPost):\d+)/i;

/**
 * Reads any non-success answer of LinkedIn's REST APIs: the one place that knows where LinkedIn
 * puts its codes. A duplicate is recognised by its code wherever it sits (top level or in
 * `errorDetails.inputErrors`), and by its message when a code is missing; the URN it names is kept.
 */
export function readLinkedInError(httpStatus: number, body: unknown): LinkedInErrorReading {
  const parsed = ZLinkedInErrorBody.safeParse(body);
  const fields = parsed.success ? parsed.data : {};
  const inputErrorCodes = (fields.errorDetails?.inputErrors ?? [])
    .map((entry) => entry.code)
    .filter((code): code is string => code !== undefined);
  const code = fields.code ?? inputErrorCodes[0];
  const duplicateOf = fields.message === undefined ? undefined : DUPLICATE_OF.exec(fields.message)?.[1];
  const isDuplicate =
    httpStatus === 422 && (code === DUPLICATE_CODE || inputErrorCodes.includes(DUPLICATE_CODE) || duplicateOf !== undefined);

  const info: LinkedInErrorInfo = {
    httpStatus,
    ...(fields.serviceErrorCode === undefined ? {} : { serviceErrorCode: fields.serviceErrorCode }),
    ...(code === undefined ? {} : { code }),
    ...(inputErrorCodes.length === 0 ? {} : { inputErrorCodes }),
    ...(fields.message === undefined ? {} : { linkedInMessage: fields.message }),
    ...(isDuplicate && duplicateOf !== undefined ? { duplicateOf } : {}),
  };
  const reason = isDuplicate ? 'duplicate' : reasonFor(httpStatus);
  const message = fields.message?.trim() || 'no message';
  return { reason, info, summary: `LinkedIn answered ${httpStatus}${code ? ` ${code}` : ''}: ${message}` };
}

function reasonFor(status: number): LinkedInFailureReason {
  if (status === 401) return 'unauthorized';
  if (status === 403) return 'forbidden';
  if (status === 404) return 'not_found';
  if (status === 426) return 'version_retired';
  if (status === 429) return 'throttled';
  if (status >= 500) return 'server_error';
  if (status >= 400) return 'rejected';
  // A success we did not expect (200 for a create, 3xx): whatever happened, we cannot confirm it.
  return 'bad_answer';
}
