import { useReconnectLinkedIn } from '../../../lib/auth/use-reconnect-linkedin';

/** 'Reconnect' with its error: the popup sign-in that renews the LinkedIn connection. */
export function ReconnectButton({ className }: { className: string }) {
  const reconnect = useReconnectLinkedIn();

  return (
    <>
      <button type="button" onClick={() => void reconnect.start()} disabled={reconnect.loading} className={className}>
        {reconnect.loading ? 'Connecting...' : 'Reconnect'}
      </button>
      {reconnect.error && (
        <span role="alert" className="text-xs text-red-700">
          {reconnect.error}
        </span>
      )}
    </>
  );
}
