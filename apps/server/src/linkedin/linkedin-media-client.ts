import { setTimeout as sleep } from 'node:timers/promises';
import { z } from 'zod';
import { failure, LinkedInApiError, readJson, send, transportFailure, type LinkedInApiTarget } from './linkedin-posts-client';

/**
 * LinkedIn's Images, Documents and Videos APIs over fetch
 * (learn.microsoft.com/linkedin/marketing/community-management/shares/images-api, documents-api,
 * videos-api): initializeUpload → PUT the bytes to each upload URL → finalizeUpload (videos) →
 * read the asset until it is AVAILABLE. Knows nothing of the sandbox: only the base URL differs.
 */
export type LinkedInAssetKind = 'image' | 'document' | 'video';
export type LinkedInAssetStatus = 'WAITING_UPLOAD' | 'PROCESSING' | 'AVAILABLE' | 'PROCESSING_FAILED' | 'NOT_FOUND';

export interface LinkedInUploadPart {
  uploadUrl: string;
  firstByte: number;
  lastByte: number;
}

export interface LinkedInUpload {
  assetUrn: string;
  /** Videos: repeated to finalizeUpload (often ""); null for images and documents. */
  uploadToken: string | null;
  /** Images and documents: one part covering the whole file. */
  parts: LinkedInUploadPart[];
}

export interface LinkedInMediaClient {
  initializeUpload(
    accessToken: string,
    kind: LinkedInAssetKind,
    options: { ownerSub: string; fileSizeBytes: number },
  ): Promise<LinkedInUpload>;
  /** Streams one part's bytes (never buffered) and answers the part's ETag (videos), if any. */
  uploadPart(
    accessToken: string,
    part: LinkedInUploadPart,
    body: AsyncIterable<Uint8Array>,
    options: { contentType?: string; sizeBytes: number },
  ): Promise<{ etag: string | null }>;
  finalizeVideoUpload(
    accessToken: string,
    options: { videoUrn: string; uploadToken: string; uploadedPartIds: string[] },
  ): Promise<void>;
  getAssetStatus(accessToken: string, kind: LinkedInAssetKind, urn: string): Promise<LinkedInAssetStatus>;
  /** Polls until AVAILABLE; PROCESSING_FAILED is `rejected`, an asset that is gone `not_found`, a wait too long `no_answer`. */
  waitUntilAvailable(
    accessToken: string,
    kind: LinkedInAssetKind,
    urn: string,
    options: { timeoutMs: number; pollMs: number },
  ): Promise<void>;
}

const collections: Record<LinkedInAssetKind, string> = { image: 'images', document: 'documents', video: 'videos' };
const DEFAULT_TIMEOUT_MS = 15_000;
/** An upload may take longer than a call: its time-out grows with its size, assuming at least 256 KB/s. */
const SLOWEST_UPLOAD_BYTES_PER_MS = 256;

// Images API / Documents API: {"value": {"uploadUrlExpiresAt": …, "uploadUrl": …, "image" | "document": urn}}
const ZSingleUploadAnswer = (kind: 'image' | 'document') =>
  z.object({
    value: z.object({ uploadUrl: z.string().url(), [kind]: z.string().startsWith(`urn:li:${kind}:`) }).loose(),
  });
// Videos API: {"value": {"uploadUrlsExpireAt", "video", "uploadInstructions": [{uploadUrl, lastByte, firstByte}], "uploadToken"}}
const ZVideoUploadAnswer = z.object({
  value: z
    .object({
      video: z.string().startsWith('urn:li:video:'),
      uploadInstructions: z
        .array(
          z
            .object({ uploadUrl: z.string().url(), firstByte: z.number().int().min(0), lastByte: z.number().int().min(0) })
            .loose(),
        )
        .min(1),
      uploadToken: z.string().default(''),
    })
    .loose(),
});
const assetStatuses = ['WAITING_UPLOAD', 'PROCESSING', 'AVAILABLE', 'PROCESSING_FAILED'] as const;
const ZAssetAnswer = z.object({ status: z.enum(assetStatuses) }).loose();

function badAnswer(what: string, error: z.ZodError): LinkedInApiError {
  return new LinkedInApiError('bad_answer', `LinkedIn answered an unexpected ${what}: ${error.message}`);
}

export function linkedInMediaClient(target: LinkedInApiTarget): LinkedInMediaClient {
  const client: LinkedInMediaClient = {
    async initializeUpload(accessToken, kind, { ownerSub, fileSizeBytes }) {
      const owner = `urn:li:person:${ownerSub}`;
      const request = kind === 'video' ? { owner, fileSizeBytes, uploadCaptions: false, uploadThumbnail: false } : { owner };
      const response = await send(target, 'POST', `/rest/${collections[kind]}?action=initializeUpload`, accessToken, {
        initializeUploadRequest: request,
      });
      if (response.status !== 200) throw await failure(response);
      const body = await readJson(response);
      if (kind === 'video') {
        const parsed = ZVideoUploadAnswer.safeParse(body);
        if (!parsed.success) throw badAnswer('video upload', parsed.error);
        const { video, uploadInstructions, uploadToken } = parsed.data.value;
        return {
          assetUrn: video,
          uploadToken,
          parts: uploadInstructions.map(({ uploadUrl, firstByte, lastByte }) => ({ uploadUrl, firstByte, lastByte })),
        };
      }
      const parsed = ZSingleUploadAnswer(kind).safeParse(body);
      if (!parsed.success) throw badAnswer(`${kind} upload`, parsed.error);
      const value = parsed.data.value as { uploadUrl: string } & Record<string, string>;
      return {
        assetUrn: value[kind]!,
        uploadToken: null,
        parts: [{ uploadUrl: value.uploadUrl, firstByte: 0, lastByte: fileSizeBytes - 1 }],
      };
    },

    async uploadPart(accessToken, part, body, { contentType = 'application/octet-stream', sizeBytes }) {
      let response: Response;
      try {
        // The upload URL is LinkedIn's own (www.linkedin.com/dms-uploads/…), not under the API base URL.
        // The Images API's upload example sends the bearer token; the signed URL needs nothing else.
        response = await fetch(part.uploadUrl, {
          method: 'PUT',
          headers: {
            authorization: `Bearer ${accessToken}`,
            'content-type': contentType,
            'content-length': String(sizeBytes),
          },
          // fetch streams an async iterable as it is read: the bytes are never held whole.
          body: body as unknown as RequestInit['body'],
          duplex: 'half',
          signal: AbortSignal.timeout(
            (target.timeoutMs ?? DEFAULT_TIMEOUT_MS) + Math.ceil(sizeBytes / SLOWEST_UPLOAD_BYTES_PER_MS),
          ),
          redirect: 'error',
        } as RequestInit);
      } catch (error) {
        throw transportFailure(error);
      }
      if (response.status !== 200 && response.status !== 201) throw await failure(response);
      await response.body?.cancel();
      return { etag: response.headers.get('etag') };
    },

    async finalizeVideoUpload(accessToken, { videoUrn, uploadToken, uploadedPartIds }) {
      const response = await send(target, 'POST', '/rest/videos?action=finalizeUpload', accessToken, {
        finalizeUploadRequest: { video: videoUrn, uploadToken, uploadedPartIds },
      });
      if (response.status !== 200 && response.status !== 204) throw await failure(response);
      await response.body?.cancel();
    },

    async getAssetStatus(accessToken, kind, urn) {
      const response = await send(target, 'GET', `/rest/${collections[kind]}/${encodeURIComponent(urn)}`, accessToken);
      if (response.status === 404) {
        await response.body?.cancel();
        return 'NOT_FOUND';
      }
      if (response.status !== 200) throw await failure(response);
      const parsed = ZAssetAnswer.safeParse(await readJson(response));
      if (!parsed.success) throw badAnswer(`${kind} status`, parsed.error);
      return parsed.data.status;
    },

    async waitUntilAvailable(accessToken, kind, urn, { timeoutMs, pollMs }) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const status = await client.getAssetStatus(accessToken, kind, urn);
        if (status === 'AVAILABLE') return;
        if (status === 'PROCESSING_FAILED') {
          throw new LinkedInApiError('rejected', `LinkedIn could not process the ${kind} ${urn} (PROCESSING_FAILED)`, {
            code: 'PROCESSING_FAILED',
          });
        }
        if (status === 'NOT_FOUND')
          throw new LinkedInApiError('not_found', `LinkedIn has no ${kind} ${urn}`, { httpStatus: 404 });
        if (Date.now() + pollMs > deadline) {
          throw new LinkedInApiError('no_answer', `The ${kind} ${urn} was still ${status} after ${timeoutMs} ms`);
        }
        await sleep(pollMs);
      }
    },
  };
  return client;
}
