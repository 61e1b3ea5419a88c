import { useEffect, useRef, useSyncExternalStore, type RefObject } from 'react';
import { SSR_STATE_ID } from '../../shared/page-render';

const noSubscription = () => () => {};

/**
 * False on the server and in the browser's first render of a server-rendered page (which
 * must match the server's HTML), true from then on: what shows this browser's own state (its
 * cart, its storage) waits for it instead of showing the server's guess.
 */
export function useBrowserStateKnown(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

/**
 * True while this render is the server's, or the browser's hydration of the server's HTML (the
 * page is not live yet): a render that must match that HTML. Read once, for a value only a
 * mount uses; unlike useBrowserStateKnown it never causes a second render.
 */
export function rendersServerHtml(): boolean {
  if (typeof document === 'undefined') return true;
  return document.getElementById(SSR_STATE_ID) !== null && !document.documentElement.hasAttribute('data-ready');
}

/**
 * Text typed into a server-rendered field before the page was live is in the field but not
 * in the state: adopted once, when the page goes live.
 */
export function useAdoptTypedText(
  field: RefObject<HTMLInputElement | null>,
  value: string,
  adopt: (typed: string) => void,
) {
  const checked = useRef(false);
  useEffect(() => {
    if (checked.current) return;
    checked.current = true;
    const typed = field.current?.value;
    if (typed !== undefined && typed !== value) adopt(typed);
  }, [field, value, adopt]);
}
