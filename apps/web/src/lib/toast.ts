import { toast as sonner, type ExternalToast } from 'sonner';

/** What a toast may carry besides its title: a line of detail, and one action (a link or button). */
export type ToastOptions = Pick<ExternalToast, 'description' | 'action'>;

/** An error still on screen after the member moved on would read as if the new attempt failed. */
function dismissStaleErrors() {
  for (const shown of sonner.getToasts()) {
    if ('type' in shown && shown.type === 'error') sonner.dismiss(shown.id);
  }
}

/**
 * The app's toasts (the spec's alerts), drawn by components/ui/toaster.tsx. Every success clears
 * the error toasts before it, so a failed first try never stays over the retry that worked.
 */
export const toast = {
  success(title: string, options?: ToastOptions) {
    dismissStaleErrors();
    return sonner.success(title, options);
  },
  /** Neutral news that also ends an action well (a new draft was written). */
  message(title: string, options?: ToastOptions) {
    dismissStaleErrors();
    return sonner.info(title, options);
  },
  error(title: string, options?: ToastOptions) {
    return sonner.error(title, options);
  },
};
