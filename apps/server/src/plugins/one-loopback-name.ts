import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { isLoopbackUrl } from '../config/load-config';

/**
 * On one machine the app answers at localhost and 127.0.0.1 alike, but a sign-in belongs to the
 * public URL's name: LinkedIn returns there, and the browser keeps the sign-in's cookie per name. A
 * page opened at the other name would offer a sign-in that ends in a refusal, so it is sent to the
 * same page at the public URL's name first. Only loopback names are aliases: a real host is not.
 */
export const oneLoopbackName = fp(async (app: FastifyInstance, { publicUrl }: { publicUrl: string }) => {
  if (!isLoopbackUrl(publicUrl)) return;
  const canonical = new URL(publicUrl);
  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return;
    // The API answers at any name (scripts and health checks call it by address); pages are what move.
    if (/^\/(api|sandbox|metrics)(\/|\?|$)/.test(request.url)) return;
    const asked = parseHost(canonical.protocol, request.headers.host);
    if (!asked || asked.host === canonical.host || asked.port !== canonical.port || !isLoopbackUrl(asked.href)) return;
    return reply.redirect(`${canonical.origin}${request.url}`, 308);
  });
});

function parseHost(protocol: string, host: string | undefined): URL | null {
  if (!host) return null;
  try {
    return new URL(`${protocol}//${host}`);
  } catch {
    return null;
  }
}
