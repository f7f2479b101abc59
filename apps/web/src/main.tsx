import { StrictMode, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import './index.css';
import { hasSignedInHint } from './lib/auth/auth-store';
import { LandingPage } from './features/landing/components/landing-page';

const root = createRoot(document.getElementById('root')!);
const render = (node: ReactNode) => root.render(<StrictMode>{node}</StrictMode>);

/** The whole app (router, session, dashboard) loads on demand. */
function startApp() {
  void import('./app/app').then(({ App }) => render(<App />));
}

// A signed-out visitor on / sees the landing page alone, without the app's JavaScript (landing
// budget, decision 004); the app starts when they follow a link into it.
if (location.pathname === '/' && !hasSignedInHint()) {
  render(
    <LandingPage
      navigate={(path) => {
        if (path === location.pathname) return;
        history.pushState(null, '', path);
        startApp();
      }}
    />,
  );
} else {
  startApp();
}
