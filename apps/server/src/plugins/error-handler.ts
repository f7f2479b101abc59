import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from '../errors/app-error';

/**
 * One place maps failures to answers: AppError codes to their status, bad input to 400 with the
 * field at fault, and anything unexpected to a 500 that is logged but never leaks internals.
 */
export const errorHandler = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      if (error.statusCode >= 500) request.log.warn({ err: error, details: error.details }, error.message);
      return reply.status(error.statusCode).send({ success: false, error: error.message, code: error.code });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const where = error.validationContext ?? 'request';
      const problems = error.validation.map((v) => {
        const field = v.instancePath.replace(/^\//, '').replaceAll('/', '.');
        return field ? `${field}: ${v.message}` : v.message;
      });
      return reply.status(400).send({ success: false, error: `Invalid ${where}: ${problems.join('; ')}`, code: 'BAD_REQUEST' });
    }
    const status = error.statusCode ?? 500;
    if (status < 500) {
      // Fastify's own client errors (bad JSON, too large, unsupported media type) carry a readable message.
      return reply.status(status).send({ success: false, error: error.message, code: error.code ?? 'BAD_REQUEST' });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply
      .status(500)
      .send({ success: false, error: 'Something went wrong on our side. Please try again.', code: 'INTERNAL' });
  });
});
