import { useEffect, useRef, useSyncExternalStore, type RefObject } from 'react';

const noSubscription = () => () => {};

/**
 * False on the server and in the browser's first render of a server-rendered page (which
 * must match the server's HTML), true from then on: what shows this browser's own state (its
 * cart, its storage) waits for it instead of showing the server's guess.
 */
export function useBrowserStateKnown(): boolean {
  return useSyncExternalStore(noSubscription, () => true, () => false);
}

/**
 * Text typed into a server-rendered field before the page was live is in the field but not
 * in the state: adopted once, when the page goes live.
 */
export function useAdoptTypedText(field: RefObject<HTMLInputElement | null>, value: string, adopt: (typed: string) => void) {
  const checked = useRef(false);
  useEffect(() => {
    if (checked.current) return;
    checked.current = true;
    const typed = field.current?.value;
    if (typed !== undefined && typed !== value) adopt(typed);
  }, [field, value, adopt]);
}
