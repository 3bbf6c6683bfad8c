export type ToastVariant = 'default' | 'destructive' | 'success';

export type ToastOptions = {
  title: string;
  description?: string;
  variant?: ToastVariant;
  /** Milliseconds before it closes itself; the Toaster's default is 5000 (SPEC §9). */
  duration?: number;
};

export type ToastItem = ToastOptions & { id: number; open: boolean };

export type ToastHandle = { id: number; dismiss: () => void };

/** How long a closed toast stays mounted, so Radix can play an exit animation. */
const REMOVE_DELAY_MS = 1000;

let toasts: readonly ToastItem[] = [];
let nextId = 1;
const listeners = new Set<() => void>();

function publish(next: readonly ToastItem[]): void {
  toasts = next;
  for (const listener of listeners) listener();
}

export function subscribeToasts(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function getToasts(): readonly ToastItem[] {
  return toasts;
}

const noToasts: readonly ToastItem[] = [];
export function getServerToasts(): readonly ToastItem[] {
  return noToasts;
}

/**
 * Shows a notification from anywhere (a component, an event handler, an SWR callback).
 * Texts must already be translated. One toast at a time (SPEC §9): a new one replaces the old.
 */
export function toast(options: ToastOptions): ToastHandle {
  const id = nextId++;
  publish([{ ...options, id, open: true }]);
  return { id, dismiss: () => dismissToast(id) };
}

/** Closes the toast with this id, or every toast when no id is given. */
export function dismissToast(id?: number): void {
  if (!toasts.some((item) => item.open && (id === undefined || item.id === id))) return;
  publish(toasts.map((item) => (id === undefined || item.id === id ? { ...item, open: false } : item)));
  setTimeout(() => {
    publish(toasts.filter((item) => item.open || (id !== undefined && item.id !== id)));
  }, REMOVE_DELAY_MS);
}

/** Forgets every toast at once; the Toaster calls it when it unmounts (and so between tests). */
export function clearToasts(): void {
  if (toasts.length > 0) publish([]);
}
