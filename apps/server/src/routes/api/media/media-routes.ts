import { Readable } from 'node:stream';
import multipart, { type MultipartFile } from '@fastify/multipart';
import { ALT_TEXT_MAX_LENGTH, MEDIA_MAX_BYTES } from '@cadence/contract/media/media-limits';
import {
  ZCarouselRequestSchema,
  ZCarouselResponseSchema,
  ZMediaParamsSchema,
  ZUpdateMediaRequestSchema,
  ZUploadMediaFieldsSchema,
  ZUploadMediaResponseSchema,
} from '@cadence/contract/media/media';
import { ZApiErrorSchema } from '@cadence/contract/common';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { readAccessToken } from '../../../auth/access-tokens';
import { readBearerToken } from '../../../auth/read-bearer-token';
import type { Deps } from '../../../deps';
import { AppError } from '../../../errors/app-error';
import { makeCarousel } from '../../../media/make-carousel';
import { openMediaContent } from '../../../media/open-media-content';
import { discardMedia, type IncomingMedia, uploadMedia } from '../../../media/upload-media';
import { updateMediaAltText } from '../../../media/update-media-alt-text';
import { caller } from '../../../plugins/authenticate';

/**
 * Counted per member (one address may be a whole office): a post may carry 20 images, and a member
 * may try a few in a row. A carousel is a PDF rendered on the API process: fewer.
 */
const perMember = (deps: Deps, max: number) => ({
  max,
  timeWindow: '1 minute',
  keyGenerator: async (request: FastifyRequest) => {
    const token = readBearerToken(request.headers.authorization);
    const claims = token ? await readAccessToken(token, deps.keys.sessionSigning) : null;
    return claims ? `media:member:${claims.userId}` : `media:ip:${request.ip}`;
  },
});

const NO_FILE = 'Choose a file and send it as multipart/form-data in the field "file" (with "alt_text", if any, before it).';
const ONE_FILE = 'Send one file per upload; this request carried more than one.';

const ZContentQuerySchema = z.object({
  expires: z.coerce.number().int('This link to a file is not valid. Open the post again to get a fresh one.'),
  signature: z.string().max(100, 'This link to a file is not valid. Open the post again to get a fresh one.'),
});

/** The multipart form as the API reference shows it. */
const ZUploadBodyDocument = z.object({
  alt_text: z.string().max(ALT_TEXT_MAX_LENGTH).optional().describe('Alt text for an image; send it before the file.'),
  file: z.file().describe('The image (JPEG, PNG, GIF), document (PDF, PPTX, DOCX, PPT, DOC) or MP4 video.'),
});

/** Media (issue 27, decision 034): uploads, the carousel maker, alt text, and the files' signed links. */
export const mediaRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  await app.register(multipart, {
    // One byte over the largest kind's limit tells a file of exactly 500 MB from a larger one that was cut.
    limits: {
      fileSize: MEDIA_MAX_BYTES + 1,
      files: 1,
      fields: 1,
      parts: 2,
      headerPairs: 20,
      fieldSize: ALT_TEXT_MAX_LENGTH * 4,
    },
    throwFileSizeLimit: false,
  });

  // '' rather than '/': POST /api/media, as the contract names it (without a second, slashed twin).
  app.post(
    '',
    {
      onRequest: app.authenticate,
      schema: { consumes: ['multipart/form-data'], body: ZUploadBodyDocument, response: { 200: ZUploadMediaResponseSchema } },
      // The body schema documents the form for the API reference; the parts are read and checked
      // as they stream in (readUpload), never parsed up front.
      validatorCompiler: () => () => true,
      config: { rateLimit: perMember(deps, 60) },
    },
    async (request) => {
      const userId = caller(request).userId;
      const media = await readUpload(
        request,
        (incoming) => uploadMedia(deps, userId, incoming),
        (id) => discardMedia(deps, userId, id),
      );
      return { success: true as const, data: media };
    },
  );

  app.post(
    '/carousel',
    {
      onRequest: app.authenticate,
      schema: { body: ZCarouselRequestSchema, response: { 200: ZCarouselResponseSchema } },
      config: { rateLimit: perMember(deps, 20) },
    },
    async (request) => ({ success: true as const, data: await makeCarousel(deps, caller(request).userId, request.body) }),
  );

  app.patch(
    '/:id',
    {
      onRequest: app.authenticate,
      schema: { params: ZMediaParamsSchema, body: ZUpdateMediaRequestSchema, response: { 200: ZUploadMediaResponseSchema } },
    },
    async (request) => ({
      success: true as const,
      data: await updateMediaAltText(deps, caller(request).userId, request.params.id, request.body.alt_text),
    }),
  );

  // No bearer header travels with an <img> or a <video>: the signed link is the key (decision 034).
  app.get(
    '/:id/content',
    {
      schema: {
        params: ZMediaParamsSchema,
        querystring: ZContentQuerySchema,
        response: {
          200: z.unknown().describe("The file's bytes"),
          206: z.unknown().describe('The range of its bytes a Range header asked for'),
          416: ZApiErrorSchema,
        },
      },
      // Images and videos are compressed already; a Range must count the file's own bytes.
      compress: false,
    },
    async (request, reply) => {
      const content = await openMediaContent(deps, request.params.id, request.query, request.headers.range);
      reply
        .status(content.status)
        .header('accept-ranges', 'bytes')
        .header('cache-control', 'private, max-age=600')
        .header('x-content-type-options', 'nosniff')
        // Shown or played in place. Its type is one we sniffed (never HTML or SVG) and nosniff holds
        // the browser to it, so an upload cannot run as a page of ours.
        .header('content-disposition', 'inline');
      if (content.contentRange) reply.header('content-range', content.contentRange);
      if (content.status === 416) {
        return reply.send({ success: false, error: 'That range is outside the file.', code: 'RANGE_NOT_SATISFIABLE' });
      }
      return reply.type(content.mimeType).header('content-length', content.contentLength).send(Readable.from(content.body));
    },
  );
};

/**
 * Walks the multipart body: an `alt_text` field (before the file), then the `file` part, handed to
 * `store` as a stream while it arrives. Whatever follows the file is read too, so a second file is
 * refused (and the first one discarded) instead of ignored.
 */
async function readUpload<T extends { id: string }>(
  request: FastifyRequest,
  store: (incoming: IncomingMedia) => Promise<T>,
  discard: (id: string) => Promise<void>,
): Promise<T> {
  if (!request.isMultipart()) throw new AppError('BAD_REQUEST', NO_FILE);
  let altText: string | null = null;
  let stored: T | null = null;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        if (part.fieldname !== 'alt_text') throw new AppError('BAD_REQUEST', `Unknown field "${part.fieldname}". ${NO_FILE}`);
        const fields = ZUploadMediaFieldsSchema.safeParse({ alt_text: String(part.value) });
        if (!fields.success) throw new AppError('BAD_REQUEST', fields.error.issues[0]?.message ?? NO_FILE);
        altText = fields.data.alt_text?.trim() || null;
        continue;
      }
      if (part.fieldname !== 'file' || stored) {
        part.file.resume();
        throw new AppError('BAD_REQUEST', stored ? ONE_FILE : NO_FILE);
      }
      stored = await store(incomingOf(request, part, altText));
    }
  } catch (error) {
    if (stored) await discard(stored.id);
    if (error instanceof AppError) throw error;
    const code = (error as { code?: string }).code;
    if (code === 'FST_FILES_LIMIT') throw new AppError('BAD_REQUEST', ONE_FILE);
    if (code === 'FST_FIELDS_LIMIT' || code === 'FST_PARTS_LIMIT') throw new AppError('BAD_REQUEST', NO_FILE);
    if ((error as { statusCode?: number }).statusCode && (error as { statusCode: number }).statusCode < 500) {
      throw new AppError('BAD_REQUEST', `${NO_FILE} (${(error as Error).message})`);
    }
    // Busboy's own complaints about a malformed body (no boundary, a cut-off part) are the client's.
    if (error instanceof Error && /multipart|boundary|unexpected end|part|form/i.test(error.message)) {
      throw new AppError('BAD_REQUEST', `${NO_FILE} (${error.message})`);
    }
    throw error;
  }
  if (!stored) throw new AppError('BAD_REQUEST', NO_FILE);
  return stored;
}

function incomingOf(request: FastifyRequest, part: MultipartFile, altText: string | null): IncomingMedia {
  const length = Number(request.headers['content-length']);
  return {
    fileName: part.filename,
    altText,
    stream: part.file,
    declaredBytes: Number.isFinite(length) && length > 0 ? length : null,
    isTruncated: () => part.file.truncated,
  };
}
