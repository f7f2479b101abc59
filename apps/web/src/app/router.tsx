import { lazy, Suspense, type ReactNode } from 'react';
import { createBrowserRouter, Navigate, Outlet, RouterProvider, useNavigate } from 'react-router';
import { XCircle } from 'lucide-react';
import { Button } from '../components/ui/button';
import { Card } from '../components/ui/card';
import { LandingPage } from '../features/landing/components/landing-page';
import { useAuth } from '../lib/auth/auth-store';

// Everything behind the landing page loads on demand (main.tsx shows the landing page without
// loading this router at all when a signed-out visitor opens /).
const pages = () => import('./app-pages');
const LoginPage = lazy(() => pages().then((m) => ({ default: m.LoginRoute })));
const AuthCallbackPage = lazy(() => pages().then((m) => ({ default: m.AuthCallbackRoute })));
const SignedInApp = lazy(() => pages().then((m) => ({ default: m.SignedInRoute })));

const TAB_PATHS = ['automations', 'scheduled-posts', 'profile-insights', 'quick-post', 'settings'] as const;

function Page({ children }: { children: ReactNode }) {
  return <Suspense fallback={<PageSkeleton />}>{children}</Suspense>;
}

function PageSkeleton() {
  return (
    <div className="flex min-h-dvh items-center justify-center" aria-busy="true" aria-label="Loading">
      <div className="h-2 w-32 animate-pulse rounded-full bg-slate-200" />
    </div>
  );
}

/**
 * Spec §2: a global auth error (the server could not say whether the visitor is signed in) shows
 * 'Something went wrong' with 'Reload', not the landing page of a visitor who is signed out.
 */
function SessionError() {
  return (
    <main className="flex min-h-dvh items-center justify-center bg-slate-50 px-4">
      <Card className="flex w-full max-w-sm flex-col items-center p-8 text-center">
        <XCircle className="size-10 text-red-600" aria-hidden="true" />
        <h1 className="mt-4 text-xl font-semibold text-slate-900">Something went wrong</h1>
        <p className="mt-2 text-sm text-slate-600">Cadence could not check your session. Please reload the page.</p>
        <Button className="mt-6" onClick={() => window.location.reload()}>
          Reload
        </Button>
      </Card>
    </main>
  );
}

/** The landing page inside the app (after signing out, or Back from /login): links go through the router. */
function RoutedLandingPage() {
  const navigate = useNavigate();
  return <LandingPage navigate={(path) => void navigate(path)} />;
}

/** Picks the routes for the visitor: signed-out and signed-in members see different maps (spec 2). */
function RouteGate({ when }: { when: 'signed-in' | 'signed-out' | 'root' | 'fallback' }) {
  const auth = useAuth();
  if (auth.status === 'loading') return <PageSkeleton />;
  if (auth.status === 'error') return <SessionError />;
  const signedIn = auth.status === 'signed-in';
  switch (when) {
    case 'root':
      return signedIn ? <Navigate to="/automations" replace /> : <RoutedLandingPage />;
    case 'signed-out':
      return signedIn ? <Navigate to="/automations" replace /> : <Outlet />;
    case 'signed-in':
      return signedIn ? <Outlet /> : <Navigate to="/" replace />;
    case 'fallback':
      return <Navigate to={signedIn ? '/automations' : '/'} replace />;
  }
}

const router = createBrowserRouter([
  { path: '/', element: <RouteGate when="root" /> },
  {
    element: <RouteGate when="signed-out" />,
    children: [
      {
        path: '/login',
        element: (
          <Page>
            <LoginPage />
          </Page>
        ),
      },
    ],
  },
  {
    path: '/auth/callback',
    element: (
      <Page>
        <AuthCallbackPage />
      </Page>
    ),
  },
  {
    element: <RouteGate when="signed-in" />,
    // The tabs' routes load on demand: until a tab's code is in, the first render shows this
    // (without one React Router warns on every signed-in page load).
    hydrateFallbackElement: <PageSkeleton />,
    children: [
      {
        element: (
          <Page>
            <SignedInApp />
          </Page>
        ),
        children: TAB_PATHS.map((path) => ({ path: `/${path}`, lazy: tabRoute(path) })),
      },
    ],
  },
  { path: '*', element: <RouteGate when="fallback" /> },
]);

function tabRoute(path: (typeof TAB_PATHS)[number]) {
  return async () => {
    const { tabs } = await import('./signed-in-app');
    return { Component: tabs[path] };
  };
}

export function AppRouter() {
  return <RouterProvider router={router} />;
}
