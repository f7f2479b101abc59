import pino, { type DestinationStream } from 'pino';
import type { Config } from './config/load-config';

/**
 * Structured JSON logs; tokens and cookies never reach them. `destination` defaults to stdout
 * (tests capture the lines).
 */
export function createLogger(config: Pick<Config, 'logLevel'>, name: string, destination?: DestinationStream) {
  return pino(
    {
      name,
      level: config.logLevel,
      redact: {
        paths: [
          'req.headers.authorization',
          'req.headers.cookie',
          'res.headers["set-cookie"]',
          '*.access_token',
          '*.refresh_token',
        ],
        censor: '[redacted]',
      },
      // Fastify's request serializer, except for the URL (Fastify keeps a logger's own serializers).
      serializers: {
        req: (request: LoggedRequest) => ({
          method: request.method,
          url: urlForLog(request.url),
          host: request.host,
          remoteAddress: request.ip,
          remotePort: request.socket?.remotePort,
        }),
      },
    },
    destination,
  );
}

interface LoggedRequest {
  method: string;
  url: string;
  host?: string;
  ip?: string;
  socket?: { remotePort?: number };
}

/**
 * Sign-in URLs carry secrets in their query: LinkedIn's authorization code and state at
 * /api/auth/linkedin/callback, our one-time login code and the member's email at /auth/callback.
 * Logs keep their path only.
 */
export function urlForLog(url: string): string {
  const query = url.indexOf('?');
  if (query === -1) return url;
  const path = url.slice(0, query);
  let decoded = path;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    // A malformed path is logged as sent; the check below still reads it.
  }
  return /\/auth(\/|$)/i.test(decoded) ? `${path}?[redacted]` : url;
}
