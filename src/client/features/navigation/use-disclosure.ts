// Open/closed state for the nav's menus. A menu remembers the address it was opened at
// and reads as closed once the shopper has navigated away, so every menu closes on
// navigation without an effect.
import { useCallback, useEffect, useState, type RefObject } from 'react';
import { useLocation, useSearch } from 'wouter';

export type OpenedBy = 'hover' | 'click' | 'key';

export function useRouteKey(): string {
  const [location] = useLocation();
  const search = useSearch();
  return `${location}?${search}`;
}

/** Which one of a set of menus is open, and how it was opened. */
export function useMenuSet<Id extends string>() {
  const routeKey = useRouteKey();
  const [state, setState] = useState<{ id: Id; by: OpenedBy; at: string } | null>(null);
  const current = state && state.at === routeKey ? state : null;
  const open = useCallback((id: Id, by: OpenedBy) => setState({ id, by, at: routeKey }), [routeKey]);
  const close = useCallback(() => setState(null), []);
  return { openId: current?.id ?? null, openedBy: current?.by ?? null, open, close };
}

/** Calls onOutside for a pointer press outside `ref` while `active`. */
export function useOutsidePress(ref: RefObject<HTMLElement | null>, active: boolean, onOutside: () => void) {
  useEffect(() => {
    if (!active) return;
    const onPointerDown = (event: PointerEvent) => {
      if (ref.current && !ref.current.contains(event.target as Node)) onOutside();
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [ref, active, onOutside]);
}

/** Moves focus among the links of a menu panel with the arrow, Home and End keys. */
export function moveFocus(panel: HTMLElement | null, key: string): boolean {
  const items = Array.from(panel?.querySelectorAll<HTMLElement>('a[href], button:not([disabled])') ?? []);
  if (items.length === 0) return false;
  const index = items.indexOf(document.activeElement as HTMLElement);
  const last = items.length - 1;
  const next =
    key === 'ArrowDown'
      ? (index + 1) % items.length
      : key === 'ArrowUp'
        ? index <= 0
          ? last
          : index - 1
        : key === 'Home'
          ? 0
          : key === 'End'
            ? last
            : null;
  if (next === null) return false;
  items[next]?.focus();
  return true;
}
