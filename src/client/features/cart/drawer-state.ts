import { useSyncExternalStore } from 'react';

// Whether the slide-out cart is open; any component may open it (the nav's cart button,
// a successful add to cart).
let open = false;
const listeners = new Set<() => void>();
const set = (value: boolean) => {
  open = value;
  listeners.forEach((l) => l());
};

export const openCartDrawer = () => set(true);
export const closeCartDrawer = () => set(false);
export function useCartDrawerOpen(): boolean {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => open,
    () => false,
  );
}
