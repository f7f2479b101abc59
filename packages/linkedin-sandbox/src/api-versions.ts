import type { VersionWindow } from './types.ts';

/**
 * LinkedIn supports each monthly version for about a year. The sandbox keeps versions for two
 * years by default: a Cadence release keeps working against its built-in sandbox a while after
 * LinkedIn itself has retired its version, while tests still see 426 for a truly old one.
 */
export const defaultActiveVersionMonths = 24;

const versionPattern = /^(\d{4})(0[1-9]|1[0-2])(?:\.\d{2})?$/;

export function isVersionMonth(value: string): boolean {
  return /^\d{6}$/.test(value) && versionPattern.test(value);
}

/** The months from `months - 1` months ago up to the current one (UTC). */
export function rollingVersionWindow(months: number, now = new Date()): VersionWindow {
  const newest = now.getUTCFullYear() * 12 + now.getUTCMonth();
  return { oldest: monthString(newest - (months - 1)), newest: monthString(newest) };
}

function monthString(monthIndex: number): string {
  const year = Math.floor(monthIndex / 12);
  const month = (monthIndex % 12) + 1;
  return `${year}${String(month).padStart(2, '0')}`;
}

export type VersionCheck =
  { ok: true; version: string } | { ok: false; status: 400 | 426; body: { status: number; code: string; message: string } };

/** LinkedIn's answers for a missing, unknown or retired `LinkedIn-Version` header. */
export function checkApiVersion(header: string | string[] | undefined, window: VersionWindow): VersionCheck {
  const value = Array.isArray(header) ? header[0] : header;
  if (value === undefined || value.trim() === '') {
    return {
      ok: false,
      status: 400,
      body: {
        status: 400,
        code: 'VERSION_MISSING',
        message: 'A version must be present. Please specify a version by adding the LinkedIn-Version header.',
      },
    };
  }
  const version = value.trim();
  const month = versionPattern.exec(version);
  const yyyymm = month ? `${month[1]}${month[2]}` : undefined;
  if (yyyymm === undefined || yyyymm < window.oldest || yyyymm > window.newest) {
    return {
      ok: false,
      status: 426,
      body: { status: 426, code: 'NONEXISTENT_VERSION', message: `Requested version ${version} is not active` },
    };
  }
  return { ok: true, version };
}
