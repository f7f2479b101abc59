import pino from 'pino';
import type { Config } from './config/load-config';

/** Structured JSON logs; tokens and cookies never reach them. */
export function createLogger(config: Pick<Config, 'logLevel'>, name: string) {
  return pino({
    name,
    level: config.logLevel,
    redact: {
      paths: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]', '*.access_token', '*.refresh_token'],
      censor: '[redacted]',
    },
  });
}
