import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CartItem } from '../../../shared/schemas/cart';
import type { PromoCheckRequest } from '../../../shared/schemas/promotions';
import { line } from '../../test/cart-lines';
import { checkAnswer, pricePreview } from '../../test/preview';
import { forgetPreviews, previewRequest, useCartPricing, type PricingInput } from './preview';
import { addItem, cartStore, clearCart } from './state';
import { cartSummaryLines } from './summary-lines';

const tee = line({ price: '30.00', quantity: 2 });

type Fetch = (url: string, init?: RequestInit) => Promise<Response>;

/** A fetch whose answers the test gives one by one, in the order the requests came. */
function heldServer() {
  const held: Array<{ body: PromoCheckRequest; signal: AbortSignal | null | undefined; answer: () => void }> = [];
  const fetchMock = vi.fn<Fetch>(
    (_url, init) =>
      new Promise<Response>((resolve) => {
        const body = JSON.parse(String(init?.body)) as PromoCheckRequest;
        held.push({ body, signal: init?.signal, answer: () => resolve(checkAnswer(body)) });
      }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return { fetchMock, held };
}

const render = (input: PricingInput) =>
  renderHook((props: PricingInput) => useCartPricing(props), { initialProps: input });

beforeEach(() => {
  clearCart();
  forgetPreviews();
  addItem(tee);
});

afterEach(() => vi.unstubAllGlobals());

describe('the request', () => {
  it('sends the lines the store can order, the code, the shipping method and what checkout knows of the shopper', () => {
    const design: CartItem = {
      ...line({ shopifyId: null, name: 'My Tee', size: 'L' }),
      custom: { productHandle: 'classic-tee', designId: 'star', colorId: 'white' },
    };
    const legacy = line({ shopifyId: 'gid://shopify/Product/9', name: 'Old line', size: 'S' });
    expect(
      previewRequest({
        items: [tee, design, legacy],
        code: 'WELCOME10',
        shippingMethod: 'express',
        email: 'ada@example.com',
        country: 'US',
        state: 'NY',
      }),
    ).toEqual({
      code: 'WELCOME10',
      cart: {
        items: [
          { variantId: 'gid://local/ProductVariant/11', quantity: 2 },
          { custom: { productHandle: 'classic-tee', designId: 'star', colorId: 'white', size: 'L' }, quantity: 1 },
        ],
        shippingMethod: 'express',
        email: 'ada@example.com',
        country: 'US',
        state: 'NY',
      },
    });
  });

  it('leaves out what is not known yet, and asks nothing for a cart the store cannot order', () => {
    expect(previewRequest({ items: [tee], code: null })).toEqual({
      cart: { items: [{ variantId: 'gid://local/ProductVariant/11', quantity: 2 }], shippingMethod: 'standard' },
    });
    expect(previewRequest({ items: [line({ shopifyId: null })], code: 'WELCOME10' })).toBeNull();
  });
});

describe('the cart priced by the server', () => {
  it('asks as soon as the cart shows, says it is checking, then shows the answer', async () => {
    const { fetchMock, held } = heldServer();
    const { result } = render({ items: cartStore.get(), code: 'WELCOME10' });
    expect(result.current.status).toBe('checking');
    await waitFor(() => expect(held).toHaveLength(1));
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/promotions/check',
      expect.objectContaining({ method: 'POST', credentials: 'include' }),
    );
    expect(held[0]!.body).toEqual(previewRequest({ items: cartStore.get(), code: 'WELCOME10' }));
    act(() => held[0]!.answer());
    await waitFor(() => expect(result.current.status).toBe('priced'));
    expect(result.current).toMatchObject({
      subtotalCents: 6000,
      preview: { subtotalCents: 6000, discountCents: 600, totalCents: 5400 },
    });
  });

  it('aborts a request no longer wanted and never shows its late answer for the cart as it is now', async () => {
    const { held } = heldServer();
    const { result, rerender } = render({ items: cartStore.get(), code: null });
    await waitFor(() => expect(held).toHaveLength(1));

    act(() => addItem(line({ price: '30.00' })));
    rerender({ items: cartStore.get(), code: null });
    expect(held[0]!.signal?.aborted).toBe(true);
    expect(result.current.status).toBe('checking');
    // The answer about two tees arrives anyway: the cart now has three.
    act(() => held[0]!.answer());
    await act(async () => {});
    expect(result.current.status).toBe('checking');

    await waitFor(() => expect(held).toHaveLength(2));
    expect(held[1]!.body.cart?.items).toEqual([{ variantId: 'gid://local/ProductVariant/11', quantity: 3 }]);
    act(() => held[1]!.answer());
    await waitFor(() => expect(result.current).toMatchObject({ status: 'priced', preview: { totalCents: 9000 } }));
  });

  it('asks once the shopper pauses: quick changes ask only about the last', async () => {
    const { held } = heldServer();
    const { result, rerender } = render({ items: cartStore.get(), code: null });
    await waitFor(() => expect(held).toHaveLength(1));
    act(() => held[0]!.answer());
    await waitFor(() => expect(result.current.status).toBe('priced'));

    for (const email of ['a@example.com', 'ad@example.com', 'ada@example.com'])
      rerender({ items: cartStore.get(), code: null, email });
    await waitFor(() => expect(held).toHaveLength(2));
    expect(held[1]!.body.cart?.email).toBe('ada@example.com');
  });

  it('keeps answers per request: the same cart elsewhere shows at once without asking again', async () => {
    const fetchMock = vi.fn<Fetch>(async (_url, init) => checkAnswer(JSON.parse(String(init?.body))));
    vi.stubGlobal('fetch', fetchMock);
    const first = render({ items: cartStore.get(), code: null });
    await waitFor(() => expect(first.result.current.status).toBe('priced'));
    const second = render({ items: cartStore.get(), code: null });
    expect(second.result.current).toMatchObject({ status: 'priced', preview: { totalCents: 6000 } });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('prices the cart again once the answers are forgotten (after the store refused an order)', async () => {
    const fetchMock = vi.fn<Fetch>(async (_url, init) => checkAnswer(JSON.parse(String(init?.body))));
    vi.stubGlobal('fetch', fetchMock);
    const { result } = render({ items: cartStore.get(), code: null });
    await waitFor(() => expect(result.current.status).toBe('priced'));
    act(() => forgetPreviews());
    expect(result.current.status).toBe('checking');
    await waitFor(() => expect(result.current.status).toBe('priced'));
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('shows the cart subtotal and no total when the server cannot be reached, and asks again once back online', async () => {
    const fetchMock = vi.fn<Fetch>(async () => Promise.reject(new TypeError('Failed to fetch')));
    vi.stubGlobal('fetch', fetchMock);
    const { result } = render({ items: cartStore.get(), code: 'WELCOME10' });
    await waitFor(() => expect(result.current.status).toBe('unavailable'));
    expect(cartSummaryLines(result.current)).toEqual([
      { label: 'Subtotal', value: '$60.00' },
      { label: 'Discounts', value: 'Confirmed at checkout', tone: 'pending' },
      { label: 'Shipping', value: 'Free' },
      { label: 'Tax', value: 'Calculated at checkout' },
      { label: 'Total', value: 'Confirmed at checkout', tone: 'total' },
    ]);

    fetchMock.mockImplementation(async (_url, init) => checkAnswer(JSON.parse(String(init?.body))));
    act(() => void window.dispatchEvent(new Event('online')));
    await waitFor(() => expect(result.current).toMatchObject({ status: 'priced', preview: { totalCents: 5400 } }));
  });

  it('says nothing is priced for an empty cart, and asks nothing', () => {
    const fetchMock = vi.fn<Fetch>();
    vi.stubGlobal('fetch', fetchMock);
    const { result } = render({ items: [], code: 'WELCOME10' });
    expect(result.current).toEqual({ status: 'empty', subtotalCents: 0, code: 'WELCOME10' });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("prices what the server answers, whatever the cart's own figures say", async () => {
    // The store's price went up since the line was added: the server's subtotal is the one charged.
    vi.stubGlobal(
      'fetch',
      vi.fn<Fetch>(async (_url, init) => {
        const answer = pricePreview(JSON.parse(String(init?.body)));
        return new Response(
          JSON.stringify({ ...answer, preview: { ...answer.preview, subtotalCents: 6400, totalCents: 6400 } }),
        );
      }),
    );
    const { result } = render({ items: cartStore.get(), code: null });
    await waitFor(() => expect(result.current.status).toBe('priced'));
    expect(cartSummaryLines(result.current).map((l) => `${l.label} ${l.value}`)).toEqual([
      'Subtotal $64.00',
      'Shipping Free',
      'Tax Calculated at checkout',
      'Total $64.00',
    ]);
  });
});
