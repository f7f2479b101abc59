/** 'jane.doe-smith@acme.com' → 'Jane Doe Smith': a readable name until a profile is imported. */
export function displayNameFromEmail(email: string): string {
  const local = email.split('@')[0] ?? email;
  const words = local.split(/[._\-+]+/).filter(Boolean);
  return words.map((w) => w.charAt(0).toUpperCase() + w.slice(1)).join(' ') || email;
}
