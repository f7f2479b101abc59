import { displayNameFromEmail } from './display-name-from-email';
import { useProfile } from './get-profile';
import { useImportedProfile } from './linkedin-data/get-insights';

/** Names compared as people read them: case, accents and spacing aside. */
const nameKey = (name: string) =>
  name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();

/**
 * The member's name as the dashboard shows it (spec §2: the imported profile's, otherwise one
 * derived from the email) and the picture that goes beside it. LinkedIn's picture belongs to the
 * name LinkedIn gave at sign-in: beside an imported name that is not that one it would show
 * another name's face or initials, so the avatar shows the shown name's initials instead.
 */
export function useMemberIdentity(email: string): { name: string; picture: string | null } {
  const signedIn = useProfile().data?.linkedin_profile;
  const imported = useImportedProfile().data;
  const importedName = imported?.full_name?.trim();
  const name = importedName || displayNameFromEmail(email);
  const pictureFits = !importedName || (signedIn?.name != null && nameKey(signedIn.name) === nameKey(importedName));
  const picture = pictureFits ? (imported?.profile_picture_url ?? signedIn?.picture ?? null) : null;
  return { name, picture };
}
