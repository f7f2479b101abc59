import { sql } from 'kysely';
import type { MediaKind } from '../db/schema';
import type { Deps } from '../deps';
import { linkedInMediaClient } from '../linkedin/linkedin-media-client';
import { LinkedInApiError } from '../linkedin/linkedin-posts-client';
import { readMediaBytes } from '../media/read-media-bytes';
import type { PostableConnection } from './find-postable-connection';

/** One attachment of the post being sent, in its position. */
export interface AssetToUpload {
  mediaId: string;
  kind: MediaKind;
  fileName: string;
  mimeType: string;
  sizeBytes: number;
}

/** LinkedIn refused the file itself (a 4xx on its upload, or PROCESSING_FAILED): the post cannot go as it is. */
export class AssetRejectedError extends Error {
  constructor(
    readonly asset: AssetToUpload,
    readonly detail: string,
  ) {
    super(`LinkedIn could not process the ${asset.kind} ${asset.fileName}: ${detail}`);
    this.name = 'AssetRejectedError';
  }
}

/** LinkedIn did not make an asset AVAILABLE in time, or could not be reached: nothing was posted, try later. */
export class AssetNotReadyError extends Error {
  constructor(
    readonly asset: AssetToUpload,
    readonly detail: string,
  ) {
    super(`LinkedIn has not finished processing the ${asset.kind} ${asset.fileName}: ${detail}`);
    this.name = 'AssetNotReadyError';
  }
}

type UploadDeps = Pick<Deps, 'database' | 'config'>;

export interface UploadOptions {
  /** How long LinkedIn may take to make an uploaded asset AVAILABLE (a video is transcoded). */
  availableTimeoutMs?: number;
  pollMs?: number;
}

const AVAILABLE_TIMEOUT_MS = 120_000;
const POLL_MS = 500;

/**
 * The post's assets on LinkedIn, in order, each AVAILABLE: uploaded when the post is sent, never at
 * schedule time (an asset URN could go stale). Each step is recorded in post_asset_uploads like a send
 * attempt, so a post taken up again after a crash reuses every upload that finished (its URN is
 * stored before the bytes move) and only starts over one that was cut off mid-way. Sending the same
 * URNs again is what lets a re-send meet LinkedIn's DUPLICATE_POST for the same post.
 */
export async function uploadPostAssets(
  deps: UploadDeps,
  postId: string,
  assets: AssetToUpload[],
  connection: PostableConnection,
  options: UploadOptions = {},
): Promise<string[]> {
  const urns: string[] = [];
  for (const asset of assets) urns.push(await uploadOne(deps, postId, asset, connection, options));
  return urns;
}

async function uploadOne(
  deps: UploadDeps,
  postId: string,
  asset: AssetToUpload,
  connection: PostableConnection,
  options: UploadOptions,
): Promise<string> {
  const { db } = deps.database;
  const { apiBaseUrl, apiVersion, timeoutMs } = deps.config.linkedin;
  const client = linkedInMediaClient({ apiBaseUrl, apiVersion, timeoutMs });
  const token = connection.accessToken;

  const earlier = await db
    .selectFrom('post_asset_uploads')
    .select(['id', 'status', 'asset_urn'])
    .where('post_id', '=', postId)
    .where('media_id', '=', asset.mediaId)
    .where('status', 'in', ['uploaded', 'available'])
    .where('asset_urn', 'is not', null)
    .orderBy('started_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (earlier?.status === 'available') return earlier.asset_urn as string;
  if (earlier) return waitUntilAvailable(deps, client, token, asset, earlier.id, earlier.asset_urn as string, options);

  // An upload cut off mid-way (its process died) cannot be trusted to have all its bytes: it is
  // closed, and this one starts over with a new asset.
  await db
    .updateTable('post_asset_uploads')
    .set({ status: 'failed', error_code: 'interrupted', error_message: 'The upload was cut off', finished_at: sql<Date>`now()` })
    .where('post_id', '=', postId)
    .where('media_id', '=', asset.mediaId)
    .where('status', 'in', ['initializing', 'uploading'])
    .execute();

  const row = await db
    .insertInto('post_asset_uploads')
    .values({ post_id: postId, media_id: asset.mediaId, status: 'initializing' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const fail = async (error: unknown) => {
    await db
      .updateTable('post_asset_uploads')
      .set({
        status: 'failed',
        error_code: error instanceof LinkedInApiError ? error.reason : 'error',
        error_message: error instanceof Error ? error.message : String(error),
        finished_at: sql<Date>`now()`,
      })
      .where('id', '=', row.id)
      .execute();
  };

  let urn: string;
  try {
    const upload = await client.initializeUpload(token, asset.kind, {
      ownerSub: connection.linkedinSub,
      fileSizeBytes: asset.sizeBytes,
    });
    urn = upload.assetUrn;
    // The URN is recorded before a byte moves: whatever happens next, the row says which asset it was.
    await db.updateTable('post_asset_uploads').set({ status: 'uploading', asset_urn: urn }).where('id', '=', row.id).execute();

    const etags: string[] = [];
    for (const part of upload.parts) {
      // Each part is a byte range of the file, lastByte inclusive (Videos API, "Upload the video");
      // an image or a document is one part covering it all.
      const { etag } = await client.uploadPart(
        token,
        part,
        readMediaBytes(db, asset.mediaId, { start: part.firstByte, end: part.lastByte }),
        { contentType: asset.mimeType, sizeBytes: part.lastByte - part.firstByte + 1 },
      );
      if (asset.kind !== 'video') continue;
      if (etag === null) throw new LinkedInApiError('bad_answer', 'LinkedIn answered a video part without its ETag');
      etags.push(etag);
      await db
        .updateTable('post_asset_uploads')
        .set({ uploaded_part_ids: JSON.stringify(etags) })
        .where('id', '=', row.id)
        .execute();
    }
    if (asset.kind === 'video') {
      await client.finalizeVideoUpload(token, { videoUrn: urn, uploadToken: upload.uploadToken ?? '', uploadedPartIds: etags });
    }
    await db
      .updateTable('post_asset_uploads')
      .set({ status: 'uploaded', finished_at: sql<Date>`now()` })
      .where('id', '=', row.id)
      .execute();
  } catch (error) {
    await fail(error);
    throw toAssetError(asset, error);
  }
  return waitUntilAvailable(deps, client, token, asset, row.id, urn, options);
}

async function waitUntilAvailable(
  deps: UploadDeps,
  client: ReturnType<typeof linkedInMediaClient>,
  token: string,
  asset: AssetToUpload,
  rowId: string,
  urn: string,
  options: UploadOptions,
): Promise<string> {
  try {
    await client.waitUntilAvailable(token, asset.kind, urn, {
      timeoutMs: options.availableTimeoutMs ?? AVAILABLE_TIMEOUT_MS,
      pollMs: options.pollMs ?? POLL_MS,
    });
  } catch (error) {
    const gone = error instanceof LinkedInApiError && error.reason === 'not_found';
    const failed = gone ? new AssetNotReadyError(asset, 'LinkedIn no longer has the uploaded file') : toAssetError(asset, error);
    // A file LinkedIn failed to process, or no longer has, is of no more use (the next try uploads it
    // again); one still processing is waited for next time.
    if (gone || failed instanceof AssetRejectedError)
      await deps.database.db
        .updateTable('post_asset_uploads')
        .set({
          status: 'failed',
          error_code: gone ? 'not_found' : 'processing_failed',
          error_message: failed.message,
          finished_at: sql<Date>`now()`,
        })
        .where('id', '=', rowId)
        .execute();
    throw failed;
  }
  await deps.database.db.updateTable('post_asset_uploads').set({ status: 'available' }).where('id', '=', rowId).execute();
  return urn;
}

/**
 * LinkedIn's refusal of the file (a 4xx, PROCESSING_FAILED) fails the post with a reason; a token or
 * permission problem is the post's own failure; anything else (unreachable, 5xx, a time-out) leaves
 * nothing posted, so the post may be tried again.
 */
function toAssetError(asset: AssetToUpload, error: unknown): LinkedInApiError | AssetRejectedError | AssetNotReadyError {
  if (error instanceof LinkedInApiError) {
    if (['unauthorized', 'forbidden', 'throttled', 'version_retired'].includes(error.reason)) return error;
    if (error.info.code === 'PROCESSING_FAILED')
      return new AssetRejectedError(asset, 'its processing failed. Check the file opens, or export it again, then retry.');
    if (error.reason === 'rejected' || error.reason === 'not_found')
      return new AssetRejectedError(asset, error.info.linkedInMessage ?? error.message);
    return new AssetNotReadyError(asset, error.message);
  }
  // Not LinkedIn's answer (the database, a bug): the caller's own failure handling takes it.
  throw error;
}
