import { useProfile } from './get-profile';

/** The zone this browser runs in ('Europe/Paris'), or UTC where Intl cannot tell. */
export function browserTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}

/**
 * The IANA zone every date the member sees or picks is in (issue 9): the one stored on their
 * profile, so the tab, the dialogs and the server's grouping agree; this browser's until it loads.
 */
export function useMemberTimeZone(): string {
  const profile = useProfile();
  const data = profile.data;
  const stored = data && 'time_zone' in data && typeof data.time_zone === 'string' ? data.time_zone : '';
  return stored || browserTimeZone();
}
