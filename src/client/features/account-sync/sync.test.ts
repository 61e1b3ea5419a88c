import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CUSTOMER_SIGNED_IN_COOKIE } from '../../../shared/customer-signed-in-cookie';
import { cartLineId, type CartItem } from '../../../shared/schemas/cart';
import type { WishlistItem } from '../../../shared/wishlist';
import { fakeServer, json, requestsOf } from '../../test/payments';
import { addItem, CART_STORAGE_KEY, cartStore, clearCart } from '../cart';
import { wishlistStore } from '../wishlist';
import { startAccountSync } from './start';
import { forgetAccountLists, mergeIntoAccount, PUSH_DELAY_MS, stopAccountSync } from './sync';

function line(productId: string, quantity = 1): CartItem {
  return {
    id: cartLineId(productId, 'M', 'Black'),
    productId,
    name: `Tee ${productId}`,
    price: '20.00',
    imageUrl: '/tee.svg',
    size: 'M',
    color: 'Black',
    quantity,
    shopifyId: 'gid://local/ProductVariant/11',
    handle: 'classic-tee',
  };
}

const heart = (productId: string): WishlistItem => ({
  productId,
  handle: 'classic-tee',
  name: `Tee ${productId}`,
  price: '20.00',
  imageUrl: '/tee.svg',
});

const TEE = 'gid://local/Product/1';
const HOODIE = 'gid://local/Product/2';

function markSignedIn(on: boolean) {
  document.cookie = on
    ? `${CUSTOMER_SIGNED_IN_COOKIE}=1; path=/`
    : `${CUSTOMER_SIGNED_IN_COOKIE}=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT`;
}

/** The body of each request to `path`, parsed. */
const bodiesOf = (fetchMock: ReturnType<typeof fakeServer>, request: string) =>
  fetchMock.mock.calls
    .filter(([url, init]) => `${init?.method ?? 'GET'} ${url}` === request)
    .map(([, init]) => JSON.parse(String(init?.body)) as unknown);

/** The debounce runs out, and the answers asked for meanwhile arrive. */
async function afterPushDelay() {
  await vi.advanceTimersByTimeAsync(PUSH_DELAY_MS);
  for (let round = 0; round < 3; round++) await new Promise((resolve) => setImmediate(resolve));
}

/** An answer the test gives when it chooses. */
function later() {
  let answer: (response: Response) => void = () => undefined;
  const response = new Promise<Response>((resolve) => (answer = resolve));
  return { response: () => response, answer };
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  window.localStorage.clear();
  clearCart();
  wishlistStore.set([]);
});

afterEach(() => {
  stopAccountSync();
  markSignedIn(false);
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('signed out', () => {
  it('never asks the account: the cart and wishlist stay in the browser', async () => {
    const fetchMock = fakeServer({});
    addItem(line(TEE));
    await startAccountSync();
    await mergeIntoAccount();
    addItem(line(HOODIE));
    wishlistStore.set([heart(TEE)]);
    await afterPushDelay();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(cartStore.get()).toEqual([line(TEE), line(HOODIE)]);
  });
});

describe('signed in', () => {
  beforeEach(() => markSignedIn(true));

  it("starts from the account's cart and wishlist (what another device put there)", async () => {
    addItem(line(TEE));
    const fetchMock = fakeServer({
      'GET /api/account/cart': () => json({ items: [line(HOODIE, 2)] }),
      'GET /api/account/wishlist': () => json({ items: [heart(HOODIE)] }),
    });
    await startAccountSync();
    expect(cartStore.get()).toEqual([line(HOODIE, 2)]);
    expect(wishlistStore.get()).toEqual([heart(HOODIE)]);
    // Taking the account's copy is no change to send back.
    await afterPushDelay();
    expect(requestsOf(fetchMock)).toEqual(['GET /api/account/cart', 'GET /api/account/wishlist']);
  });

  it("merges the browser's cart and wishlist into the account after sign-in, and shows the merged lists", async () => {
    addItem(line(TEE));
    wishlistStore.set([heart(TEE)]);
    const fetchMock = fakeServer({
      'POST /api/account/cart/merge': () => json({ items: [line(HOODIE), line(TEE, 3)] }),
      'POST /api/account/wishlist/merge': () => json({ items: [heart(HOODIE), heart(TEE)] }),
    });
    await mergeIntoAccount();
    expect(bodiesOf(fetchMock, 'POST /api/account/cart/merge')).toEqual([{ items: [line(TEE)] }]);
    expect(bodiesOf(fetchMock, 'POST /api/account/wishlist/merge')).toEqual([{ items: [heart(TEE)] }]);
    expect(cartStore.get()).toEqual([line(HOODIE), line(TEE, 3)]);
    expect(wishlistStore.get()).toEqual([heart(HOODIE), heart(TEE)]);
    await afterPushDelay();
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('sends the whole cart once, a moment after the last of several changes', async () => {
    const fetchMock = fakeServer({
      'GET /api/account/cart': () => json({ items: [line(TEE)] }),
      'GET /api/account/wishlist': () => json({ items: [] }),
      'PUT /api/account/cart': (init) => json(JSON.parse(String(init.body))),
    });
    await startAccountSync();
    addItem(line(HOODIE));
    addItem(line(HOODIE));
    await vi.advanceTimersByTimeAsync(PUSH_DELAY_MS - 1);
    expect(bodiesOf(fetchMock, 'PUT /api/account/cart')).toEqual([]);
    await afterPushDelay();
    expect(bodiesOf(fetchMock, 'PUT /api/account/cart')).toEqual([{ items: [line(TEE), line(HOODIE, 2)] }]);
    expect(requestsOf(fetchMock)).not.toContain('PUT /api/account/wishlist');
  });

  it('applies quantities the account capped by stock, without sending them back', async () => {
    const fetchMock = fakeServer({
      'GET /api/account/cart': () => json({ items: [] }),
      'GET /api/account/wishlist': () => json({ items: [] }),
      'PUT /api/account/cart': () => json({ items: [line(TEE, 3)] }),
    });
    await startAccountSync();
    addItem(line(TEE, 8));
    await afterPushDelay();
    expect(cartStore.get()).toEqual([line(TEE, 3)]);
    await afterPushDelay();
    expect(bodiesOf(fetchMock, 'PUT /api/account/cart')).toHaveLength(1);
  });

  it('keeps one request out at a time, and the latest cart wins', async () => {
    const first = later();
    let puts = 0;
    const fetchMock = fakeServer({
      'GET /api/account/cart': () => json({ items: [] }),
      'GET /api/account/wishlist': () => json({ items: [] }),
      'PUT /api/account/cart': (init) => (++puts === 1 ? first.response() : json(JSON.parse(String(init.body)))),
    });
    await startAccountSync();
    addItem(line(TEE));
    await afterPushDelay();
    addItem(line(HOODIE));
    await afterPushDelay();
    expect(bodiesOf(fetchMock, 'PUT /api/account/cart')).toHaveLength(1);

    // The first answer comes after the newer change: it does not undo it, and the newer cart goes next.
    first.answer(json({ items: [line(TEE)] }));
    await afterPushDelay();
    expect(bodiesOf(fetchMock, 'PUT /api/account/cart')).toEqual([
      { items: [line(TEE)] },
      { items: [line(TEE), line(HOODIE)] },
    ]);
    expect(cartStore.get()).toEqual([line(TEE), line(HOODIE)]);
  });

  it('stops when the session has ended (401), keeping the cart', async () => {
    const fetchMock = fakeServer({
      'GET /api/account/cart': () => json({ items: [] }),
      'GET /api/account/wishlist': () => json({ items: [] }),
      'PUT /api/account/cart': () => json({ message: 'Not signed in' }, 401),
    });
    await startAccountSync();
    addItem(line(TEE));
    await afterPushDelay();
    addItem(line(HOODIE));
    wishlistStore.set([heart(TEE)]);
    await afterPushDelay();
    expect(requestsOf(fetchMock)).toEqual([
      'GET /api/account/cart',
      'GET /api/account/wishlist',
      'PUT /api/account/cart',
    ]);
    expect(cartStore.get()).toEqual([line(TEE), line(HOODIE)]);
  });

  it('leaves a change made in another tab for that tab to send', async () => {
    const fetchMock = fakeServer({
      'GET /api/account/cart': () => json({ items: [] }),
      'GET /api/account/wishlist': () => json({ items: [] }),
      'PUT /api/account/cart': (init) => json(JSON.parse(String(init.body))),
    });
    await startAccountSync();
    const written = JSON.stringify([line(TEE)]);
    window.localStorage.setItem(CART_STORAGE_KEY, written);
    window.dispatchEvent(new StorageEvent('storage', { key: CART_STORAGE_KEY, newValue: written }));
    await afterPushDelay();
    expect(cartStore.get()).toEqual([line(TEE)]);
    expect(bodiesOf(fetchMock, 'PUT /api/account/cart')).toEqual([]);
  });

  it('stops when the shopper signs out, keeping the cart as it is', async () => {
    const fetchMock = fakeServer({
      'GET /api/account/cart': () => json({ items: [line(TEE)] }),
      'GET /api/account/wishlist': () => json({ items: [] }),
    });
    await startAccountSync();
    markSignedIn(false);
    addItem(line(HOODIE));
    await afterPushDelay();
    stopAccountSync();
    addItem(line(HOODIE));
    await afterPushDelay();
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(cartStore.get()).toEqual([line(TEE), line(HOODIE, 2)]);
  });

  it('sends a change still waiting when the page goes, in a request that outlives it', async () => {
    const fetchMock = fakeServer({
      'GET /api/account/cart': () => json({ items: [] }),
      'GET /api/account/wishlist': () => json({ items: [] }),
    });
    await startAccountSync();
    addItem(line(TEE));
    window.dispatchEvent(new Event('pagehide'));
    expect(bodiesOf(fetchMock, 'PUT /api/account/cart')).toEqual([{ items: [line(TEE)] }]);
    expect(fetchMock.mock.calls.at(-1)?.[1]).toMatchObject({ keepalive: true, credentials: 'include' });
    await afterPushDelay();
    expect(bodiesOf(fetchMock, 'PUT /api/account/cart')).toHaveLength(1);
  });

  it('tries a failed merge again with the next change', async () => {
    let mergeDown = true;
    const fetchMock = fakeServer({
      'POST /api/account/cart/merge': (init) =>
        mergeDown ? json({ message: 'Down' }, 503) : json(JSON.parse(String(init.body))),
      'POST /api/account/wishlist/merge': () => json({ items: [] }),
    });
    addItem(line(TEE));
    await mergeIntoAccount();
    expect(cartStore.get()).toEqual([line(TEE)]);
    mergeDown = false;
    addItem(line(HOODIE));
    await afterPushDelay();
    expect(bodiesOf(fetchMock, 'POST /api/account/cart/merge')).toEqual([
      { items: [line(TEE)] },
      { items: [line(TEE), line(HOODIE)] },
    ]);
    expect(requestsOf(fetchMock)).not.toContain('PUT /api/account/cart');
  });
});

describe('after a session ends', () => {
  beforeEach(() => markSignedIn(true));

  it("signing in again merges only what was added since, not the account's own lines twice", async () => {
    fakeServer({
      'GET /api/account/cart': () => json({ items: [line(TEE, 2)] }),
      'GET /api/account/wishlist': () => json({ items: [] }),
    });
    await startAccountSync();
    expect(cartStore.get()).toEqual([line(TEE, 2)]);
    // The session ends on its own; the browser keeps its cart, and the shopper adds one more tee.
    stopAccountSync();
    addItem(line(TEE, 1));
    const fetchMock = fakeServer({
      'POST /api/account/cart/merge': () => json({ items: [line(TEE, 3)] }),
      'POST /api/account/wishlist/merge': () => json({ items: [] }),
    });
    await mergeIntoAccount();
    expect(bodiesOf(fetchMock, 'POST /api/account/cart/merge')).toEqual([{ items: [line(TEE, 1)] }]);
    expect(cartStore.get()).toEqual([line(TEE, 3)]);
  });

  it('signing out on purpose takes the cart and wishlist off this browser (they stay on the account)', async () => {
    fakeServer({
      'GET /api/account/cart': () => json({ items: [line(TEE, 2)] }),
      'GET /api/account/wishlist': () => json({ items: [heart(TEE)] }),
    });
    await startAccountSync();
    markSignedIn(false);
    forgetAccountLists();
    expect(cartStore.get()).toEqual([]);
    expect(wishlistStore.get()).toEqual([]);
    // The next shopper to sign in here starts from their own account, merging nothing of the last one's.
    markSignedIn(true);
    addItem(line(HOODIE));
    const fetchMock = fakeServer({
      'POST /api/account/cart/merge': () => json({ items: [line(HOODIE)] }),
      'POST /api/account/wishlist/merge': () => json({ items: [] }),
    });
    await mergeIntoAccount();
    expect(bodiesOf(fetchMock, 'POST /api/account/cart/merge')).toEqual([{ items: [line(HOODIE)] }]);
  });
});
