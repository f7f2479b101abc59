import { useCallback, useState } from 'react';
import { messageForPerson } from '../message-for-person';
import { signInWithCode } from './auth-store';
import { runLinkedInPopup } from './linkedin-popup';

/** The popup flow as React state: loading while the popup is open, an error to show, or done. */
export function useLinkedInSignIn(onSignedIn: () => void) {
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const start = useCallback(async () => {
    setError(null);
    setLoading(true);
    try {
      const outcome = await runLinkedInPopup();
      if (outcome.kind === 'error') setError(outcome.error);
      if (outcome.kind === 'success') {
        try {
          await signInWithCode(outcome.message.code);
        } catch (err) {
          // The spec's text, then the server's reason when it wrote one for a person (another browser).
          const reason = messageForPerson(err);
          setError(reason ? `Failed to complete sign in. ${reason}` : 'Failed to complete sign in');
          return;
        }
        onSignedIn();
      }
    } catch (err) {
      setError(err instanceof Error ? err.message : 'Failed to open LinkedIn sign-in');
    } finally {
      setLoading(false);
    }
  }, [onSignedIn]);

  return { start, loading, error };
}
