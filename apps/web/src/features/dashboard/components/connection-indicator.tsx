import type { UseQueryResult } from '@tanstack/react-query';
import type { TProfileResponse } from '@cadence/contract/auth/get-profile';
import { ReconnectButton } from './reconnect-button';

type Profile = TProfileResponse['data'];

/** 'LinkedIn Connected' or 'LinkedIn Disconnected' (with Reconnect), plus a plain sandbox label. */
export function ConnectionIndicator({ profile }: { profile: UseQueryResult<Profile> }) {
  if (profile.isPending) {
    return (
      <span className="inline-block h-6 w-36 animate-pulse rounded-full bg-slate-200" aria-label="Checking LinkedIn connection" />
    );
  }
  if (profile.isError) {
    return <span className="text-sm text-red-700">Failed to fetch profile</span>;
  }
  const connected = profile.data.connections.some((c) => c.is_active);
  return (
    <div className="flex flex-wrap items-center gap-2">
      <span
        className={
          connected
            ? 'inline-flex items-center gap-1.5 rounded-full bg-emerald-50 px-2.5 py-1 text-xs font-medium text-emerald-800 ring-1 ring-emerald-200 ring-inset'
            : 'inline-flex items-center gap-1.5 rounded-full bg-red-50 px-2.5 py-1 text-xs font-medium text-red-800 ring-1 ring-red-200 ring-inset'
        }
      >
        <span
          aria-hidden="true"
          className={connected ? 'size-2 rounded-full bg-emerald-500' : 'size-2 rounded-full bg-red-500'}
        />
        {connected ? 'LinkedIn Connected' : 'LinkedIn Disconnected'}
      </span>
      {!connected && (
        <ReconnectButton className="rounded-md px-2 py-1 text-xs font-medium text-brand-600 hover:bg-brand-50 disabled:opacity-60" />
      )}
      {profile.data.linkedin_sandbox && (
        <span
          className="rounded-full bg-amber-50 px-2.5 py-1 text-xs font-medium text-amber-900 ring-1 ring-amber-200 ring-inset"
          title="Sign-in and posting go to Cadence's built-in LinkedIn sandbox, not the real LinkedIn."
        >
          Sandbox
        </span>
      )}
    </div>
  );
}
