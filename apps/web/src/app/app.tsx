import { useEffect } from 'react';
import { restoreSession } from '../lib/auth/auth-store';
import { AppRouter } from './router';

export function App() {
  useEffect(() => {
    void restoreSession();
  }, []);
  return <AppRouter />;
}
