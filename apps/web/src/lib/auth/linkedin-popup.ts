import { ZPopupMessageSchema, type TPopupMessage } from '@cadence/contract/auth/popup-message';

export const POPUP_WIDTH = 600;
export const POPUP_HEIGHT = 700;
export const POPUP_TIMEOUT_MS = 300_000;
export const POPUP_POLL_MS = 1000;

export type PopupOutcome =
  | { kind: 'success'; message: Extract<TPopupMessage, { type: 'LINKEDIN_AUTH_SUCCESS' }> }
  | { kind: 'error'; error: string }
  | { kind: 'closed' };

/**
 * Opens LinkedIn sign-in in a 600x700 popup and waits for its message. Only messages from this
 * app's own origin, sent by that popup, count. Ends on a message, the popup closing, or 5 minutes.
 */
export function runLinkedInPopup(): Promise<PopupOutcome> {
  const authorizeUrl = `/api/auth/linkedin/authorize?frontend_url=${encodeURIComponent(window.location.origin)}`;
  const left = window.screenX + Math.max(0, (window.outerWidth - POPUP_WIDTH) / 2);
  const top = window.screenY + Math.max(0, (window.outerHeight - POPUP_HEIGHT) / 2);
  let popup: Window | null;
  try {
    popup = window.open(
      authorizeUrl,
      'cadence-linkedin-sign-in',
      `width=${POPUP_WIDTH},height=${POPUP_HEIGHT},left=${left},top=${top}`,
    );
  } catch {
    return Promise.reject(new Error('Failed to open LinkedIn sign-in'));
  }
  if (!popup) return Promise.reject(new Error('Popup blocked. Please allow popups for this site.'));
  const opened = popup;

  return new Promise((resolve) => {
    const finish = (outcome: PopupOutcome) => {
      window.removeEventListener('message', onMessage);
      clearInterval(poll);
      clearTimeout(timeout);
      resolve(outcome);
    };
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== window.location.origin || event.source !== opened) return;
      const parsed = ZPopupMessageSchema.safeParse(event.data);
      if (!parsed.success) return;
      if (parsed.data.type === 'LINKEDIN_AUTH_SUCCESS') finish({ kind: 'success', message: parsed.data });
      else finish({ kind: 'error', error: parsed.data.error || 'Authentication failed' });
    };
    window.addEventListener('message', onMessage);
    const poll = setInterval(() => {
      if (opened.closed) finish({ kind: 'closed' });
    }, POPUP_POLL_MS);
    const timeout = setTimeout(() => {
      opened.close();
      finish({ kind: 'error', error: 'Sign-in timed out. Please try again.' });
    }, POPUP_TIMEOUT_MS);
  });
}
