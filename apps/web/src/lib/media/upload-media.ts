import { ZUploadMediaResponseSchema, type TMedia } from '@cadence/contract/media/media';
import { ApiError } from '../api-client';
import { sendFile } from '../upload-file';

/** Said when the server answered nothing a person could read (it is down, or the network is). */
export const UPLOAD_UNREACHABLE = 'The file could not be sent: check your connection and try again.';

export interface UploadMediaOptions {
  /** Sent as the multipart field `alt_text`, before the file, so the server reads it first. */
  altText?: string;
  /** 0–1 as the browser sends the bytes; 1 once the last byte left (the server still checks them). */
  onProgress?: (sent: number) => void;
  /** Aborting stops the upload: the promise rejects with an AbortError. */
  signal?: AbortSignal;
}

/**
 * POST /api/media with one file, through sendFile (progress, the bearer token renewed once on a
 * 401). A refusal throws an ApiError carrying the server's own sentence ("That file is not a JPG,
 * PNG or GIF image…"), which the editor shows as is.
 */
export async function uploadMedia(file: File, { altText, onProgress, signal }: UploadMediaOptions = {}): Promise<TMedia> {
  const alt = altText?.trim();
  const answer = await sendFile('/api/media', {
    method: 'POST',
    file,
    fields: alt ? { alt_text: alt } : undefined,
    onProgress,
    signal,
  });
  const body = (answer.payload ?? {}) as { error?: unknown; code?: unknown };
  if (answer.status < 200 || answer.status >= 300) {
    const sentence = typeof body.error === 'string' && body.error.trim() ? body.error.trim() : null;
    const message =
      sentence ?? (answer.status === 0 ? UPLOAD_UNREACHABLE : `The file could not be uploaded (HTTP ${answer.status}).`);
    throw new ApiError(message, answer.status, typeof body.code === 'string' ? body.code : undefined);
  }
  const parsed = ZUploadMediaResponseSchema.safeParse(answer.payload);
  if (!parsed.success) throw new ApiError('Unexpected answer from the server', answer.status);
  return parsed.data.data;
}
