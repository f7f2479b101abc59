import { ZAuthCallbackParamsSchema, type TPopupMessage } from '@cadence/contract/auth/popup-message';
import { signInErrorText } from '@cadence/contract/auth/sign-in-error';
import { CheckCircle2, XCircle } from 'lucide-react';
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { useAuth } from '../../../lib/auth/auth-store';

/** The popup's opener, when it is this app in another window; messages go only to our origin. */
function sameOriginOpener(): Window | null {
  try {
    return window.opener && (window.opener as Window).location.origin === window.location.origin
      ? (window.opener as Window)
      : null;
  } catch {
    return null;
  }
}

type View = 'processing' | 'connected' | 'not-in-popup' | 'failed';

/**
 * Where LinkedIn sign-in lands (/auth/callback). In the popup it hands the one-time code to the
 * page that opened it and closes. Opened any other way (a link someone sent) it redeems nothing:
 * the code may belong to someone else's sign-in, and redeeming it would sign this browser in to
 * their account (login CSRF; the server refuses it too, decision 008).
 */
export function AuthCallbackPage() {
  const [searchParams] = useSearchParams();
  const params = useMemo(() => ZAuthCallbackParamsSchema.parse(Object.fromEntries(searchParams)), [searchParams]);
  const auth = useAuth();
  const navigate = useNavigate();
  const [opener] = useState(sameOriginOpener);
  const started = useRef(false);
  const complete = params.success === 'linkedin_connected' && params.email && params.linkedin_id && params.code;
  // The URL only names an error: what is shown is the page's own text, never the URL's (phishing).
  const errorMessage = signInErrorText(params.error ?? '');

  const view: View =
    !complete || params.error ? 'failed' : !opener ? 'not-in-popup' : auth.status === 'loading' ? 'processing' : 'connected';

  useEffect(() => {
    if (started.current || auth.status === 'loading' || !opener) return;
    started.current = true;
    const post = (message: TPopupMessage) => opener.postMessage(message, window.location.origin);
    if (!complete || params.error) {
      post({ type: 'LINKEDIN_AUTH_ERROR', error: errorMessage });
      return;
    }
    post({ type: 'LINKEDIN_AUTH_SUCCESS', email: params.email!, linkedinId: params.linkedin_id!, code: params.code! });
    // Not tied to this effect's cleanup: the popup closes itself even if the page re-renders.
    setTimeout(() => window.close(), 1200);
  }, [auth.status, complete, errorMessage, opener, params]);

  if (auth.status === 'error') {
    return (
      <Frame>
        <StatusCard icon={<XCircle className="size-10 text-red-600" aria-hidden="true" />} title="Something went wrong">
          <Button className="mt-6" onClick={() => window.location.reload()}>
            Reload
          </Button>
        </StatusCard>
      </Frame>
    );
  }

  const continueToDashboard = () => (opener ? window.close() : navigate('/automations', { replace: true }));
  const tryAgain = () => (opener ? window.close() : navigate('/login', { replace: true }));

  return (
    <Frame>
      {view === 'processing' && (
        <StatusCard icon={<Spinner className="size-8 text-brand-500" />} title="Processing authentication">
          <p className="mt-2 text-sm text-slate-600">Loading...</p>
        </StatusCard>
      )}
      {view === 'connected' && (
        <StatusCard icon={<CheckCircle2 className="size-10 text-emerald-600" aria-hidden="true" />} title="LinkedIn Connected!">
          <p className="mt-2 text-sm text-slate-600">{params.email}</p>
          <Button className="mt-6" onClick={continueToDashboard}>
            Continue to Dashboard
          </Button>
        </StatusCard>
      )}
      {view === 'not-in-popup' && (
        <StatusCard icon={<XCircle className="size-10 text-red-600" aria-hidden="true" />} title="Connection Failed">
          <p role="alert" className="mt-2 text-sm text-red-700">
            Failed to sign in
          </p>
          <p className="mt-2 text-sm text-slate-600">
            This sign-in link was not opened from Cadence’s sign-in window, so it cannot sign you in. Please sign in again.
          </p>
          <Button className="mt-6" onClick={tryAgain}>
            Try Again
          </Button>
        </StatusCard>
      )}
      {view === 'failed' && (
        <StatusCard icon={<XCircle className="size-10 text-red-600" aria-hidden="true" />} title="Connection Failed">
          <p role="alert" className="mt-2 text-sm text-slate-700">
            {errorMessage}
          </p>
          <Button className="mt-6" onClick={tryAgain}>
            Try Again
          </Button>
        </StatusCard>
      )}
    </Frame>
  );
}

function Frame({ children }: { children: ReactNode }) {
  return <main className="flex min-h-dvh items-center justify-center bg-slate-50 px-4">{children}</main>;
}

function StatusCard({ icon, title, children }: { icon: ReactNode; title: string; children?: ReactNode }) {
  return (
    <Card className="flex w-full max-w-sm flex-col items-center p-8 text-center">
      {icon}
      <h1 className="mt-4 text-xl font-semibold text-slate-900">{title}</h1>
      {children}
    </Card>
  );
}
