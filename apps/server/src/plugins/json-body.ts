import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../errors/app-error';

/**
 * JSON bodies are parsed by Fastify's own parser, which refuses a `__proto__` or
 * `constructor.prototype` key at any depth (prototype pollution). It answers such a body "Body is
 * not valid JSON", which sends the caller looking for a syntax error: the body is valid, its keys
 * are what is refused, and the answer says so.
 */
export const jsonBody = fp(async (app: FastifyInstance) => {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body.toString();
    parseJson(request, text, (error, value) => {
      if (error && isValidJson(text)) {
        done(
          new AppError('BAD_REQUEST', 'The request body has a "__proto__" or "constructor" key, and such keys are not accepted.'),
          undefined,
        );
      } else done(error, value);
    });
  });
});

function isValidJson(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}
