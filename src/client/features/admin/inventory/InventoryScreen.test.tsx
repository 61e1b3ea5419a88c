// The inventory: each variant with its stock and threshold, narrowed to what runs low (where the
// low-stock email leads), adjusted with a reason, and its alert set, each row updated in place.
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { InventoryItem } from '../../../../shared/schemas/inventory';
import { fakeServer, json, requestsOf } from '../../../test/payments';
import { renderAdminScreen } from '../../../test/render-admin';
import { InventoryScreen } from './InventoryScreen';

const notify = vi.hoisted(() => vi.fn());
vi.mock('../../../lib/toast', () => ({ notify }));

const item = (overrides: Partial<InventoryItem>): InventoryItem => ({
  id: 11,
  productId: 3,
  productName: 'Linen Shirt',
  sku: 'TJ-3-S-WHITE',
  size: 'S',
  color: 'White',
  stock: 2,
  lowStockAt: 3,
  imageUrl: null,
  waiting: 0,
  ...overrides,
});
const LOW = item({});
const OUT = item({ id: 12, sku: 'TJ-3-M-WHITE', size: 'M', stock: 0, lowStockAt: null, waiting: 2 });
const FULL = item({ id: 13, sku: 'TJ-3-L-WHITE', size: 'L', stock: 40, lowStockAt: null });

const rowOf = (sku: string) => screen.getByText(sku).closest('tr') as HTMLElement;

afterEach(() => {
  vi.unstubAllGlobals();
  notify.mockClear();
});

describe('the inventory', () => {
  it('shows each variant with its stock, what is running low or sold out, and narrows to what runs low', async () => {
    const server = fakeServer({
      'GET /api/admin/inventory?limit=25&stock=all': () => json([LOW, OUT, FULL]),
      'GET /api/admin/inventory?limit=25&stock=low': () => json([LOW]),
    });
    const user = renderAdminScreen(<InventoryScreen />, '/inventory');
    await screen.findByText('TJ-3-S-WHITE');
    expect(rowOf('TJ-3-S-WHITE')).toHaveTextContent('Running low');
    expect(rowOf('TJ-3-S-WHITE')).toHaveTextContent('2 in stock');
    expect(rowOf('TJ-3-M-WHITE')).toHaveTextContent('Sold out');
    expect(rowOf('TJ-3-L-WHITE')).not.toHaveTextContent(/Running low|Sold out/);
    const waiting = (sku: string) => within(rowOf(sku)).getAllByRole('cell')[3];
    expect(waiting('TJ-3-M-WHITE')).toHaveTextContent('2');
    expect(waiting('TJ-3-L-WHITE')).toHaveTextContent('—');
    expect(within(rowOf('TJ-3-S-WHITE')).getByLabelText('Linen Shirt (S / White) low-stock alert')).toHaveValue('3');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Show' }), 'low');
    await screen.findByText('Showing 1 of 1');
    expect(screen.queryByText('TJ-3-M-WHITE')).not.toBeInTheDocument();
    expect(requestsOf(server)).toContain('GET /api/admin/inventory?limit=25&stock=low');
  });

  it('adjusts a variant with its reason and sets its alert, each row updated as the store answers', async () => {
    const server = fakeServer({
      'GET /api/admin/inventory?limit=25&stock=all': () => json([LOW, OUT]),
      'POST /api/admin/inventory/12/adjustments': () => json({ ...OUT, stock: 12 }),
      'PUT /api/admin/inventory/12/low-stock': () => json({ ...OUT, lowStockAt: 4 }),
    });
    const user = renderAdminScreen(<InventoryScreen />, '/inventory');
    await screen.findByText('TJ-3-M-WHITE');
    const row = rowOf('TJ-3-M-WHITE');
    await user.type(within(row).getByLabelText('Linen Shirt (M / White) stock change'), '12');
    await user.click(within(row).getByRole('button', { name: 'Adjust' }));
    await within(row).findByText('12');
    expect(row).toHaveTextContent('12 in stock');
    expect(row).not.toHaveTextContent('Sold out');
    const adjusted = server.mock.calls.find(([url]) => url === '/api/admin/inventory/12/adjustments');
    expect(JSON.parse(String(adjusted![1]!.body))).toEqual({ change: 12, reason: 'received' });

    const alert = within(row).getByLabelText('Linen Shirt (M / White) low-stock alert');
    await user.type(alert, 'x');
    await user.click(within(row).getByRole('button', { name: 'Save' }));
    expect(row).toHaveTextContent('Enter a whole number of units, or leave it empty for no alert');
    await user.clear(alert);
    await user.type(alert, '4');
    await user.click(within(row).getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(requestsOf(server)).toContain('PUT /api/admin/inventory/12/low-stock'));
    const saved = server.mock.calls.find(([url]) => url === '/api/admin/inventory/12/low-stock');
    expect(JSON.parse(String(saved![1]!.body))).toEqual({ lowStockAt: 4 });
  });
});
