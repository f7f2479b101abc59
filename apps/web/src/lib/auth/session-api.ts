import { ZSessionResponseSchema, ZSignOutResponseSchema } from '@cadence/contract/auth/session';
import { apiRequest } from '../api-client';

export const createSession = (code: string) =>
  apiRequest('/api/auth/session', { method: 'POST', body: { code }, schema: ZSessionResponseSchema, anonymous: true });

/** The refresh token rides in an httpOnly cookie; this trades it for a new access token. */
export const refreshSession = () =>
  apiRequest('/api/auth/session/refresh', { method: 'POST', schema: ZSessionResponseSchema, anonymous: true });

export const deleteSession = (accessToken: string | null) =>
  fetch('/api/auth/session', {
    method: 'DELETE',
    credentials: 'same-origin',
    headers: accessToken ? { Authorization: `Bearer ${accessToken}` } : {},
  }).then(async (response) => {
    if (!response.ok) throw new Error('Failed to sign out');
    return ZSignOutResponseSchema.parse(await response.json());
  });
