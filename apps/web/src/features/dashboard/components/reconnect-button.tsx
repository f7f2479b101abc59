import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useLinkedInSignIn } from '../../../lib/auth/use-linkedin-sign-in';
import { toast } from '../../../lib/toast';

/**
 * 'Reconnect': the login page's popup sign-in, which renews the LinkedIn connection (consent is
 * skipped while LinkedIn's grant is valid); everything is read again afterwards.
 */
export function ReconnectButton({ className }: { className: string }) {
  const queryClient = useQueryClient();
  const onReconnected = useCallback(() => {
    void queryClient.invalidateQueries();
    toast.success('LinkedIn reconnected');
  }, [queryClient]);
  const reconnect = useLinkedInSignIn(onReconnected);

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
