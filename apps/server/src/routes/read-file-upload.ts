import type { FastifyRequest } from 'fastify';
import { AppError } from '../errors/app-error';
import type { IncomingExport } from '../imports/import-linkedin-export';

/**
 * A multipart upload's `file` part, not yet read: the domain decides whether to read it at all.
 * Anything else (no multipart body, no part, another field first) answers 400 with `noFile`, the
 * route's own sentence naming what to send.
 */
export async function readFileUpload(request: FastifyRequest, noFile: string): Promise<IncomingExport> {
  if (!request.isMultipart()) throw new AppError('BAD_REQUEST', noFile);
  const part = await request.file().catch((error: Error) => {
    throw new AppError('BAD_REQUEST', `${noFile} (${error.message})`);
  });
  if (!part) throw new AppError('BAD_REQUEST', noFile);
  if (part.fieldname !== 'file') {
    part.file.resume();
    throw new AppError('BAD_REQUEST', noFile);
  }
  const length = Number(request.headers['content-length']);
  return {
    filename: part.filename,
    stream: part.file,
    declaredBytes: Number.isFinite(length) && length > 0 ? length : null,
    isTruncated: () => part.file.truncated,
  };
}
