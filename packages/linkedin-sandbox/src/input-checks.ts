import { isVersionMonth } from './api-versions.ts';
import { faultTargets, type Fault, type FaultTarget, type SandboxMember, type VersionWindow } from './types.ts';

export type Checked<T> = { ok: true; value: T } | { ok: false; message: string };

const tenYearsInSeconds = 10 * 365 * 24 * 60 * 60;
const maxFaultDelayMs = 120_000;

export function isRecord(input: unknown): input is Record<string, unknown> {
  return typeof input === 'object' && input !== null && !Array.isArray(input);
}

function unknownKey(input: Record<string, unknown>, allowed: readonly string[]): string | undefined {
  return Object.keys(input).find((key) => !allowed.includes(key));
}

function isIntegerIn(input: unknown, min: number, max: number): input is number {
  return typeof input === 'number' && Number.isInteger(input) && input >= min && input <= max;
}

export function isFaultTarget(input: string): input is FaultTarget {
  return (faultTargets as readonly string[]).includes(input);
}

export function checkFaultTarget(input: string): Checked<FaultTarget> {
  if (isFaultTarget(input)) return { ok: true, value: input };
  return { ok: false, message: `Unknown fault target "${input}". Use one of: ${faultTargets.join(', ')}.` };
}

export function checkFault(input: unknown): Checked<Fault> {
  if (!isRecord(input)) return { ok: false, message: 'A fault must be an object like {"status": 503}.' };
  const extra = unknownKey(input, ['status', 'body', 'delayMs', 'times', 'afterAccept', 'keepCharacters', 'dropAnswer']);
  if (extra !== undefined)
    return {
      ok: false,
      message: `Unknown fault field "${extra}". Use status, body, delayMs, times, afterAccept, keepCharacters and dropAnswer.`,
    };
  const { status, body, delayMs, times, afterAccept, keepCharacters, dropAnswer } = input;
  if (!isIntegerIn(status, 200, 599)) return { ok: false, message: 'status must be an integer from 200 to 599.' };
  if (delayMs !== undefined && !isIntegerIn(delayMs, 0, maxFaultDelayMs)) {
    return { ok: false, message: `delayMs must be an integer from 0 to ${maxFaultDelayMs}.` };
  }
  if (times !== undefined && !isIntegerIn(times, 1, Number.MAX_SAFE_INTEGER)) {
    return { ok: false, message: 'times must be a positive integer; leave it out to keep the fault until cleared.' };
  }
  if (afterAccept !== undefined && typeof afterAccept !== 'boolean')
    return { ok: false, message: 'afterAccept must be true or false.' };
  if (dropAnswer !== undefined && typeof dropAnswer !== 'boolean')
    return { ok: false, message: 'dropAnswer must be true or false.' };
  if (dropAnswer === true && afterAccept !== true)
    return { ok: false, message: 'dropAnswer needs afterAccept: the post is saved, then its answer is dropped.' };
  if (keepCharacters !== undefined && !isIntegerIn(keepCharacters, 0, 100_000)) {
    return { ok: false, message: 'keepCharacters must be an integer from 0 to 100000.' };
  }
  return {
    ok: true,
    value: {
      status,
      ...(body === undefined ? {} : { body }),
      ...(delayMs === undefined ? {} : { delayMs }),
      ...(times === undefined ? {} : { times }),
      ...(afterAccept === undefined ? {} : { afterAccept }),
      ...(keepCharacters === undefined ? {} : { keepCharacters }),
      ...(dropAnswer === undefined ? {} : { dropAnswer }),
    },
  };
}

export function checkTokenTtl(input: unknown): Checked<number> {
  // Zero and negative lifetimes are allowed: they mint already-expired tokens for expiry tests.
  if (isIntegerIn(input, -tenYearsInSeconds, tenYearsInSeconds)) return { ok: true, value: input };
  return { ok: false, message: `seconds must be an integer from ${-tenYearsInSeconds} to ${tenYearsInSeconds}.` };
}

export function checkName(input: unknown): Checked<string> {
  if (typeof input !== 'string' || input.trim() === '') return { ok: false, message: 'Enter a name.' };
  if (input.trim().length > 100) return { ok: false, message: 'Use a name of at most 100 characters.' };
  return { ok: true, value: input.trim() };
}

export function checkEmail(input: unknown): Checked<string> {
  const email = typeof input === 'string' ? input.trim() : '';
  if (email.length > 254 || !/^[^\s@<>"]+@[^\s@<>".]+(\.[^\s@<>".]+)+$/.test(email)) {
    return { ok: false, message: 'Enter an email address like name@example.com.' };
  }
  return { ok: true, value: email };
}

function checkPicture(input: unknown): Checked<string> {
  if (typeof input !== 'string' || input.length > 8192)
    return { ok: false, message: 'picture must be a URL of at most 8192 characters.' };
  if (/^data:image\//.test(input)) return { ok: true, value: input };
  try {
    const url = new URL(input);
    if (url.protocol === 'http:' || url.protocol === 'https:') return { ok: true, value: input };
  } catch {
    // falls through to the message below
  }
  return { ok: false, message: 'picture must be an http(s) URL or a data:image/ URL.' };
}

function checkLocale(input: unknown): Checked<{ country: string; language: string }> {
  if (
    isRecord(input) &&
    unknownKey(input, ['country', 'language']) === undefined &&
    typeof input.country === 'string' &&
    /^[A-Z]{2}$/.test(input.country) &&
    typeof input.language === 'string' &&
    /^[a-z]{2}$/.test(input.language)
  ) {
    return { ok: true, value: { country: input.country, language: input.language } };
  }
  return { ok: false, message: 'locale must look like {"country": "US", "language": "en"}.' };
}

function checkNamePart(field: string, input: unknown): Checked<string> {
  if (typeof input !== 'string' || input.trim().length > 100) {
    return { ok: false, message: `${field} must be a string of at most 100 characters.` };
  }
  return { ok: true, value: input.trim() };
}

export function checkMember(input: unknown): Checked<Partial<SandboxMember>> {
  if (!isRecord(input))
    return { ok: false, message: 'A member must be an object like {"name": "Alex Morgan", "email": "alex@example.com"}.' };
  const extra = unknownKey(input, ['name', 'givenName', 'familyName', 'email', 'picture', 'locale']);
  if (extra !== undefined) {
    return { ok: false, message: `Unknown member field "${extra}". Use name, givenName, familyName, email, picture and locale.` };
  }
  const member: Partial<SandboxMember> = {};
  const checks: [keyof SandboxMember, (value: unknown) => Checked<unknown>][] = [
    ['name', checkName],
    ['givenName', (value) => checkNamePart('givenName', value)],
    ['familyName', (value) => checkNamePart('familyName', value)],
    ['email', checkEmail],
    ['picture', checkPicture],
    ['locale', checkLocale],
  ];
  for (const [field, check] of checks) {
    if (input[field] === undefined) continue;
    const result = check(input[field]);
    if (!result.ok)
      return { ok: false, message: field === 'name' || field === 'email' ? `${field}: ${result.message}` : result.message };
    Object.assign(member, { [field]: result.value });
  }
  return { ok: true, value: member };
}

export function checkDailyPostLimit(input: unknown): Checked<number> {
  // Zero is allowed: it makes the very next post answer 429.
  if (isIntegerIn(input, 0, 1_000_000)) return { ok: true, value: input };
  return { ok: false, message: 'The daily post limit must be an integer from 0 to 1000000.' };
}

export function checkProcessingMs(input: unknown): Checked<number> {
  if (isIntegerIn(input, 0, 600_000)) return { ok: true, value: input };
  return { ok: false, message: 'The processing time must be an integer number of milliseconds from 0 to 600000.' };
}

export function checkActiveVersionMonths(input: unknown): Checked<number> {
  if (isIntegerIn(input, 1, 1200)) return { ok: true, value: input };
  return { ok: false, message: 'activeVersionMonths must be an integer from 1 to 1200.' };
}

export function checkVersionWindow(input: unknown): Checked<VersionWindow> {
  if (!isRecord(input) || unknownKey(input, ['oldest', 'newest']) !== undefined) {
    return { ok: false, message: 'Send the active versions as {"oldest": "YYYYMM", "newest": "YYYYMM"}.' };
  }
  const { oldest, newest } = input;
  if (typeof oldest !== 'string' || typeof newest !== 'string' || !isVersionMonth(oldest) || !isVersionMonth(newest)) {
    return { ok: false, message: 'oldest and newest must be months written as YYYYMM, like "202510".' };
  }
  if (oldest > newest) return { ok: false, message: 'oldest must not come after newest.' };
  return { ok: true, value: { oldest, newest } };
}

/** For the programmatic controls: bad input is a programming error there, so it throws. */
export function valueOrThrow<T>(checked: Checked<T>): T {
  if (!checked.ok) throw new TypeError(checked.message);
  return checked.value;
}
