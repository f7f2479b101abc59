import { useEffect } from 'react';
import { restoreSession } from '../features/auth/lib/auth-store';
import { AppRouter } from './router';

export function App() {
  useEffect(() => {
    void restoreSession();
  }, []);
  return <AppRouter />;
}
