import { LinkedInIcon } from '../../../components/ui/linkedin-icon';
import { useCallback } from 'react';
import { Link, useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Logo } from '../../../components/ui/logo';
import { Spinner } from '../../../components/ui/spinner';
import { useHealth } from '../api/get-health';
import { useLinkedInSignIn } from '../../../lib/auth/use-linkedin-sign-in';

export function LoginPage() {
  const navigate = useNavigate();
  const onSignedIn = useCallback(() => navigate('/automations', { replace: true }), [navigate]);
  const { start, loading, error } = useLinkedInSignIn(onSignedIn);
  const health = useHealth();

  return (
    <div className="flex min-h-dvh flex-col bg-slate-50">
      <header className="px-6 py-5">
        <Link to="/" aria-label="Cadence home" className="inline-block rounded-md">
          <Logo />
        </Link>
      </header>
      <main className="flex flex-1 items-center justify-center px-4 pb-16">
        <Card className="w-full max-w-md p-8">
          <h1 className="text-2xl font-semibold tracking-tight text-slate-900">Welcome to Cadence</h1>
          <p className="mt-2 text-sm text-slate-600">
            Sign in with your LinkedIn account to research trending topics, write posts in your voice and publish them on
            schedule.
          </p>

          {error && (
            <div role="alert" className="mt-6 rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800">
              {error}
            </div>
          )}

          <Button size="lg" className="mt-6 w-full" onClick={() => void start()} disabled={loading}>
            {loading ? (
              <>
                <Spinner /> Connecting...
              </>
            ) : (
              <>
                <LinkedInIcon className="size-5" /> Continue with LinkedIn
              </>
            )}
          </Button>

          {health.data?.linkedin === 'sandbox' && (
            <p className="mt-4 rounded-lg bg-amber-50 px-3 py-2 text-xs text-amber-900 ring-1 ring-amber-200 ring-inset">
              This Cadence runs with the built-in LinkedIn sandbox: sign-in and posting stay on this machine and nothing reaches
              the real LinkedIn.
            </p>
          )}

          <p className="mt-6 text-xs leading-relaxed text-slate-500">
            By continuing you agree to Cadence’s Terms of Service and Privacy Policy. Cadence only posts to LinkedIn when you ask
            it to or when an automation you set up is active.
          </p>
        </Card>
      </main>
    </div>
  );
}
