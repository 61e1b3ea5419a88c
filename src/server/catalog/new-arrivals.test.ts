// New Arrivals lists what arrived in the owner's window (a store setting, 30 days by default,
// today included), newest first, and says how many. Counted twice, as a large catalogue's facet
// index counts it and as the database does; an owner's change of the window shows at once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FacetsAnswer, NewArrivals } from '../../shared/schemas/catalog';
import type { StorefrontProductsResponse } from '../../shared/schemas/shopify';
import { createTestApp, type TestApp } from '../test/harness';
import { FIXTURE_PRODUCTS } from '../test/catalog-fixtures';
import { signedInStaff } from '../test/staff';
import { arrivalWindow } from '../store-settings/queries';
import { DEFAULT_STORE_SETTINGS } from '../../shared/schemas/store-settings';
import { facetIndexReady } from './facet-answers';
import { insertProducts, type ProductInput } from './write';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/** Fixture products under new handles, each arrived at the given time. */
function arrived(handle: string, from: string, color: string, at: Date): ProductInput {
  const { createdAt: _createdAt, ...base } = FIXTURE_PRODUCTS.find((p) => p.handle === from)!;
  return {
    ...base,
    handle,
    name: handle,
    variants: base.variants.map((v) => ({ ...v, color })),
    images: [],
    arrivedAt: at,
  };
}

describe.each([
  ['counted by the database', {}],
  ['counted by the facet index', { FACET_INDEX_MIN_PRODUCTS: '0' }],
])('New Arrivals, %s', (_, env) => {
  let t: TestApp;
  const since = arrivalWindow(DEFAULT_STORE_SETTINGS.newArrivalDays).since;

  beforeAll(async () => {
    t = await createTestApp({ env });
    await facetIndexReady(t.db);
    await insertProducts(t.db, [
      arrived('arrived-this-morning', 'silk-blouse', 'Black', new Date(Date.now() - MINUTE)),
      arrived('arrived-on-the-first-day', 'linen-trousers', 'Black', new Date(since.getTime() + MINUTE)),
      arrived('arrived-the-day-before', 'linen-trousers', 'Red', new Date(since.getTime() - MINUTE)),
      arrived('arrived-45-days-ago', 'silk-blouse', 'Red', new Date(since.getTime() - 15 * DAY)),
    ]);
  });
  afterAll(() => t.close());

  const get = async <T>(url: string): Promise<T> => {
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as T;
  };
  const listed = async (query: string) => {
    const { products } = await get<StorefrontProductsResponse>(`/api/shopify/products?${query}`);
    return { handles: products.edges.map((e) => e.node.handle), total: products.totalCount };
  };

  it('lists what arrived in the last 30 days, today included, newest first, and says how many', async () => {
    expect(await listed('newArrivals=true&sort=newest')).toEqual({
      handles: ['arrived-this-morning', 'arrived-on-the-first-day'],
      total: 2,
    });
    expect(await get<NewArrivals>('/api/new-arrivals')).toEqual({
      days: 30,
      since: since.toISOString().slice(0, 10),
      count: 2,
    });
    // Without it, the whole catalogue.
    expect((await listed('sort=newest')).total).toBe(4);
  });

  it('counts the filters within the window', async () => {
    const facets = await get<FacetsAnswer>('/api/products/facets?newArrivals=true&facets=total,colors');
    expect(facets).toEqual({ total: 2, colors: [{ value: 'Black', count: 2 }] });
    expect(await listed('newArrivals=true&colors=Red')).toEqual({ handles: [], total: 0 });
  });

  it("follows the owner's window as soon as it is saved", async () => {
    const owner = await signedInStaff(t, 'arrivals-owner', 'admin');
    const save = (days: number) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/admin/settings',
        cookies: owner,
        payload: { ...DEFAULT_STORE_SETTINGS, newArrivalDays: days },
      });
    // Read once at 30 days, so a cached answer would show if the save left it.
    await listed('newArrivals=true&sort=newest');
    expect((await save(60)).statusCode).toBe(200);
    expect(await listed('newArrivals=true&sort=newest')).toEqual({
      handles: ['arrived-this-morning', 'arrived-on-the-first-day', 'arrived-the-day-before', 'arrived-45-days-ago'],
      total: 4,
    });
    expect(await get<NewArrivals>('/api/new-arrivals')).toMatchObject({ days: 60, count: 4 });
    expect((await save(1)).statusCode).toBe(200);
    expect(await listed('newArrivals=true')).toEqual({ handles: ['arrived-this-morning'], total: 1 });
    expect(await get<NewArrivals>('/api/new-arrivals')).toMatchObject({
      days: 1,
      count: 1,
      since: new Date().toISOString().slice(0, 10),
    });
  });

  it('refuses a window flag it cannot read with a 400 naming it', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/shopify/products?newArrivals=soon' });
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(res.json())).toContain('newArrivals');
  });
});
