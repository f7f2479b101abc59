import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { AuthCallbackPage } from '../features/auth/components/auth-callback-page';
import { LoginPage } from '../features/auth/components/login-page';
import { Toaster } from '../components/ui/toaster';
import { queryClient } from './query-client';
import { SignedInApp } from './signed-in-app';

/**
 * Everything past the landing page, loaded on demand: data fetching and toasts are not part of
 * what a first-time visitor downloads.
 */
function AppProviders({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <Toaster />
    </QueryClientProvider>
  );
}

export const LoginRoute = () => (
  <AppProviders>
    <LoginPage />
  </AppProviders>
);

export const AuthCallbackRoute = () => (
  <AppProviders>
    <AuthCallbackPage />
  </AppProviders>
);

export const SignedInRoute = () => (
  <AppProviders>
    <SignedInApp />
  </AppProviders>
);
