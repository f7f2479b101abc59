import { CircleAlert, CircleCheck, ExternalLink, Info, X } from 'lucide-react';
import { useEffect, type CSSProperties, type ReactNode, type RefObject } from 'react';
import { Toaster as Sonner } from 'sonner';
import { cn } from '../../lib/cn';

const actionClasses = cn(
  'inline-flex items-center gap-1 rounded-md px-2 py-1 text-sm font-medium text-brand-600',
  'hover:bg-brand-50 hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-brand-500',
);

/**
 * Where toasts appear and how they look. On tablets and desktops they stack in the sidebar's empty
 * lower part, so they cover neither the sticky header (welcome line, Sign Out) nor the buttons of
 * the task at hand (a failed Post Now stays retryable); on phones, along the bottom, above any sticky
 * bar of the page (useToastsAbove: they covered the Automations Save bar a member had just used).
 * Sonner keeps
 * the stacking, timing, swipe and screen-reader announcements; the look is the design system's, so
 * nothing of Sonner's own theme (its black action pill) shows.
 */
export function Toaster() {
  return (
    <Sonner
      position="bottom-left"
      closeButton
      // The sidebar is 16rem wide (md and up); the toasts keep 1rem clear of its edges.
      className="[--toast-width:356px] md:[--toast-width:14rem]"
      style={{ '--width': 'var(--toast-width)' } as CSSProperties}
      offset={{ top: 16, right: 16, left: 16, bottom: `calc(16px + var(${CLEARANCE}, 0px))` }}
      mobileOffset={{ top: 12, right: 12, left: 12, bottom: `calc(12px + var(${CLEARANCE}, 0px))` }}
      icons={{
        success: <CircleCheck aria-hidden="true" className="size-5 text-emerald-600" />,
        error: <CircleAlert aria-hidden="true" className="size-5 text-red-600" />,
        info: <Info aria-hidden="true" className="size-5 text-brand-500" />,
        close: <X aria-hidden="true" className="size-3.5" />,
      }}
      toastOptions={{
        unstyled: true,
        classNames: {
          toast: cn(
            'grid w-(--width) grid-cols-[auto_minmax(0,1fr)] items-start gap-x-2.5 gap-y-2 rounded-xl bg-white p-3 font-sans text-sm',
            'text-slate-800 shadow-lg ring-1 ring-slate-200',
            'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500',
          ),
          error: 'ring-red-200',
          icon: 'mt-px',
          content: 'col-start-2 flex min-w-0 flex-col gap-0.5',
          title: 'pr-6 font-medium text-slate-900',
          description: 'text-slate-600',
          actionButton: cn(actionClasses, 'col-start-2 -ml-2 justify-self-start'),
          closeButton: cn(
            'absolute top-2 right-2 flex size-6 items-center justify-center rounded-md text-slate-500',
            'hover:bg-slate-100 hover:text-slate-800 focus-visible:outline-2 focus-visible:outline-brand-500',
          ),
        },
      }}
    />
  );
}

const CLEARANCE = '--toast-clearance';

/**
 * Lifts the toasts above a bar stuck to the bottom of the screen while it is shown, by its height
 * and the gap below it, so a toast never covers the buttons the member just pressed.
 */
export function useToastsAbove(bar: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const element = bar.current;
    if (!element) return;
    const root = document.documentElement;
    const measure = () => {
      const gap = Math.max(0, window.innerHeight - element.getBoundingClientRect().bottom);
      root.style.setProperty(CLEARANCE, `${Math.ceil(element.offsetHeight + Math.min(gap, 24))}px`);
    };
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    measure();
    return () => {
      observer.disconnect();
      root.style.removeProperty(CLEARANCE);
    };
  }, [bar]);
}

/** A toast's action that opens another site: a real link (new tab), drawn like the toast's buttons. */
export function ToastLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className={cn(actionClasses, 'col-start-2 -ml-2 justify-self-start')}
    >
      {children}
      <ExternalLink aria-hidden="true" className="size-3.5" />
    </a>
  );
}
