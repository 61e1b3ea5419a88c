// Sales as the admin API answers them, and products as its search finds them, for the sale screens' tests.
import type { AdminProductSummary } from '../../shared/schemas/admin';
import type { AdminSale } from '../../shared/schemas/sales';

export function adminSale(overrides: Partial<AdminSale> = {}): AdminSale {
  return {
    id: 4,
    title: 'Summer markdown',
    percentOff: 25,
    priceCents: null,
    productIds: [12, 40, 41],
    products: [
      { id: 12, name: 'Linen Wrap Dress' },
      { id: 40, name: 'Linen Tee' },
      { id: 41, name: 'Linen Shorts' },
    ],
    collection: null,
    startsAt: '2026-06-01T16:00:00.000Z',
    endsAt: null,
    state: 'active',
    startedAt: '2026-06-01T16:00:00.000Z',
    endedAt: null,
    variantsMarkedDown: 9,
    createdAt: '2026-05-30T09:00:00.000Z',
    updatedAt: '2026-06-01T16:00:00.000Z',
    ...overrides,
  };
}

export function productFound(overrides: Partial<AdminProductSummary> = {}): AdminProductSummary {
  return {
    id: 12,
    handle: 'linen-wrap-dress',
    name: 'Linen Wrap Dress',
    category: 'women',
    subcategory: 'Dresses',
    collection: 'summer',
    price: '59.00',
    stock: 14,
    featured: false,
    trending: false,
    active: true,
    archived: false,
    imageUrl: null,
    createdAt: '2026-03-01T09:00:00.000Z',
    updatedAt: '2026-03-01T09:00:00.000Z',
    ...overrides,
  };
}
