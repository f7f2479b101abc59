import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { ChevronDown, LogOut, Settings, Upload } from 'lucide-react';
import { useRef } from 'react';
import { Link } from 'react-router';
import { Avatar } from '../../../components/ui/avatar';
import { cn } from '../../../lib/cn';

const itemClasses = cn(
  'flex cursor-pointer items-center gap-2.5 rounded-lg px-2.5 py-2 text-sm font-medium text-slate-800 outline-none select-none',
  'data-highlighted:bg-brand-50 data-highlighted:text-brand-700 data-disabled:cursor-not-allowed data-disabled:opacity-60',
);

/**
 * Narrow screens have no room for the welcome line, the Import link and Sign Out: they live in this
 * menu instead (Radix: arrow keys, Enter, Escape and focus return come with it).
 */
export function AccountMenu({
  name,
  email,
  picture,
  signingOut,
  onSignOut,
  onImport,
  className,
}: {
  name: string;
  email: string;
  picture: string | null | undefined;
  signingOut: boolean;
  onSignOut: () => void;
  /** Opens the import dialog; focus comes back to this menu's button when it closes. */
  onImport: (returnFocusTo: HTMLElement | null) => void;
  className?: string;
}) {
  const trigger = useRef<HTMLButtonElement>(null);
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger asChild>
        <button
          ref={trigger}
          type="button"
          aria-label="Account menu"
          className={cn(
            'flex items-center gap-1 rounded-full p-0.5 pr-1.5 text-slate-500 hover:bg-slate-100 data-[state=open]:bg-slate-100',
            className,
          )}
        >
          <Avatar name={name} src={picture} className="size-8 text-xs" />
          <ChevronDown aria-hidden="true" className="size-4" />
        </button>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={8}
          collisionPadding={8}
          className="z-30 w-72 max-w-[calc(100vw-1rem)] rounded-xl bg-white p-1.5 shadow-lg ring-1 ring-slate-200"
        >
          <div className="flex items-center gap-3 px-2.5 py-2">
            <Avatar name={name} src={picture} className="size-9 text-xs" />
            <div className="min-w-0">
              <p className="truncate text-sm font-medium text-slate-900">{name}</p>
              <p className="truncate text-xs text-slate-500">{email}</p>
            </div>
          </div>
          <DropdownMenu.Separator className="my-1 h-px bg-slate-100" />
          <DropdownMenu.Item className={itemClasses} onSelect={() => onImport(trigger.current)} aria-haspopup="dialog">
            <Upload aria-hidden="true" className="size-4 text-slate-500" />
            Import LinkedIn Data
          </DropdownMenu.Item>
          <DropdownMenu.Item className={itemClasses} asChild>
            <Link to="/settings">
              <Settings aria-hidden="true" className="size-4 text-slate-500" />
              Settings
            </Link>
          </DropdownMenu.Item>
          <DropdownMenu.Item className={itemClasses} disabled={signingOut} onSelect={onSignOut}>
            <LogOut aria-hidden="true" className="size-4 text-slate-500" />
            Sign Out
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
