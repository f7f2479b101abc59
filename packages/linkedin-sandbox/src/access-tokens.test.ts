import { describe, expect, it } from 'vitest';
import { issueAccessToken, readAccessToken, type AccessTokenClaims } from './access-tokens.ts';
import { memberSub, resolveMember, signInMember } from './member-profile.ts';

const claims: AccessTokenClaims = {
  member: signInMember('http://localhost/sandbox', resolveMember(undefined)),
  scopes: ['openid', 'profile'],
  clientId: 'client',
  iat: 1_000,
  exp: 2_000,
  jti: 'jti-1',
  epoch: 'epoch-1',
};

describe('access tokens', () => {
  it('round-trip while valid and expire at exp', () => {
    const token = issueAccessToken('secret-secret-secret', claims);
    expect(readAccessToken('secret-secret-secret', token, 1_999)).toEqual({ ok: true, claims });
    expect(readAccessToken('secret-secret-secret', token, 2_000)).toEqual({ ok: false, reason: 'expired' });
  });

  it('are refused under another secret or once altered', () => {
    const token = issueAccessToken('secret-secret-secret', claims);
    expect(readAccessToken('another-secret-value', token, 1_500).ok).toBe(false);
    expect(
      readAccessToken(
        'secret-secret-secret',
        token.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A')),
        1_500,
      ).ok,
    ).toBe(false);
    expect(readAccessToken('secret-secret-secret', 'AQ.', 1_500).ok).toBe(false);
    expect(readAccessToken('secret-secret-secret', '', 1_500).ok).toBe(false);
  });
});

describe('memberSub', () => {
  it('is a stable 10-character URL-safe id that ignores case and surrounding spaces', () => {
    const sub = memberSub('Alex.Morgan@Example.com');
    expect(sub).toMatch(/^[A-Za-z0-9_-]{10}$/);
    expect(memberSub(' alex.morgan@example.com ')).toBe(sub);
    expect(memberSub('someone@example.com')).not.toBe(sub);
  });
});
