import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { answerAfterAccept, faultHook, takeFault } from '../faults.ts';
import { isRecord } from '../input-checks.ts';
import {
  createAsset,
  currentStatus,
  recordPart,
  startProcessing,
  videoMaxBytes,
  videoMinBytes,
  wholeFileHashFor,
  type AssetKind,
  type SandboxAsset,
} from '../media-store.ts';
import { admit, sendError, type Admitted } from '../rest-admission.ts';
import type { SandboxContext } from '../sandbox-context.ts';

/**
 * The Images, Documents and Videos APIs
 * (learn.microsoft.com/linkedin/marketing/community-management/shares/images-api, documents-api,
 * videos-api): initializeUpload → PUT the bytes to the upload URL (a video in 4 MiB parts, each
 * answering an ETag) → finalizeUpload (videos) → GET the asset until its status is AVAILABLE.
 */

const collections: Record<AssetKind, string> = { image: 'images', document: 'documents', video: 'videos' };
const resources: Record<AssetKind, string> = {
  image: 'partnerApiImages',
  document: 'partnerApiDocuments',
  video: 'partnerApiVideos',
};
/** Documents API: "maximum file size is 100 MB". Images have no documented byte limit; the same bound keeps the sandbox safe. */
const singleUploadMaxBytes = 100 * 1024 * 1024;

/**
 * The Videos API's answer when a member touches a video they do not own, verbatim from its
 * Permissions section: `{"message": "Accessing this video resource is forbidden. Please check
 * your permissions for this resource", "status": 403}`. The sandbox uses it for every kind.
 */
function forbidden(reply: FastifyReply, kind: AssetKind): FastifyReply {
  return sendError(reply, 403, {
    message: `Accessing this ${kind} resource is forbidden. Please check your permissions for this resource`,
  });
}

function notFound(reply: FastifyReply, urn: string): FastifyReply {
  return sendError(reply, 404, { message: `${urn} does not exist` });
}

type InitializeRequest = { owner: string; fileSizeBytes: number | null };

function readInitializeRequest(
  kind: AssetKind,
  body: unknown,
): { ok: true; value: InitializeRequest } | { ok: false; message: string } {
  const request = isRecord(body) ? body.initializeUploadRequest : undefined;
  if (!isRecord(request))
    return { ok: false, message: 'The body must be {"initializeUploadRequest": {"owner": "urn:li:person:…"}}' };
  const allowed =
    kind === 'video' ? ['owner', 'fileSizeBytes', 'uploadCaptions', 'uploadThumbnail'] : ['owner', 'mediaLibraryMetadata'];
  const unknown = Object.keys(request).filter((key) => !allowed.includes(key));
  if (unknown.length > 0) {
    return {
      ok: false,
      message: `Unpermitted fields present in REQUEST_BODY: Data Processing Exception while processing fields [${unknown.map((k) => `/initializeUploadRequest/${k}`).join(', ')}]`,
    };
  }
  const { owner, fileSizeBytes, uploadCaptions, uploadThumbnail } = request;
  if (typeof owner !== 'string' || !/^urn:li:(?:person|organization):[A-Za-z0-9_-]+$/.test(owner)) {
    return {
      ok: false,
      message: `ERROR :: /initializeUploadRequest/owner :: "${String(owner)}" is not a valid person or organization URN`,
    };
  }
  if (kind !== 'video') return { ok: true, value: { owner, fileSizeBytes: null } };
  if (typeof fileSizeBytes !== 'number' || !Number.isInteger(fileSizeBytes)) {
    return {
      ok: false,
      message: 'ERROR :: /initializeUploadRequest/fileSizeBytes :: field is required but not found and has no default value',
    };
  }
  if (fileSizeBytes < videoMinBytes || fileSizeBytes > videoMaxBytes) {
    return {
      ok: false,
      message: `ERROR :: /initializeUploadRequest/fileSizeBytes :: a video must be between ${videoMinBytes} and ${videoMaxBytes} bytes`,
    };
  }
  // Captions and thumbnails have their own upload URLs on LinkedIn; the sandbox does not take them.
  if (uploadCaptions === true || uploadThumbnail === true) {
    return {
      ok: false,
      message: 'The LinkedIn sandbox does not take captions or thumbnails: send uploadCaptions and uploadThumbnail as false',
    };
  }
  return { ok: true, value: { owner, fileSizeBytes } };
}

function uploadUrl(ctx: SandboxContext, asset: SandboxAsset, index: number): string {
  const id = asset.urn.slice(`urn:li:${asset.kind}:`.length);
  return `${ctx.baseUrl}/dms-uploads/${asset.kind}/${id}/${index}?ut=${asset.parts[index]!.uploadKey}`;
}

/** initializeUpload's answer, shaped as each page's example shows it. */
function initializeAnswer(ctx: SandboxContext, asset: SandboxAsset) {
  if (asset.kind === 'video') {
    // Videos API example: {"value": {"uploadUrlsExpireAt": …, "video": "urn:li:video:…",
    // "uploadInstructions": [{"uploadUrl": …, "lastByte": 4194303, "firstByte": 0}, …], "uploadToken": ""}}
    return {
      value: {
        uploadUrlsExpireAt: asset.uploadUrlExpiresAt,
        video: asset.urn,
        uploadInstructions: asset.parts.map((part, index) => ({
          uploadUrl: uploadUrl(ctx, asset, index),
          lastByte: part.lastByte,
          firstByte: part.firstByte,
        })),
        uploadToken: asset.uploadToken,
      },
    };
  }
  // Images API / Documents API example: {"value": {"uploadUrlExpiresAt": 1650567510704,
  // "uploadUrl": "https://www.linkedin.com/dms-uploads/…", "image": "urn:li:image:C4E10AQFoyyAjHPMQuQ"}}
  return {
    value: { uploadUrlExpiresAt: asset.uploadUrlExpiresAt, uploadUrl: uploadUrl(ctx, asset, 0), [asset.kind]: asset.urn },
  };
}

/** GET /rest/{images|documents|videos}/{urn}: the fields each page's example answers. */
function assetBody(ctx: SandboxContext, asset: SandboxAsset) {
  const status = currentStatus(asset);
  return {
    owner: asset.owner,
    id: asset.urn,
    status,
    ...(status === 'AVAILABLE'
      ? {
          downloadUrl: `${ctx.baseUrl}/dms/${asset.kind}/${asset.urn.slice(`urn:li:${asset.kind}:`.length)}`,
          downloadUrlExpiresAt: Date.now() + 24 * 60 * 60 * 1000,
        }
      : {}),
    ...(status === 'PROCESSING_FAILED' && asset.kind === 'video' ? { processingFailureReason: 'Video processing failed' } : {}),
  };
}

function ownedAsset(
  ctx: SandboxContext,
  reply: FastifyReply,
  admitted: Admitted,
  kind: AssetKind,
  urn: unknown,
): SandboxAsset | undefined {
  const asset = typeof urn === 'string' ? ctx.store.media.byUrn.get(urn) : undefined;
  if (asset === undefined || asset.kind !== kind) {
    void notFound(reply, String(urn));
    return undefined;
  }
  if (asset.owner !== admitted.personUrn) {
    void forbidden(reply, kind);
    return undefined;
  }
  return asset;
}

function registerCollection(app: FastifyInstance, ctx: SandboxContext, kind: AssetKind): void {
  const collection = collections[kind];

  app.post<{ Querystring: { action?: string } }>(`/rest/${collection}`, async (request, reply) => {
    const action = request.query.action;
    if (action === 'initializeUpload') return initialize(request, reply);
    if (action === 'finalizeUpload' && kind === 'video') return finalize(request, reply);
    return sendError(reply, 400, { message: `Unknown action "${String(action)}" on /rest/${collection}` });
  });

  async function initialize(request: FastifyRequest, reply: FastifyReply) {
    // One path serves two actions, so each action takes its own fault here rather than on onRequest.
    const fault = await faultHook(ctx.store, 'media.initialize')(request, reply);
    if (fault !== undefined) return fault;
    const admitted = admit(ctx, request, reply, 'ACTION', resources[kind]);
    if (admitted === undefined) return reply;
    const input = readInitializeRequest(kind, request.body);
    if (!input.ok) return sendError(reply, 400, { message: input.message });
    if (input.value.owner !== admitted.personUrn) return forbidden(reply, kind);
    const asset = createAsset(ctx.store.media, kind, input.value.owner, input.value.fileSizeBytes);
    return reply.header('cache-control', 'no-store').send(initializeAnswer(ctx, asset));
  }

  async function finalize(request: FastifyRequest, reply: FastifyReply) {
    const fault = await faultHook(ctx.store, 'media.finalize')(request, reply);
    if (fault !== undefined) return fault;
    const admitted = admit(ctx, request, reply, 'ACTION', resources.video);
    if (admitted === undefined) return reply;
    // Videos API: {"finalizeUploadRequest": {"video": "urn:li:video:…", "uploadToken": "", "uploadedPartIds": [etag, …]}}
    const input = isRecord(request.body) ? request.body.finalizeUploadRequest : undefined;
    if (!isRecord(input) || !Array.isArray(input.uploadedPartIds) || typeof input.uploadToken !== 'string') {
      return sendError(reply, 400, {
        message: 'The body must be {"finalizeUploadRequest": {"video": …, "uploadToken": …, "uploadedPartIds": […]}}',
      });
    }
    const asset = ownedAsset(ctx, reply, admitted, 'video', input.video);
    if (asset === undefined) return reply;
    const etags = asset.parts.map((part) => part.etag);
    const sameParts =
      input.uploadedPartIds.length === etags.length && input.uploadedPartIds.every((id, index) => id === etags[index]);
    if (asset.status !== 'WAITING_UPLOAD') {
      // Finalizing again with the same parts (a retry after a lost answer) changes nothing.
      if (sameParts && input.uploadToken === asset.uploadToken) return reply.code(200).header('cache-control', 'no-store').send();
      return sendError(reply, 400, { message: `ERROR :: /finalizeUploadRequest/video :: ${asset.urn} was already finalized` });
    }
    if (input.uploadToken !== asset.uploadToken) {
      return sendError(reply, 400, { message: 'ERROR :: /finalizeUploadRequest/uploadToken :: does not match the upload' });
    }
    const missing = asset.parts.findIndex((part) => part.etag === null);
    if (missing !== -1) {
      return sendError(reply, 400, {
        message: `ERROR :: /finalizeUploadRequest/uploadedPartIds :: part ${missing + 1} of ${asset.parts.length} was never uploaded`,
      });
    }
    if (!sameParts) {
      return sendError(reply, 400, {
        message:
          'ERROR :: /finalizeUploadRequest/uploadedPartIds :: must list the ETag of every uploaded part, in the order of uploadInstructions',
      });
    }
    startProcessing(asset, ctx.store.media.processingMs, takeFault(ctx.store, 'media.processing') !== undefined);
    return reply.code(200).header('cache-control', 'no-store').send();
  }

  app.get<{ Params: { urn: string } }>(
    `/rest/${collection}/:urn`,
    { onRequest: faultHook(ctx.store, 'media.get') },
    async (request, reply) => {
      const admitted = admit(ctx, request, reply, 'GET', resources[kind]);
      if (admitted === undefined) return reply;
      const asset = ownedAsset(ctx, reply, admitted, kind, request.params.urn);
      if (asset === undefined) return reply;
      return reply.header('cache-control', 'no-store').send(assetBody(ctx, asset));
    },
  );
}

/**
 * The upload URL: a PUT of raw bytes, streamed and hashed as it arrives (never held whole). Its
 * secret key stands in for LinkedIn's signed URL. Images and documents answer 201; a video part
 * answers 200 with the part's ETag, which finalizeUpload must list (Videos API, "Upload the video").
 */
function registerUploadRoute(app: FastifyInstance, ctx: SandboxContext): void {
  void app.register(async (uploads) => {
    // The bytes are read from the raw request below; no parser may buffer them first.
    uploads.removeAllContentTypeParsers();
    uploads.addContentTypeParser('*', (_request, _payload, done) => done(null));
    uploads.put<{ Params: { kind: string; id: string; part: string }; Querystring: { ut?: string } }>(
      '/dms-uploads/:kind/:id/:part',
      { onRequest: faultHook(ctx.store, 'media.upload') },
      async (request, reply) => {
        const { kind, id } = request.params;
        const asset = ctx.store.media.byUrn.get(`urn:li:${kind}:${id}`);
        const index = Number(request.params.part);
        const part = Number.isInteger(index) ? asset?.parts[index] : undefined;
        if (asset === undefined || part === undefined || request.query.ut !== part.uploadKey) {
          return sendError(reply, 401, { message: 'The upload URL is not valid' });
        }
        if (Date.now() > asset.uploadUrlExpiresAt) {
          return sendError(reply, 401, { code: 'EXPIRED_UPLOAD_URL', message: 'The upload URL has expired' });
        }
        if (asset.status !== 'WAITING_UPLOAD') {
          return sendError(reply, 400, { message: `${asset.urn} was already uploaded` });
        }
        const expected = asset.kind === 'video' ? part.lastByte - part.firstByte + 1 : null;
        const limit = expected ?? singleUploadMaxBytes;
        const partHash = createHash('sha256');
        const wholeFile = wholeFileHashFor(asset, index);
        let bytes = 0;
        for await (const chunk of request.raw as AsyncIterable<Buffer>) {
          bytes += chunk.length;
          if (bytes > limit) break;
          partHash.update(chunk);
          wholeFile?.update(chunk);
        }
        if (bytes > limit || (expected !== null && bytes !== expected)) {
          return sendError(reply, 400, {
            message:
              expected === null
                ? `The upload is larger than ${limit} bytes`
                : `This part must be exactly ${expected} bytes (bytes ${part.firstByte} to ${part.lastByte}); ${bytes} arrived`,
          });
        }
        const etag = recordPart(asset, index, partHash.digest('hex'), bytes, wholeFile);
        if (asset.kind !== 'video') {
          startProcessing(asset, ctx.store.media.processingMs, takeFault(ctx.store, 'media.processing') !== undefined);
        }
        const lost = await answerAfterAccept(request, reply, 'media.upload');
        if (lost !== undefined) return lost;
        if (asset.kind === 'video') return reply.code(200).header('etag', etag).send();
        return reply.code(201).send();
      },
    );
  });
}

export function registerMediaRoutes(app: FastifyInstance, ctx: SandboxContext): void {
  for (const kind of ['image', 'document', 'video'] as const) registerCollection(app, ctx, kind);
  registerUploadRoute(app, ctx);
}
