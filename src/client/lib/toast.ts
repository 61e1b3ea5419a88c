// The store's toasts: a title, an optional description, and a destructive variant.
// Sonner (one visible at a time, 5 s) loads with the first notice, so pages that never
// show one do not download it; a notice waits until the toaster has mounted.
import { useSyncExternalStore } from 'react';
import type * as SonnerModule from 'sonner';

export interface Notice {
  title: string;
  description?: string;
  variant?: 'default' | 'destructive';
  /** A button in the toast ("Undo"). */
  action?: { label: string; onClick: () => void };
}

let wanted = false;
const listeners = new Set<() => void>();
let markMounted: () => void = () => {};
const mounted = new Promise<void>((resolve) => {
  markMounted = resolve;
});
let sonner: Promise<typeof SonnerModule> | undefined;

/** True once something has asked for a toast: the app shell then mounts the toaster. */
export function useToasterWanted(): boolean {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => wanted,
    () => false,
  );
}

/** Called by the toaster once it is on the page. */
export function toasterMounted(): void {
  markMounted();
}

export function notify({ title, description, variant = 'default', action }: Notice): void {
  if (!wanted) {
    wanted = true;
    listeners.forEach((l) => l());
  }
  sonner ??= import('sonner');
  void Promise.all([sonner, mounted]).then(([{ toast }]) => {
    if (variant === 'destructive') toast.error(title, { description });
    else toast.success(title, { description, action });
  });
}
