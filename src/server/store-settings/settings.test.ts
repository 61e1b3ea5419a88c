// The store settings as staff see and save them in the admin, and as the storefront reads the
// purchase limits: the defaults until someone saves, a 400 naming the field for a value the
// store cannot use (nothing stored), and who saved them last.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_STORE_SETTINGS } from '../../shared/schemas/store-settings';
import { storeSettings } from '../db/schema';
import { createTestApp, type TestApp } from '../test/harness';
import { signedInStaff } from '../test/staff';

describe('store settings', () => {
  let t: TestApp;
  let manager: Record<string, string>;

  beforeAll(async () => {
    t = await createTestApp();
    manager = await signedInStaff(t, 'settings-owner', 'admin');
  });
  afterAll(() => t?.close());

  const read = () => t.app.inject({ method: 'GET', url: '/api/admin/settings', cookies: manager });
  const save = (body: object) =>
    t.app.inject({ method: 'PUT', url: '/api/admin/settings', cookies: manager, payload: body });
  const limits = () => t.app.inject({ method: 'GET', url: '/api/store/purchase-limits' });

  it('are the defaults until staff save them', async () => {
    expect((await read()).json()).toEqual({ settings: DEFAULT_STORE_SETTINGS, updatedAt: null, updatedBy: null });
    expect(DEFAULT_STORE_SETTINGS).toEqual({
      maxUnitsPerLine: 10,
      maxUnitsPerOrder: 30,
      maxUnpaidOrdersPerEmail: 3,
      maxUnpaidOrdersPerAddress: 5,
      stockReservedAt: 'placement',
      newArrivalDays: 30,
    });
    const res = await limits();
    expect(res.json()).toEqual({ maxUnitsPerLine: 10, maxUnitsPerOrder: 30 });
    expect(res.headers['cache-control']).toBe('public, max-age=60');
  });

  it.each([
    [{ maxUnitsPerLine: 0 }, 'maxUnitsPerLine', 'Units of one item must be at least 1'],
    [{ maxUnitsPerLine: 100 }, 'maxUnitsPerLine', 'Units of one item must be at most 99'],
    [{ maxUnitsPerLine: 2.5 }, 'maxUnitsPerLine', 'Units of one item must be a whole number'],
    [
      { maxUnitsPerLine: 12, maxUnitsPerOrder: 11 },
      'maxUnitsPerOrder',
      'Units per order must be at least the units of one item',
    ],
    [{ maxUnpaidOrdersPerEmail: '3' }, 'maxUnpaidOrdersPerEmail', 'Unpaid orders per email must be a number'],
    [{ maxUnpaidOrdersPerAddress: 0 }, 'maxUnpaidOrdersPerAddress', 'Unpaid orders per address must be at least 1'],
    [{ stockReservedAt: 'never' }, 'stockReservedAt', 'Choose when an order takes its stock'],
    [{ newArrivalDays: 0 }, 'newArrivalDays', 'Days a product counts as new must be at least 1'],
    [{ newArrivalDays: 366 }, 'newArrivalDays', 'Days a product counts as new must be at most 365'],
  ])('refuses %o with a 400 naming the field, and stores nothing', async (change, path, message) => {
    const res = await save({ ...DEFAULT_STORE_SETTINGS, ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([{ path, message }]);
    expect(await t.db.select().from(storeSettings)).toEqual([]);
  });

  it('saves every setting, says who saved them and when, and the storefront reads the new limits', async () => {
    const settings = {
      maxUnitsPerLine: 2,
      maxUnitsPerOrder: 6,
      maxUnpaidOrdersPerEmail: 1,
      maxUnpaidOrdersPerAddress: 20,
      stockReservedAt: 'payment',
      newArrivalDays: 14,
    };
    const res = await save(settings);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ settings, updatedAt: expect.any(String), updatedBy: 'settings-owner' });
    expect((await read()).json().settings).toEqual(settings);
    expect((await limits()).json()).toEqual({ maxUnitsPerLine: 2, maxUnitsPerOrder: 6 });
    expect(await t.db.select().from(storeSettings)).toHaveLength(1);
  });
});
