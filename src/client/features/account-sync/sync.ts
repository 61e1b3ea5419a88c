// A signed-in shopper's cart and wishlist, kept on their account so they follow them to every
// device. The browser's copies stay the ones every page reads: the account's copy replaces
// them when a page starts (another device's changes arrive), and every change made here goes
// up whole, a moment later, one request at a time, the latest list winning. The account may
// answer with quantities capped by stock; the answer replaces the browser's copy without
// being sent back. Loaded only in a browser with the signed-in mark (start.ts).
import { parseCart, sameCartLine, type CartItem } from '../../../shared/schemas/cart';
import { parseWishlist, type WishlistItem } from '../../../shared/wishlist';
import { ApiRequestError, apiRequest } from '../../lib/api';
import { CART_STORAGE_KEY, cartStore, replaceCart } from '../cart';
import { replaceWishlist, WISHLIST_STORAGE_KEY, wishlistStore } from '../wishlist';
import { customerSignedInMarkChanged, hasCustomerSignedInMark } from './signed-in-mark';

/** How long a change waits for the next one before it goes up (a stepper clicked five times is one request). */
export const PUSH_DELAY_MS = 300;

interface SyncedList<T> {
  path: string;
  storageKey: string;
  store: { get(): T[]; subscribe(listener: () => void): () => void };
  parse: (value: unknown) => T[] | null;
  replace: (items: T[]) => boolean;
  /** What the browser holds beyond the account's last known copy: all a sign-in merges. */
  beyond: (local: T[], known: T[]) => T[];
}

/** Lines, or the part of a line's quantity, the account's copy does not have. */
function cartBeyond(local: CartItem[], known: CartItem[]): CartItem[] {
  return local.flatMap((line) => {
    const extra = line.quantity - (known.find((k) => sameCartLine(k, line))?.quantity ?? 0);
    return extra > 0 ? [{ ...line, quantity: extra }] : [];
  });
}

const CART: SyncedList<CartItem> = {
  path: '/api/account/cart',
  storageKey: CART_STORAGE_KEY,
  store: cartStore,
  parse: parseCart,
  replace: replaceCart,
  beyond: cartBeyond,
};
const WISHLIST: SyncedList<WishlistItem> = {
  path: '/api/account/wishlist',
  storageKey: WISHLIST_STORAGE_KEY,
  store: wishlistStore,
  parse: parseWishlist,
  replace: replaceWishlist,
  beyond: (local, known) => local.filter((item) => !known.some((k) => k.productId === item.productId)),
};

// The account's copy as last exchanged, kept beside the browser's: after a session ends on
// its own (the browser keeps its lists), signing in again merges only what was added since,
// not the account's own lines a second time.
const snapshotKey = (list: SyncedList<unknown>) => `${list.storageKey}:account`;

function readSnapshot<T>(list: SyncedList<T>): T[] {
  try {
    return list.parse(JSON.parse(window.localStorage.getItem(snapshotKey(list as SyncedList<unknown>)) ?? '[]')) ?? [];
  } catch {
    return [];
  }
}

function writeSnapshot<T>(list: SyncedList<T>, items: T[] | null): void {
  try {
    if (items === null) window.localStorage.removeItem(snapshotKey(list as SyncedList<unknown>));
    else window.localStorage.setItem(snapshotKey(list as SyncedList<unknown>), JSON.stringify(items));
  } catch {
    // Storage full or refused: a later sign-in merges the whole list, as on a new browser.
  }
}

interface ListAnswer {
  items: unknown;
}

/** How a list starts: taking the account's copy, or merging the browser's into it (just signed in). */
type Start = 'pull' | 'merge';

interface Follower {
  /** Settles once the first exchange with the account is over. */
  started: Promise<void>;
  stop(): void;
}

let followers: Follower[] = [];

const signedOut = (error: unknown) => error instanceof ApiRequestError && error.status === 401;

function follow<T>(list: SyncedList<T>, start: Start): Follower {
  // The list as the account holds it, as far as this tab knows, in one comparable form.
  let accountCopy: string | null = null;
  let mergePending = start === 'merge';
  let busy = false;
  let pushAgain = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;

  const local = (): T[] => list.parse(list.store.get()) ?? [];
  const comparable = (items: T[]) => JSON.stringify(items);

  /** The account's answer becomes the browser's copy; its own change event then finds nothing to send. */
  function adopt(answer: ListAnswer) {
    const items = list.parse(answer.items);
    if (!items) return;
    accountCopy = comparable(items);
    writeSnapshot(list, items);
    if (comparable(local()) !== accountCopy) list.replace(items);
  }

  function failed(error: unknown) {
    // Signed out (the server has cleared the mark): the browser keeps its copies. Any other
    // failure leaves the account's copy as it was known, so the next change sends the whole list.
    if (signedOut(error)) stopAccountSync();
  }

  async function pull() {
    busy = true;
    const before = comparable(local());
    try {
      const answer = await apiRequest<ListAnswer>(list.path);
      if (stopped) return;
      // Changed here while the account answered: the shopper's newer list goes up instead.
      if (comparable(local()) === before) adopt(answer);
      else {
        accountCopy = comparable(list.parse(answer.items) ?? []);
        writeSnapshot(list, list.parse(answer.items));
      }
    } catch (error) {
      failed(error);
    } finally {
      busy = false;
    }
    await pushIfAsked();
  }

  async function push() {
    if (stopped) return;
    if (busy) {
      pushAgain = true;
      return;
    }
    if (!hasCustomerSignedInMark()) {
      stopAccountSync();
      return;
    }
    const items = local();
    const sent = comparable(items);
    if (sent === accountCopy && !mergePending) return;
    const merging = mergePending;
    busy = true;
    try {
      const body = { items: merging ? list.beyond(items, readSnapshot(list)) : items };
      const answer = await apiRequest<ListAnswer>(merging ? `${list.path}/merge` : list.path, {
        method: merging ? 'POST' : 'PUT',
        body,
      });
      if (stopped) return;
      mergePending = false;
      accountCopy = sent;
      writeSnapshot(list, items);
      // A newer list made meanwhile goes up next, so this answer would only undo it. A merge's
      // answer always stands: merging the list again would add its lines twice.
      if (merging || comparable(local()) === sent) adopt(answer);
    } catch (error) {
      failed(error);
    } finally {
      busy = false;
    }
    await pushIfAsked();
  }

  async function pushIfAsked() {
    if (!pushAgain || stopped) return;
    pushAgain = false;
    await push();
  }

  function schedule() {
    if (stopped) return;
    clearTimeout(timer);
    timer = setTimeout(() => {
      timer = undefined;
      void push();
    }, PUSH_DELAY_MS);
  }

  // Another tab changed the list, and that tab sends it: this one only takes note.
  const onStorage = (event: StorageEvent) => {
    if (event.key === list.storageKey || event.key === null) accountCopy = comparable(local());
  };

  // A change (or a failed merge) still waiting when the page goes, a reload say, would be
  // undone by the next page's pull: it goes now, in a request that outlives the page. Never
  // beside a merge still under way, which would add the lines twice.
  const onPageHide = () => {
    if (stopped || (busy && mergePending) || (timer === undefined && !pushAgain && !mergePending)) return;
    clearTimeout(timer);
    timer = undefined;
    pushAgain = false;
    const items = local();
    if (comparable(items) === accountCopy && !mergePending) return;
    void fetch(mergePending ? `${list.path}/merge` : list.path, {
      method: mergePending ? 'POST' : 'PUT',
      credentials: 'include',
      keepalive: true,
      headers: { accept: 'application/json', 'content-type': 'application/json' },
      body: JSON.stringify({ items: mergePending ? list.beyond(items, readSnapshot(list)) : items }),
    }).catch(() => undefined);
    writeSnapshot(list, items);
    // Taken as sent: a page kept in the back-forward cache may come back to life.
    mergePending = false;
    accountCopy = comparable(items);
  };

  const unsubscribe = list.store.subscribe(schedule);
  window.addEventListener('storage', onStorage);
  window.addEventListener('pagehide', onPageHide);

  return {
    started: start === 'pull' ? pull() : push(),
    stop() {
      stopped = true;
      clearTimeout(timer);
      unsubscribe();
      window.removeEventListener('storage', onStorage);
      window.removeEventListener('pagehide', onPageHide);
    },
  };
}

function followBoth(start: Start): Promise<void> {
  followers = [follow(CART, start), follow(WISHLIST, start)];
  return Promise.all(followers.map((f) => f.started)).then(() => undefined);
}

/** Starts following the account (with the mark, once): the account's copies replace the browser's. */
export function startFollowing(): Promise<void> {
  if (followers.length > 0 || !hasCustomerSignedInMark()) return Promise.resolve();
  return followBoth('pull');
}

/**
 * Right after signing in: the browser's cart and wishlist join the account's, the merged
 * lists replace the browser's (the header counts show them), and syncing starts. A merge
 * that fails is tried again with the next change; it never rejects.
 */
export function mergeIntoAccount(): Promise<void> {
  stopFollowers();
  customerSignedInMarkChanged();
  if (!hasCustomerSignedInMark()) return Promise.resolve();
  return followBoth('merge');
}

function stopFollowers() {
  for (const follower of followers) follower.stop();
  followers = [];
}

/** Stops syncing (the session ended on its own); the browser keeps its cart and wishlist as they are. */
export function stopAccountSync(): void {
  stopFollowers();
  customerSignedInMarkChanged();
}

/**
 * Signed out on purpose: the cart and wishlist are the account's, kept there, so they leave
 * this browser with the shopper (the next person at a shared computer does not see them).
 */
export function forgetAccountLists(): void {
  stopFollowers();
  for (const list of [CART, WISHLIST] as Array<SyncedList<unknown>>) {
    list.replace([]);
    writeSnapshot(list, null);
  }
  customerSignedInMarkChanged();
}
