import { useQueryClient } from '@tanstack/react-query';
import { CalendarClock, Lightbulb, LogOut, PenSquare, Settings, Upload, Zap, type LucideIcon } from 'lucide-react';
import { useCallback, useState, type ReactNode } from 'react';
import { Link, NavLink, Outlet, useNavigate } from 'react-router';
import { toast } from '../../../lib/toast';
import { Button } from '../../../components/ui/button';
import { Logo } from '../../../components/ui/logo';
import { cn } from '../../../lib/cn';
import { useProfile } from '../../../lib/get-profile';
import { openImportDialog } from '../../../lib/linkedin-data/import-dialog';
import { signOut } from '../../../lib/auth/auth-store';
import { AccountMenu } from './account-menu';
import { ConnectionIndicator } from './connection-indicator';
import { ConnectionWarning } from './connection-warning';
import { Avatar } from '../../../components/ui/avatar';
import { useMemberIdentity } from '../../../lib/use-member-identity';

const tabs: Array<{ to: string; label: string; icon: LucideIcon }> = [
  { to: '/automations', label: 'Automations', icon: Zap },
  { to: '/scheduled-posts', label: 'Scheduled Posts', icon: CalendarClock },
  { to: '/profile-insights', label: 'Insights', icon: Lightbulb },
  { to: '/quick-post', label: 'Quick Post', icon: PenSquare },
];

/**
 * The signed-in frame: header, sidebar (a tab bar on phones) and the active tab. `bell` is the
 * notifications feature's bell, handed in by app/ since one feature does not import another.
 */
export function DashboardLayout({ email, bell }: { email: string; bell?: ReactNode }) {
  const profile = useProfile();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [signingOut, setSigningOut] = useState(false);
  const { name, picture } = useMemberIdentity(email);

  const onSignOut = useCallback(async () => {
    setSigningOut(true);
    try {
      await signOut();
    } catch {
      // The session is still open on the server: the member stays signed in and can try again.
      setSigningOut(false);
      toast.error('Failed to sign out');
      return;
    }
    // Sign-out clears the user, the connections and the profile from this browser.
    queryClient.clear();
    setSigningOut(false);
    navigate('/', { replace: true });
  }, [navigate, queryClient]);

  return (
    <div className="flex min-h-dvh flex-col bg-slate-50">
      <header className="sticky top-0 z-20 border-b border-slate-200 bg-white/90 backdrop-blur">
        <div className="flex h-16 items-center gap-3 px-4 sm:px-6">
          <Link to="/automations" aria-label="Cadence dashboard" className="rounded-md">
            <Logo />
          </Link>
          <div className="ml-2 hidden sm:block">
            <ConnectionIndicator profile={profile} />
          </div>
          <div className="ml-auto flex items-center gap-2 sm:gap-4">
            {/* Wide screens show everything; narrower ones put the same three in the account menu. The
                spec's Import link opens the import dialog (in a new tab, the Insights tab). */}
            <Link
              to="/profile-insights"
              onClick={(event) => {
                if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
                event.preventDefault();
                openImportDialog();
              }}
              aria-haspopup="dialog"
              className="hidden items-center gap-1.5 rounded-md px-2 py-1 text-sm font-medium text-brand-600 hover:bg-brand-50 lg:inline-flex"
            >
              <Upload aria-hidden="true" className="size-4" /> Import LinkedIn Data
            </Link>
            <p className="hidden text-sm text-slate-600 lg:block">
              Welcome, <span className="font-medium text-slate-900">{email}</span>
            </p>
            {bell}
            <Link
              to="/settings"
              className="hidden items-center gap-1.5 rounded-md px-2 py-1 text-sm font-medium text-slate-700 hover:bg-slate-100 lg:inline-flex"
            >
              <Settings aria-hidden="true" className="size-4" /> Settings
            </Link>
            <div className="hidden lg:block">
              <Button variant="secondary" size="sm" onClick={() => void onSignOut()} disabled={signingOut}>
                <LogOut aria-hidden="true" className="size-4" /> Sign Out
              </Button>
            </div>
            <AccountMenu
              name={name}
              email={email}
              picture={picture}
              signingOut={signingOut}
              onSignOut={() => void onSignOut()}
              onImport={openImportDialog}
              className="lg:hidden"
            />
          </div>
        </div>
        <div className="border-t border-slate-100 px-4 py-2 sm:hidden">
          <ConnectionIndicator profile={profile} />
        </div>
        <ConnectionWarning />
      </header>

      <div className="flex flex-1 flex-col md:flex-row">
        <aside className="border-b border-slate-200 bg-white md:w-64 md:shrink-0 md:border-r md:border-b-0">
          <nav aria-label="Dashboard" className="grid grid-cols-2 gap-1 p-2 sm:flex md:flex-col md:p-4">
            {tabs.map(({ to, label, icon: Icon }) => (
              <NavLink
                key={to}
                to={to}
                className={({ isActive }) =>
                  cn(
                    'flex shrink-0 items-center gap-3 rounded-lg px-3 py-2 text-sm font-medium transition-colors',
                    isActive ? 'bg-brand-50 text-brand-700' : 'text-slate-700 hover:bg-slate-100',
                  )
                }
              >
                <Icon aria-hidden="true" className="size-4" />
                {label}
              </NavLink>
            ))}
          </nav>
          <div className="hidden items-center gap-3 border-t border-slate-100 p-4 md:flex">
            <Avatar name={name} src={picture} />
            <div className="min-w-0">
              <p className="truncate text-sm font-medium text-slate-900">{name}</p>
              <p className="truncate text-xs text-slate-500">{email}</p>
            </div>
          </div>
        </aside>
        <main id="main" className="min-w-0 flex-1 p-4 sm:p-6 lg:p-8">
          <Outlet />
        </main>
      </div>
    </div>
  );
}
