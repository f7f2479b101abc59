import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLinkedInAuth } from './linkedin-auth';

/**
 * A stand-in for www.linkedin.com that serves LinkedIn's discovery document as LinkedIn writes it (no
 * revocation_endpoint) and records what reaches /oauth/v2/revoke.
 */
describe('revoking a LinkedIn token', () => {
  const received: Array<{ method?: string; url?: string; type?: string; body: string }> = [];
  let status = 200;
  let base = '';
  const server = createServer((request, response) => {
    void readBody(request).then((body) => {
      if (request.url === '/oauth/.well-known/openid-configuration') {
        response.setHeader('content-type', 'application/json');
        response.end(
          JSON.stringify({
            issuer: `${base}/oauth`,
            authorization_endpoint: `${base}/oauth/v2/authorization`,
            token_endpoint: `${base}/oauth/v2/accessToken`,
            userinfo_endpoint: `${base}/v2/userinfo`,
            jwks_uri: `${base}/oauth/openid/jwks`,
            response_types_supported: ['code'],
            subject_types_supported: ['pairwise'],
            id_token_signing_alg_values_supported: ['RS256'],
            scopes_supported: ['openid', 'profile', 'email'],
          }),
        );
        return;
      }
      received.push({ method: request.method, url: request.url, type: request.headers['content-type'], body });
      response.statusCode = status;
      response.end();
    });
  });
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const auth = () =>
    createLinkedInAuth({
      oauthBaseUrl: `${base}/oauth`,
      clientId: 'client-123',
      clientSecret: 'secret-456',
      redirectUri: 'http://localhost:3000/api/auth/linkedin/callback',
      scopes: ['openid'],
    });

  it('POSTs client_id, client_secret and token as a form to {issuer}/v2/revoke, as LinkedIn documents it', async () => {
    await auth().revoke('AQX-token');
    expect(received).toEqual([
      {
        method: 'POST',
        url: '/oauth/v2/revoke',
        type: 'application/x-www-form-urlencoded',
        body: 'client_id=client-123&client_secret=secret-456&token=AQX-token',
      },
    ]);
  });

  it('fails when LinkedIn refuses, so the caller can log it', async () => {
    status = 401;
    await expect(auth().revoke('AQX-token')).rejects.toThrow('LinkedIn answered 401 to the token revocation');
  });
});

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString();
}
