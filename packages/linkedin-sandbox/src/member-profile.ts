import { createHash } from 'node:crypto';
import type { SandboxMember } from './types.ts';

export const defaultLocale = { country: 'US', language: 'en' } as const;

const defaultMember: SandboxMember = {
  name: 'Alex Morgan',
  givenName: 'Alex',
  familyName: 'Morgan',
  email: 'alex.morgan@example.com',
};

/** The member as LinkedIn knows them once they have signed in. */
export interface SignedInMember {
  sub: string;
  name: string;
  givenName: string;
  familyName: string;
  email: string;
  picture: string;
  locale: { country: string; language: string };
}

/**
 * LinkedIn ids are short opaque strings; deriving ours from the e-mail gives the same member the
 * same id in every run, which lets tests and seeded data refer to them.
 */
export function memberSub(email: string): string {
  return createHash('sha256').update(email.trim().toLowerCase()).digest('base64url').slice(0, 10);
}

export function splitName(name: string): { givenName: string; familyName: string } {
  const trimmed = name.trim();
  const space = trimmed.search(/\s/);
  if (space === -1) return { givenName: trimmed, familyName: '' };
  return { givenName: trimmed.slice(0, space), familyName: trimmed.slice(space).trim() };
}

/** Fills what a partial member leaves out, deriving given and family names from the full name. */
export function resolveMember(partial: Partial<SandboxMember> | undefined): SandboxMember {
  const given = partial?.givenName;
  const family = partial?.familyName;
  const name =
    partial?.name ??
    (given !== undefined || family !== undefined ? [given, family].filter(Boolean).join(' ') : defaultMember.name);
  const split = splitName(name);
  return {
    name,
    givenName: given ?? split.givenName,
    familyName: family ?? split.familyName,
    email: partial?.email ?? defaultMember.email,
    ...(partial?.picture === undefined ? {} : { picture: partial.picture }),
    ...(partial?.locale === undefined ? {} : { locale: { ...partial.locale } }),
  };
}

export function initialsOf(name: string): string {
  const words = name
    .trim()
    .split(/\s+/)
    .filter((word) => /\p{L}|\p{N}/u.test(word));
  const first = words[0];
  const last = words.length > 1 ? words[words.length - 1] : undefined;
  const letters = [first, last].map((word) => (word ? firstLetter(word) : '')).join('');
  return letters.toUpperCase();
}

function firstLetter(word: string): string {
  return word.match(/\p{L}|\p{N}/u)?.[0] ?? '';
}

/**
 * The app must work offline, so a member without a photo gets an initials avatar served by the
 * sandbox itself; the initials ride in the query like the signed parameters of LinkedIn's media URLs.
 */
export function avatarUrl(baseUrl: string, sub: string, name: string): string {
  const initials = initialsOf(name);
  const query = initials ? `?initials=${encodeURIComponent(initials)}` : '';
  return `${baseUrl}/media/avatar/${sub}.svg${query}`;
}

export function signInMember(baseUrl: string, member: SandboxMember): SignedInMember {
  const sub = memberSub(member.email);
  return {
    sub,
    name: member.name,
    givenName: member.givenName,
    familyName: member.familyName,
    email: member.email,
    picture: member.picture ?? avatarUrl(baseUrl, sub, member.name),
    locale: member.locale ?? { ...defaultLocale },
  };
}

/** The OpenID claims a scope grants, in the order LinkedIn's userinfo lists them. */
export function profileClaims(member: SignedInMember, scopes: readonly string[]): Record<string, unknown> {
  const profile = scopes.includes('profile');
  const email = scopes.includes('email');
  return {
    sub: member.sub,
    ...(email ? { email_verified: true } : {}),
    ...(profile
      ? { name: member.name, locale: member.locale, given_name: member.givenName, family_name: member.familyName }
      : {}),
    ...(email ? { email: member.email } : {}),
    ...(profile ? { picture: member.picture } : {}),
  };
}
