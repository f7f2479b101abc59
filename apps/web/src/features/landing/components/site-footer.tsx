import { Logo } from '../../../components/ui/logo';
import { sectionLinks } from '../data/nav-links';
import { LandingLink } from './landing-link';

const footerLink = 'rounded-sm text-sm text-slate-600 transition-colors hover:text-slate-900';

export function SiteFooter() {
  return (
    <footer className="border-t border-slate-200 bg-white">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:grid-cols-2 sm:px-6 lg:grid-cols-4 lg:px-8">
        <div className="lg:col-span-2">
          <Logo />
          <p className="mt-4 max-w-xs text-sm text-slate-600">
            Research, writing, scheduling and publishing for LinkedIn, in your own voice.
          </p>
        </div>
        <nav aria-label="Footer">
          <h2 className="text-sm font-semibold text-slate-900">Product</h2>
          <ul className="mt-4 space-y-3">
            {sectionLinks.map((link) => (
              <li key={link.href}>
                <a href={link.href} className={footerLink}>
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <div>
          <h2 className="text-sm font-semibold text-slate-900">Account</h2>
          <ul className="mt-4 space-y-3">
            <li>
              <LandingLink to="/login" className={footerLink}>
                Sign in
              </LandingLink>
            </li>
            <li>
              <LandingLink to="/login" className={footerLink}>
                Get Started
              </LandingLink>
            </li>
          </ul>
        </div>
      </div>
      <div className="border-t border-slate-200">
        <div className="mx-auto flex max-w-6xl flex-col gap-2 px-4 py-6 text-xs text-slate-600 sm:flex-row sm:justify-between sm:px-6 lg:px-8">
          <p>&copy; {new Date().getFullYear()} Cadence. All rights reserved.</p>
          <p>LinkedIn is a trademark of LinkedIn Corporation. Cadence is not affiliated with LinkedIn.</p>
        </div>
      </div>
    </footer>
  );
}
