import { hkdfSync } from 'node:crypto';

export interface Keys {
  /** AES-256-GCM key for third-party tokens at rest. */
  tokenEncryption: Buffer;
  /** HMAC key for our own short-lived access tokens (JWT HS256). */
  sessionSigning: Buffer;
  /** Shared secret of the built-in LinkedIn sandbox (its client secret and token signing). */
  sandbox: Buffer;
  /** HMAC key of the one-click unsubscribe links in notification emails. */
  unsubscribeSigning: Buffer;
  /** HMAC key of the short-lived links to a member's uploaded media (decision 034). */
  mediaSigning: Buffer;
}

/** One root secret, independent purpose keys: a leak of one use does not expose the others. */
export function deriveKeys(root: Buffer): Keys {
  const derive = (info: string) => Buffer.from(hkdfSync('sha256', root, Buffer.alloc(0), `cadence:${info}`, 32));
  return {
    tokenEncryption: derive('token-encryption:v1'),
    sessionSigning: derive('session-signing:v1'),
    sandbox: derive('linkedin-sandbox:v1'),
    unsubscribeSigning: derive('notification-unsubscribe:v1'),
    mediaSigning: derive('media-url-signing:v1'),
  };
}
