import { createContext, useContext, type AnchorHTMLAttributes } from 'react';

/**
 * How the landing page opens a page of the app without a full page load. The landing page ships
 * without React Router (it is too heavy for a first visit), so whoever renders it says how:
 * the router's navigate inside the app, or "start the app" on the bare landing entry. Without one
 * a link is a plain link.
 */
export const LandingNavigation = createContext<((path: string) => void) | null>(null);

export function LandingLink({ to, onClick, ...props }: { to: string } & AnchorHTMLAttributes<HTMLAnchorElement>) {
  const navigate = useContext(LandingNavigation);
  return (
    <a
      {...props}
      href={to}
      onClick={(event) => {
        onClick?.(event);
        // A modified or middle click opens a new tab, as a link should.
        if (!navigate || event.defaultPrevented || event.button !== 0) return;
        if (event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
        event.preventDefault();
        navigate(to);
      }}
    />
  );
}
