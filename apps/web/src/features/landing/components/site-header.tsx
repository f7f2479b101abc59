import { useEffect, useId, useRef, useState } from 'react';
import { Menu, X } from 'lucide-react';
import { buttonClasses } from '../../../components/ui/button';
import { Logo } from '../../../components/ui/logo';
import { sectionLinks } from '../data/nav-links';
import { LandingLink } from './landing-link';

const linkClasses =
  'rounded-md px-3 py-2 text-sm font-medium text-slate-700 transition-colors hover:bg-slate-100 hover:text-slate-900';

export function SiteHeader() {
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!menuOpen) return;
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setMenuOpen(false);
      toggleRef.current?.focus();
    };
    document.addEventListener('keydown', closeOnEscape);
    return () => document.removeEventListener('keydown', closeOnEscape);
  }, [menuOpen]);

  return (
    <header className="sticky top-0 z-50 border-b border-slate-200/80 bg-white/90 backdrop-blur supports-[backdrop-filter]:bg-white/75">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4 sm:px-6 lg:px-8">
        <LandingLink to="/" className="rounded-md" aria-label="Cadence home">
          <Logo />
        </LandingLink>

        <nav aria-label="Main" className="hidden md:block">
          <ul className="flex items-center gap-1">
            {sectionLinks.map((link) => (
              <li key={link.href}>
                <a href={link.href} className={linkClasses}>
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>

        <div className="hidden items-center gap-2 md:flex">
          <LandingLink to="/login" className={buttonClasses('ghost')}>
            Sign in
          </LandingLink>
          <LandingLink to="/login" className={buttonClasses('primary')}>
            Get Started
          </LandingLink>
        </div>

        <button
          ref={toggleRef}
          type="button"
          className={buttonClasses('ghost', 'md', 'px-2.5 md:hidden')}
          aria-expanded={menuOpen}
          aria-controls={menuId}
          aria-label={menuOpen ? 'Close menu' : 'Open menu'}
          onClick={() => setMenuOpen((open) => !open)}
        >
          {menuOpen ? <X aria-hidden="true" className="size-5" /> : <Menu aria-hidden="true" className="size-5" />}
        </button>
      </div>

      <div id={menuId} hidden={!menuOpen} className="border-t border-slate-200 bg-white md:hidden">
        <nav aria-label="Mobile" className="mx-auto max-w-6xl px-4 py-3 sm:px-6">
          <ul className="flex flex-col">
            {sectionLinks.map((link) => (
              <li key={link.href}>
                <a href={link.href} className={`${linkClasses} block text-base`} onClick={() => setMenuOpen(false)}>
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
          <div className="mt-3 grid gap-2 border-t border-slate-200 pt-3">
            <LandingLink to="/login" className={buttonClasses('secondary', 'lg')}>
              Sign in
            </LandingLink>
            <LandingLink to="/login" className={buttonClasses('primary', 'lg')}>
              Get Started
            </LandingLink>
          </div>
        </nav>
      </div>
    </header>
  );
}
