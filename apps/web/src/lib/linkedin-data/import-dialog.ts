import { useSyncExternalStore } from 'react';

/**
 * Whether the Import LinkedIn Data dialog is open. Three features open it (the header, the
 * Insights tab, Quick Post's banner) and app/ mounts it once, so its open state lives here rather
 * than in any one of them.
 */
let open = false;
let returnFocus: HTMLElement | null = null;
const listeners = new Set<() => void>();

function set(next: boolean) {
  if (open === next) return;
  open = next;
  for (const listener of listeners) listener();
}

/**
 * Opens the dialog. Focus returns to `returnFocusTo` when it closes: by default whatever has focus
 * now (the button pressed); an opener that will be gone by then (an item of a menu that closes)
 * names another. Radix returns focus only to a Dialog.Trigger, and this dialog has none.
 */
export function openImportDialog(returnFocusTo: HTMLElement | null = null) {
  const focused = document.activeElement;
  returnFocus = returnFocusTo ?? (focused instanceof HTMLElement && focused !== document.body ? focused : null);
  set(true);
}

export const closeImportDialog = () => set(false);

/** The element the opener asked focus to return to (once: the next opening sets its own). */
export function takeReturnFocus(): HTMLElement | null {
  const element = returnFocus;
  returnFocus = null;
  return element?.isConnected ? element : null;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const useImportDialogOpen = () =>
  useSyncExternalStore(
    subscribe,
    () => open,
    () => false,
  );
