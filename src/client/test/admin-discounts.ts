// Discounts as the admin API answers them, for the discount screens' tests.
import type { AdminDiscount } from '../../shared/schemas/discounts';

export function adminDiscount(overrides: Partial<AdminDiscount> = {}): AdminDiscount {
  return {
    id: 7,
    title: 'Spring sale',
    code: 'SPRING15',
    rule: { kind: 'order-percent', percent: 15 },
    description: '15% off your order',
    startsAt: null,
    endsAt: null,
    paused: false,
    combinable: false,
    priority: 0,
    usageLimit: 100,
    perCustomerLimit: null,
    firstOrderOnly: false,
    minSubtotalCents: null,
    minQuantity: null,
    usedCount: 3,
    savedCents: 12345,
    state: 'active',
    createdAt: '2026-03-01T09:00:00.000Z',
    updatedAt: '2026-03-01T09:00:00.000Z',
    ...overrides,
  };
}
