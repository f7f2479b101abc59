import { AppError } from '../errors/app-error';

/** Only our own app may receive sign-in results: no open redirect through frontend_url. */
export function checkFrontendUrl(frontendUrl: string, allowedOrigins: ReadonlySet<string>): string {
  let origin: string;
  try {
    origin = new URL(frontendUrl).origin;
  } catch {
    throw new AppError('BAD_REQUEST', 'frontend_url must be an absolute http(s) URL.');
  }
  if (!allowedOrigins.has(origin)) {
    throw new AppError('BAD_REQUEST', `frontend_url ${origin} is not an address of this Cadence app.`);
  }
  return origin;
}
