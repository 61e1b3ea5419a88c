// The product form's options: sizes and colors typed as chips make one variant per combination,
// rows keep what staff typed in them as values come and go, a value whose rows hold stock is
// removed only after a confirm.
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { AdminProductDetail } from '../../../../shared/schemas/admin';
import { fakeServer, json, requestsOf } from '../../../test/payments';
import { renderAdminScreen } from '../../../test/render-admin';
import { ProductEditScreen } from './ProductEditScreen';

vi.mock('../../../lib/toast', () => ({ notify: vi.fn() }));

const variantNames = () => screen.getAllByRole('rowheader').map((cell) => cell.textContent);

async function newProductWith(sizes: string[], colors: string[]) {
  fakeServer({});
  const user = renderAdminScreen(<ProductEditScreen />, '/products/new');
  await user.type(await screen.findByLabelText('Variant 1 price'), '40.00');
  for (const size of sizes) await user.type(screen.getByLabelText('Sizes'), `${size}{Enter}`);
  for (const color of colors) await user.type(screen.getByLabelText('Colors'), `${color}{Enter}`);
  return user;
}

describe('the product form options', () => {
  it('makes 8 variants from 4 sizes and 2 colors, each at the first price', async () => {
    await newProductWith(['S', 'M', 'L', 'XL'], ['Black', 'Red']);
    expect(screen.getByText(/^8 variants: one for each size and color/)).toBeInTheDocument();
    expect(variantNames()).toEqual([
      'S / Black',
      'S / Red',
      'M / Black',
      'M / Red',
      'L / Black',
      'L / Red',
      'XL / Black',
      'XL / Red',
    ]);
    for (const price of screen.getAllByLabelText(/^Variant \d+ price$/)) expect(price).toHaveValue('40.00');
  });

  it('keeps what staff typed in a row when a color is added, and asks before removing rows with stock', async () => {
    const user = await newProductWith(['S', 'M'], ['Black']);
    const mediumPrice = screen.getByLabelText('Variant 2 price');
    await user.clear(mediumPrice);
    await user.type(mediumPrice, '45.00');
    await user.type(screen.getByLabelText('Variant 2 stock'), '{Backspace}6');
    await user.type(screen.getByLabelText('Colors'), 'Red{Enter}');
    expect(variantNames()).toEqual(['S / Black', 'S / Red', 'M / Black', 'M / Red']);
    expect(screen.getByLabelText('Variant 3 price')).toHaveValue('45.00');
    expect(screen.getByLabelText('Variant 3 stock')).toHaveValue(6);
    // New rows start at the last row's price, with no stock.
    expect(screen.getByLabelText('Variant 4 price')).toHaveValue('45.00');
    expect(screen.getByLabelText('Variant 4 stock')).toHaveValue(0);

    // M holds 6 in stock: removing it asks first, and Cancel keeps it.
    await user.click(
      within(screen.getByRole('list', { name: 'Sizes added' })).getByRole('button', { name: 'Remove M' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Remove M?' });
    expect(dialog).toHaveTextContent('Its variant holds 6 in stock.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(variantNames()).toHaveLength(4);
    await user.click(
      within(screen.getByRole('list', { name: 'Sizes added' })).getByRole('button', { name: 'Remove M' }),
    );
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Remove M' }));
    expect(variantNames()).toEqual(['S / Black', 'S / Red']);

    // Red has no stock: it goes at once.
    await user.click(
      within(screen.getByRole('list', { name: 'Colors added' })).getByRole('button', { name: 'Remove Red' }),
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(variantNames()).toEqual(['S / Black']);
  });
});

const stored: AdminProductDetail = {
  product: {
    id: 5,
    handle: 'linen-wrap-dress',
    name: 'Linen Wrap Dress',
    description: '<p>Soft <strong>linen</strong></p>',
    category: 'women',
    subcategory: 'dresses',
    productType: 'Dress',
    collection: null,
    vendor: '',
    price: '50.00',
    originalPrice: null,
    materials: ['Linen'],
    tags: ['summer'],
    sizes: ['S'],
    colors: ['Black', 'Red'],
    featured: false,
    trending: false,
    active: true,
    archivedAt: null,
    stock: 3,
    version: 2,
    createdAt: '2026-06-01T10:00:00.000Z',
    updatedAt: '2026-06-01T10:00:00.000Z',
  },
  variants: [
    {
      id: 11,
      sku: 'LWD-S-BLK',
      size: 'S',
      color: 'Black',
      price: '50.00',
      compareAtPrice: null,
      stock: 3,
      position: 0,
    },
    { id: 12, sku: 'LWD-S-RED', size: 'S', color: 'Red', price: '50.00', compareAtPrice: null, stock: 0, position: 1 },
  ],
  images: [{ id: 1, url: '/media/7', alt: 'Front', color: null, width: 800, height: 1000, position: 0 }],
};

describe('editing a stored product', () => {
  it('saves new prices with its description, materials, tags and a photo tied to a color', async () => {
    const fetchMock = fakeServer({
      'GET /api/admin/products/5': () => json(stored),
      'PUT /api/admin/products/5': () => json(stored),
    });
    const user = renderAdminScreen(<ProductEditScreen id="5" />, '/products/5');
    for (const price of await screen.findAllByLabelText(/^Variant \d+ price$/)) {
      await user.clear(price);
      await user.type(price, '123.45');
    }
    await user.selectOptions(screen.getByLabelText('Image 1 color'), 'Red');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await vi.waitFor(() => expect(requestsOf(fetchMock)).toContain('PUT /api/admin/products/5'));
    const [, init] = fetchMock.mock.calls.find(([, i]) => i?.method === 'PUT') as unknown as [string, RequestInit];
    expect(JSON.parse(String(init.body))).toMatchObject({
      version: 2,
      description: '<p>Soft <strong>linen</strong></p>',
      materials: ['Linen'],
      tags: ['summer'],
      productType: 'Dress',
      variants: [
        { size: 'S', color: 'Black', price: '123.45', sku: 'LWD-S-BLK' },
        { size: 'S', color: 'Red', price: '123.45', sku: 'LWD-S-RED' },
      ],
      images: [{ url: '/media/7', color: 'Red' }],
    });
  });
});
