import { ZUploadMediaResponseSchema, type TMedia } from '@cadence/contract/media/media';
import { ApiError, getTokenSource } from '../api-client';

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
 * POST /api/media with one file. XMLHttpRequest, not fetch: only it reports upload progress. The
 * same bearer token as apiRequest, renewed once on a 401. A refusal throws an ApiError carrying the
 * server's own sentence ("That file is not a JPG, PNG or GIF image…"), which the editor shows as is.
 */
export async function uploadMedia(file: File, options: UploadMediaOptions = {}): Promise<TMedia> {
  const tokens = getTokenSource();
  const token = tokens?.getAccessToken() ?? null;
  let answer = await send(file, token, options);
  if (answer.status === 401 && token && tokens) {
    const fresh = await tokens.refreshAccessToken();
    if (fresh) {
      options.onProgress?.(0);
      answer = await send(file, fresh, options);
    }
  }
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

interface Answer {
  status: number;
  payload: unknown;
}

function send(file: File, token: string | null, { altText, onProgress, signal }: UploadMediaOptions) {
  return new Promise<Answer>((resolve, reject) => {
    if (signal?.aborted) {
      reject(new DOMException('The upload was stopped', 'AbortError'));
      return;
    }
    const xhr = new XMLHttpRequest();
    xhr.open('POST', '/api/media');
    xhr.setRequestHeader('Accept', 'application/json');
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    };
    xhr.upload.onload = () => onProgress?.(1);
    xhr.onload = () => resolve({ status: xhr.status, payload: parseJson(xhr.responseText) });
    xhr.onerror = () => resolve({ status: 0, payload: null });
    xhr.onabort = () => reject(new DOMException('The upload was stopped', 'AbortError'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });

    const form = new FormData();
    if (altText?.trim()) form.append('alt_text', altText.trim());
    form.append('file', file, file.name);
    xhr.send(form);
  });
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
