import { describe, expect, it } from 'vitest';
import { readLinkedInError } from './read-linkedin-error';

// Error bodies as LinkedIn writes them, copied from its documentation and from answers peers
// captured from the real API. They are written here as they were found, not as our sandbox
// answers: a client tested only against its own sandbox agrees with it even when both are wrong.
const examples = {
  // learn.microsoft.com/linkedin/shared/api-guide/concepts/error-handling, "Sample Response".
  documentedSample: { status: 401, body: { message: 'Empty oauth2_access_token', serviceErrorCode: 401, status: 401 } },
  // A repeated post, as captured from the Posts API by a peer (Arisamiga/Linkedin-RSS, issue 5):
  // no top-level code; DUPLICATE_POST sits in errorDetails.inputErrors[].code.
  duplicateCaptured: {
    status: 422,
    body: {
      errorDetailType: 'com.linkedin.common.error.BadRequest',
      message:
        'com.linkedin.content.common.exception.BadRequestResponseException: Content is a duplicate of urn:li:share:7141138937766391808',
      errorDetails: { inputErrors: [{ description: 'Duplicate post is detected', input: {}, code: 'DUPLICATE_POST' }] },
      status: 422,
    },
  },
  // The same answer in the form the design brief records from the Posts API (§3): the message
  // names the field, and the input error carries its path.
  duplicateWithPath: {
    status: 422,
    body: {
      status: 422,
      message: 'ERROR :: /commentary :: Content is a duplicate of urn:li:ugcPost:7290000000000000001',
      errorDetailType: 'com.linkedin.common.error.BadRequest',
      errorDetails: {
        inputErrors: [
          {
            description: 'Duplicate post is detected',
            input: { inputPath: { fieldPath: '/commentary' } },
            code: 'DUPLICATE_POST',
          },
        ],
      },
    },
  },
  // Schema validation of a create request, as captured through n8n's HTTP node (community.n8n.io,
  // "LinkedIn API post creation via HTTP Request node error with text format").
  schemaErrors: {
    status: 422,
    body: {
      message:
        'ERROR :: /author :: field is required but not found and has no default value\nERROR :: /commentary :: field is required but not found and has no default value\n',
      status: 422,
    },
  },
  // The same thread: a body that is not JSON.
  illegalArgument: {
    status: 400,
    body: { status: 400, code: 'ILLEGAL_ARGUMENT', message: 'Request body could not be converted to data map' },
  },
  // Token answers (design brief §3: 65600 invalid, 65601 revoked).
  revokedToken: {
    status: 401,
    body: {
      status: 401,
      serviceErrorCode: 65601,
      code: 'REVOKED_ACCESS_TOKEN',
      message: 'The token used in the request has been revoked by the user',
    },
  },
  missingScope: {
    status: 403,
    body: {
      status: 403,
      serviceErrorCode: 100,
      code: 'ACCESS_DENIED',
      message: 'Not enough permissions to access: partnerApiPostsExternal.CREATE.20240101',
    },
  },
  retiredVersion: {
    status: 426,
    body: { status: 426, code: 'NONEXISTENT_VERSION', message: 'Requested version 20230101 is not active' },
  },
  throttled: {
    status: 429,
    body: {
      status: 429,
      serviceErrorCode: 101,
      code: 'TOO_MANY_REQUESTS',
      message: 'Resource level throttle MEMBER DAY limit for calls to this resource is reached.',
    },
  },
} as const;

describe('readLinkedInError', () => {
  it('reads the documented sample: status, message and service error code', () => {
    const { status, body } = examples.documentedSample;
    expect(readLinkedInError(status, body)).toEqual({
      reason: 'unauthorized',
      info: { httpStatus: 401, serviceErrorCode: 401, linkedInMessage: 'Empty oauth2_access_token' },
      summary: 'LinkedIn answered 401: Empty oauth2_access_token',
    });
  });

  it('finds DUPLICATE_POST in errorDetails.inputErrors and keeps the URN the message names', () => {
    const captured = readLinkedInError(examples.duplicateCaptured.status, examples.duplicateCaptured.body);
    expect(captured.reason).toBe('duplicate');
    expect(captured.info).toMatchObject({
      httpStatus: 422,
      code: 'DUPLICATE_POST',
      inputErrorCodes: ['DUPLICATE_POST'],
      duplicateOf: 'urn:li:share:7141138937766391808',
    });
    const withPath = readLinkedInError(examples.duplicateWithPath.status, examples.duplicateWithPath.body);
    expect(withPath).toMatchObject({
      reason: 'duplicate',
      info: { code: 'DUPLICATE_POST', duplicateOf: 'urn:li:ugcPost:7290000000000000001' },
      summary:
        'LinkedIn answered 422 DUPLICATE_POST: ERROR :: /commentary :: Content is a duplicate of urn:li:ugcPost:7290000000000000001',
    });
  });

  it('knows a duplicate by its message when the code is missing, and a code without a URN', () => {
    const byMessage = readLinkedInError(422, { status: 422, message: 'Content is a duplicate of urn:li:share:42' });
    expect(byMessage).toMatchObject({ reason: 'duplicate', info: { duplicateOf: 'urn:li:share:42' } });
    const codeOnly = readLinkedInError(422, { status: 422, code: 'DUPLICATE_POST', message: 'Duplicate post' });
    expect(codeOnly.reason).toBe('duplicate');
    expect(codeOnly.info.duplicateOf).toBeUndefined();
  });

  it('never reads a duplicate into a status other than 422', () => {
    expect(readLinkedInError(400, examples.duplicateCaptured.body).reason).toBe('rejected');
  });

  it('reads schema errors and malformed requests as refusals, not duplicates', () => {
    expect(readLinkedInError(examples.schemaErrors.status, examples.schemaErrors.body)).toMatchObject({
      reason: 'rejected',
      info: { httpStatus: 422 },
    });
    expect(readLinkedInError(examples.schemaErrors.status, examples.schemaErrors.body).info.code).toBeUndefined();
    expect(readLinkedInError(examples.illegalArgument.status, examples.illegalArgument.body)).toMatchObject({
      reason: 'rejected',
      info: { code: 'ILLEGAL_ARGUMENT' },
    });
  });

  it('names token, scope, version and throttling answers', () => {
    const read = (example: { status: number; body: unknown }) => readLinkedInError(example.status, example.body);
    expect(read(examples.revokedToken)).toMatchObject({
      reason: 'unauthorized',
      info: { serviceErrorCode: 65601, code: 'REVOKED_ACCESS_TOKEN' },
    });
    expect(read(examples.missingScope)).toMatchObject({ reason: 'forbidden', info: { code: 'ACCESS_DENIED' } });
    expect(read(examples.retiredVersion)).toMatchObject({ reason: 'version_retired', info: { code: 'NONEXISTENT_VERSION' } });
    expect(read(examples.throttled)).toMatchObject({ reason: 'throttled', info: { serviceErrorCode: 101 } });
  });

  it('reads a body that is not LinkedIn’s (a gateway’s HTML, nothing at all) by its status alone', () => {
    expect(readLinkedInError(502, undefined)).toEqual({
      reason: 'server_error',
      info: { httpStatus: 502 },
      summary: 'LinkedIn answered 502: no message',
    });
    expect(readLinkedInError(422, ['not', 'an', 'object']).reason).toBe('rejected');
    expect(readLinkedInError(200, {}).reason).toBe('bad_answer');
  });
});
