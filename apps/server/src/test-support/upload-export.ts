import { readFile } from 'node:fs/promises';
import { PassThrough } from 'node:stream';
import { bearer, type TestServer } from './test-server';

const BOUNDARY = '----cadence-test-boundary-7MA4YWxkTrZu0gW';

/** A multipart body as a browser's FormData sends it: one part, field `file` by default. */
export function multipartBody(filename: string, bytes: Buffer, field = 'file'): { body: Buffer; contentType: string } {
  const head = Buffer.from(
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: application/zip\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${BOUNDARY}--\r\n`);
  return { body: Buffer.concat([head, bytes, tail]), contentType: `multipart/form-data; boundary=${BOUNDARY}` };
}

/** Sends a file (a path, or bytes) to an upload route as the member. */
export async function uploadExport(
  server: TestServer,
  accessToken: string,
  file: string | Buffer,
  options: { filename?: string; url?: string; field?: string } = {},
) {
  const bytes = typeof file === 'string' ? await readFile(file) : file;
  const { body, contentType } = multipartBody(
    options.filename ?? 'Basic_LinkedInDataExport_11-20-2026.zip',
    bytes,
    options.field,
  );
  return server.app.inject({
    method: 'POST',
    url: options.url ?? '/api/linkedin/import',
    headers: { ...bearer(accessToken), 'content-type': contentType },
    payload: body,
  });
}

/**
 * An upload whose body arrives only when the test says so: the import is mid-flight (slot taken,
 * bytes still coming) for as long as the test needs.
 */
export function heldUpload(server: TestServer, accessToken: string, bytes: Buffer) {
  const { body, contentType } = multipartBody('export.zip', bytes);
  const stream = new PassThrough();
  const half = Math.floor(body.length / 2);
  stream.write(body.subarray(0, half));
  const response = server.app.inject({
    method: 'POST',
    url: '/api/linkedin/import',
    headers: { ...bearer(accessToken), 'content-type': contentType, 'content-length': String(body.length) },
    payload: stream,
  });
  return { response, release: () => stream.end(body.subarray(half)) };
}
