import type { z } from 'zod';

/** A failed call, with the message the spec says to show: the server's error, else HTTP status. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly code?: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

type TokenSource = {
  getAccessToken(): string | null;
  /** Refreshes the session once after a 401; resolves to the new token or null. */
  refreshAccessToken(): Promise<string | null>;
};

let tokens: TokenSource | null = null;

/** The auth store plugs itself in here so every call carries the bearer token. */
export function setTokenSource(source: TokenSource) {
  tokens = source;
}

/** The same token for calls apiRequest cannot make: the live-update stream reads a body that never ends. */
export function getTokenSource(): TokenSource | null {
  return tokens;
}

export interface RequestOptions<S extends z.ZodType> {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  schema: S;
  /** Calls that need no session (the templates call, sign-in itself). */
  anonymous?: boolean;
  /** Renew the session before sending (spec §6: scheduling calls refresh first). */
  refreshFirst?: boolean;
  signal?: AbortSignal;
}

/** Calls the API and validates the answer against the contract, so the UI never reads a surprise. */
export async function apiRequest<S extends z.ZodType>(path: string, options: RequestOptions<S>): Promise<z.infer<S>> {
  const send = (token: string | null) =>
    fetch(path, {
      method: options.method ?? 'GET',
      credentials: 'same-origin',
      signal: options.signal,
      headers: {
        Accept: 'application/json',
        ...(options.body !== undefined ? { 'Content-Type': 'application/json' } : {}),
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
      },
      body: options.body !== undefined ? JSON.stringify(options.body) : undefined,
    });

  if (options.refreshFirst && !options.anonymous) await tokens?.refreshAccessToken();
  const token = options.anonymous ? null : (tokens?.getAccessToken() ?? null);
  let response = await send(token);
  if (response.status === 401 && token && tokens) {
    const fresh = await tokens.refreshAccessToken();
    if (fresh) response = await send(fresh);
  }
  const payload: unknown = await response.json().catch(() => null);
  if (!response.ok) throw toApiError(response.status, payload);
  const parsed = options.schema.safeParse(payload);
  if (!parsed.success) throw new ApiError('Unexpected answer from the server', response.status);
  return parsed.data;
}

function toApiError(status: number, payload: unknown): ApiError {
  const body = (payload ?? {}) as { error?: unknown; code?: unknown };
  const message = typeof body.error === 'string' && body.error ? body.error : status ? `HTTP ${status}` : 'Unknown error';
  return new ApiError(message, status, typeof body.code === 'string' ? body.code : undefined);
}
