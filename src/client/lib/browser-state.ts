import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * False on the server and in the browser's first render of a server-rendered page (which
 * must match the server's HTML), true from then on: what shows this browser's own state (its
 * cart, its storage) waits for it instead of showing the server's guess.
 */
export function useBrowserStateKnown(): boolean {
  return useSyncExternalStore(noSubscription, () => true, () => false);
}
