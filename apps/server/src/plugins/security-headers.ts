import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Response headers for the whole app: helmet's set, tuned below, and `Cache-Control: no-store` on
 * every API answer, since they carry tokens and personal data that no browser or proxy cache
 * should keep (routes added later get it too; a route may still set its own).
 */
export const securityHeaders = fp(
  async (app: FastifyInstance, { publicUrl, imageOrigins = [] }: { publicUrl: string; imageOrigins?: string[] }) => {
    const https = publicUrl.startsWith('https://');
    await app.register(helmet, {
      // The sign-in popup returns from LinkedIn to us and must still reach its opener, which a
      // same-origin opener policy would sever.
      crossOriginOpenerPolicy: false,
      // Over plain http (local use) HSTS would be ignored at best, and would pin a host name that may
      // later serve http at worst.
      strictTransportSecurity: https,
      // The same rule as frame-ancestors 'none', for browsers that only know the older header.
      xFrameOptions: { action: 'deny' },
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'"],
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'https://media.licdn.com', ...imageOrigins],
          connectSrc: ["'self'"],
          fontSrc: ["'self'", 'data:'],
          formAction: ["'self'"],
          frameAncestors: ["'none'"],
          upgradeInsecureRequests: https ? [] : null,
        },
      },
    });
    app.addHook('onRequest', async (request, reply) => {
      if (request.url === '/api' || request.url.startsWith('/api/') || request.url.startsWith('/api?')) {
        reply.header('cache-control', 'no-store');
      }
    });
  },
);
