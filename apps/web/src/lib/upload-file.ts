import type { z } from 'zod';
import { ApiError, getTokenSource } from './api-client';

/** Spec §8: the text of a failed upload when the server said nothing of its own. */
export const UPLOAD_FAILED = 'Failed to upload file';

/** Spec §8: upload errors get a suffix naming the likely cause. */
const NETWORK_SUFFIX = 'network error: check if the backend is running';
const STATUS_SUFFIX: Record<number, string> = {
  401: 'authentication failed: please sign in again',
  404: 'API endpoint not found',
  413: 'file too large: the limit is 100MB',
};

/**
 * Spec §7: an upload failure reads the answer's message, else its error, else the status text
 * ('Failed to upload file' when there is none), then the suffix for the status.
 */
export function uploadFailureMessage(status: number, statusText: string, payload: unknown): string {
  const body = (payload ?? {}) as { message?: unknown; error?: unknown };
  const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
  const base = text(body.message) || text(body.error) || statusText.trim() || UPLOAD_FAILED;
  const suffix = status === 0 ? NETWORK_SUFFIX : STATUS_SUFFIX[status];
  return suffix ? `${base} (${suffix})` : base;
}

export interface SendFileOptions {
  method: 'POST' | 'PUT';
  /** Sent as the multipart field `file`. */
  file: File;
  /** Multipart fields sent before the file, so the server reads them first. */
  fields?: Record<string, string>;
  /** 0-1 as the browser sends the bytes; 1 once the last byte is sent (the server works on after it). */
  onProgress?: (sent: number) => void;
  /** Aborting stops the upload: the promise rejects with an AbortError. */
  signal?: AbortSignal;
}

export interface UploadOptions<S extends z.ZodType> extends Omit<SendFileOptions, 'fields' | 'signal'> {
  schema: S;
}

export interface UploadAnswer {
  /** 0 when the browser got no answer (the server is down or unreachable). */
  status: number;
  statusText: string;
  payload: unknown;
}

/**
 * Sends one file as multipart/form-data with the bearer token, renewing the session once on a 401
 * as apiRequest does, and returns whatever the server answered for the caller to read.
 * XMLHttpRequest, not fetch: only it reports upload progress.
 */
export async function sendFile(path: string, options: SendFileOptions): Promise<UploadAnswer> {
  const tokens = getTokenSource();
  const token = tokens?.getAccessToken() ?? null;
  const answer = await send(path, token, options);
  if (answer.status === 401 && token && tokens) {
    const fresh = await tokens.refreshAccessToken();
    if (fresh) {
      options.onProgress?.(0);
      return send(path, fresh, options);
    }
  }
  return answer;
}

/**
 * Sends one file (field `file`) with sendFile and reads the answer with `schema`. Failures throw an
 * ApiError carrying the spec's upload message (status 0 for a network error).
 */
export async function uploadFile<S extends z.ZodType>(path: string, options: UploadOptions<S>): Promise<z.infer<S>> {
  const answer = await sendFile(path, options);
  const body = answer.payload as { code?: unknown } | null;
  if (answer.status < 200 || answer.status >= 300) {
    const code = typeof body?.code === 'string' ? body.code : undefined;
    throw new ApiError(uploadFailureMessage(answer.status, answer.statusText, answer.payload), answer.status, code);
  }
  const parsed = options.schema.safeParse(answer.payload);
  if (!parsed.success) throw new ApiError('Unexpected answer from the server', answer.status);
  return parsed.data;
}

function send(path: string, token: string | null, { method, file, fields, onProgress, signal }: SendFileOptions) {
  return new Promise<UploadAnswer>((resolve, reject) => {
    if (signal?.aborted) {
      reject(new DOMException('The upload was stopped', 'AbortError'));
      return;
    }
    const xhr = new XMLHttpRequest();
    xhr.open(method, path);
    xhr.setRequestHeader('Accept', 'application/json');
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    };
    xhr.upload.onload = () => onProgress?.(1);
    xhr.onload = () => resolve({ status: xhr.status, statusText: xhr.statusText, payload: parseJson(xhr.responseText) });
    // The browser says no more than that the request failed: the server is down or unreachable.
    xhr.onerror = () => resolve({ status: 0, statusText: '', payload: null });
    xhr.onabort = () => reject(new DOMException('The upload was stopped', 'AbortError'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });

    const form = new FormData();
    for (const [name, value] of Object.entries(fields ?? {})) form.append(name, value);
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
