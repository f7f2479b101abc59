import { cn } from '../../../lib/cn';

/** 'jane.doe-smith@acme.com' → 'Jane Doe Smith': a readable name until a profile is imported. */
export function displayNameFromEmail(email: string): string {
  const local = email.split('@')[0] ?? email;
  const words = local.split(/[._\-+]+/).filter(Boolean);
  return words.map((w) => w.charAt(0).toUpperCase() + w.slice(1)).join(' ') || email;
}

export function initials(name: string): string {
  const parts = name.trim().split(/\s+/);
  return ((parts[0]?.[0] ?? '') + (parts.length > 1 ? (parts.at(-1)?.[0] ?? '') : '')).toUpperCase() || '?';
}

export function UserAvatar({ name, pictureUrl, className }: { name: string; pictureUrl: string | null; className?: string }) {
  if (pictureUrl) {
    return <img src={pictureUrl} alt="" className={cn('size-10 shrink-0 rounded-full object-cover', className)} />;
  }
  return (
    <span
      aria-hidden="true"
      className={cn('flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-100 text-sm font-semibold text-brand-700', className)}
    >
      {initials(name)}
    </span>
  );
}
