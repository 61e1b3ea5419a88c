// The discount form: dollars typed become cents sent, lists become arrays, an edit sends only what
// changed, and a refusal, the form's own or the server's, shows beside the field it names.
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminDiscount } from '../../../../shared/schemas/discounts';
import { adminDiscount } from '../../../test/admin-discounts';
import { fakeServer, json, requestsOf } from '../../../test/payments';
import { renderAdminScreen } from '../../../test/render-admin';
import { DiscountEditScreen } from './DiscountEditScreen';

const notify = vi.hoisted(() => vi.fn());
vi.mock('../../../lib/toast', () => ({ notify }));

const LIST = '/api/admin/discounts';

afterEach(() => {
  vi.unstubAllGlobals();
  notify.mockClear();
});

const sentBody = (fetchMock: ReturnType<typeof fakeServer>, index = 0) => {
  const [, init] = fetchMock.mock.calls[index] as unknown as [string, RequestInit];
  return JSON.parse(String(init.body)) as Record<string, unknown>;
};

function newDiscount(answer: () => Response = () => json(adminDiscount(), 201)) {
  const fetchMock = fakeServer({ [`POST ${LIST}`]: answer, 'GET /api/admin/discounts/7': () => json(adminDiscount()) });
  const user = renderAdminScreen(<DiscountEditScreen />, '/discounts/new');
  return { fetchMock, user };
}

describe('creating a discount', () => {
  it('sends amounts typed in dollars as cents, and a blank code as an automatic discount', async () => {
    const { fetchMock, user } = newDiscount();
    await user.type(screen.getByLabelText('Title'), 'Ten off linen');
    await user.selectOptions(screen.getByLabelText('Discount type'), 'Amount off each matching item');
    await user.type(screen.getByLabelText('Amount off ($)'), '$12.50');
    await user.type(screen.getByLabelText('Matching items: Tags'), 'linen, summer ,');
    await user.type(screen.getByLabelText('Matching items: Product IDs'), '12, 40');
    await user.type(screen.getByLabelText('Minimum subtotal ($, optional)'), '1,250.5');
    await user.type(screen.getByLabelText('Total uses (optional)'), '100');
    await user.type(screen.getByLabelText('Starts (optional)'), '2026-04-01T09:30');
    await user.click(screen.getByLabelText("Only for a customer's first order"));
    await user.click(screen.getByRole('button', { name: 'Create discount' }));

    await vi.waitFor(() => expect(requestsOf(fetchMock)[0]).toBe(`POST ${LIST}`));
    expect(sentBody(fetchMock)).toEqual({
      title: 'Ten off linen',
      code: null,
      rule: { kind: 'items-amount', amountCents: 1250, items: { tags: ['linen', 'summer'], productIds: [12, 40] } },
      startsAt: new Date('2026-04-01T09:30').toISOString(),
      endsAt: null,
      paused: false,
      combinable: false,
      priority: 0,
      usageLimit: 100,
      perCustomerLimit: null,
      firstOrderOnly: true,
      minSubtotalCents: 125050,
      minQuantity: null,
    });
    expect(notify).toHaveBeenCalledWith({ title: 'Discount created', description: 'Spring sale' });
  });

  it('sends each tier of a spend-more discount in cents', async () => {
    const { fetchMock, user } = newDiscount();
    await user.type(screen.getByLabelText('Title'), 'Spend more');
    await user.selectOptions(screen.getByLabelText('Discount type'), 'Spend more, save more (tiers)');
    await user.type(screen.getByLabelText('Tier 1: spend at least ($)'), '50');
    await user.type(screen.getByLabelText('Tier 1: amount off ($)'), '5');
    await user.click(screen.getByRole('button', { name: 'Add tier' }));
    await user.type(screen.getByLabelText('Tier 2: spend at least ($)'), '100.99');
    await user.type(screen.getByLabelText('Tier 2: amount off ($)'), '.5');
    await user.click(screen.getByRole('button', { name: 'Create discount' }));

    await vi.waitFor(() => expect(requestsOf(fetchMock)[0]).toBe(`POST ${LIST}`));
    expect(sentBody(fetchMock).rule).toEqual({
      kind: 'tiered',
      tiers: [
        { minSubtotalCents: 5000, amountCents: 500 },
        { minSubtotalCents: 10099, amountCents: 50 },
      ],
    });
  });

  it('says which field cannot be read or is missing, in dollars, and sends nothing', async () => {
    const { fetchMock, user } = newDiscount();
    await user.type(screen.getByLabelText('Title'), 'Five off');
    await user.selectOptions(screen.getByLabelText('Discount type'), 'Amount off the order');
    await user.type(screen.getByLabelText('Amount off ($)'), 'five');
    await user.click(screen.getByRole('button', { name: 'Create discount' }));

    expect(await screen.findByLabelText('Amount off ($)')).toHaveAccessibleDescription(
      'Enter an amount in dollars, like 12.50',
    );
    expect(screen.getByLabelText('Amount off ($)')).toHaveAttribute('aria-invalid', 'true');

    await user.selectOptions(screen.getByLabelText('Discount type'), 'Percentage off the order');
    await user.click(screen.getByRole('button', { name: 'Create discount' }));
    expect(await screen.findByLabelText('Percentage off (%)')).toHaveAccessibleDescription('Enter a number, like 10');
    expect(requestsOf(fetchMock)).toEqual([]);
  });

  it("shows the server's refusal beside the field it names, in the form's words", async () => {
    const refusal = {
      message: 'amountCents is too large',
      errors: [{ path: 'rule.tiers.1.amountCents', message: 'amountCents is too large' }],
    };
    const { user } = newDiscount(() => json(refusal, 400));
    await user.type(screen.getByLabelText('Title'), 'Spend more');
    await user.selectOptions(screen.getByLabelText('Discount type'), 'Spend more, save more (tiers)');
    await user.type(screen.getByLabelText('Tier 1: spend at least ($)'), '50');
    await user.type(screen.getByLabelText('Tier 1: amount off ($)'), '5');
    await user.click(screen.getByRole('button', { name: 'Add tier' }));
    await user.type(screen.getByLabelText('Tier 2: spend at least ($)'), '100');
    await user.type(screen.getByLabelText('Tier 2: amount off ($)'), '10');
    await user.click(screen.getByRole('button', { name: 'Create discount' }));

    expect(await screen.findByText('The amount is too large')).toBeInTheDocument();
    expect(screen.getByLabelText('Tier 2: amount off ($)')).toHaveAccessibleDescription('The amount is too large');
    expect(screen.getByLabelText('Tier 1: amount off ($)')).toHaveAttribute('aria-invalid', 'false');
    expect(notify).not.toHaveBeenCalled();
  });

  it('shows a code another discount has beside the code', async () => {
    const taken = {
      message: 'Another discount has this code',
      errors: [{ path: 'code', message: 'Another discount has this code' }],
    };
    const { user } = newDiscount(() => json(taken, 409));
    await user.type(screen.getByLabelText('Title'), 'Spring');
    await user.type(screen.getByLabelText('Code (optional)'), 'spring15');
    await user.type(screen.getByLabelText('Percentage off (%)'), '15');
    await user.click(screen.getByRole('button', { name: 'Create discount' }));

    expect(await screen.findByLabelText('Code (optional)')).toHaveAccessibleDescription(
      'Another discount has this code',
    );
  });
});

describe('editing a discount', () => {
  function editing(discount: AdminDiscount, answer: () => Response = () => json(discount)) {
    const fetchMock = fakeServer({
      'GET /api/admin/discounts/7': () => json(discount),
      'PATCH /api/admin/discounts/7': answer,
    });
    const user = renderAdminScreen(<DiscountEditScreen id="7" />, '/discounts/7');
    return { fetchMock, user };
  }

  it('shows the stored amounts in dollars and sends only the fields changed', async () => {
    const stored = adminDiscount({ minSubtotalCents: 5000, startsAt: '2026-03-01T09:00:30.500Z' });
    const { fetchMock, user } = editing(stored);
    const minimum = await screen.findByLabelText('Minimum subtotal ($, optional)');
    expect(minimum).toHaveValue('50.00');
    expect(screen.getByLabelText('Percentage off (%)')).toHaveValue('15');
    await user.clear(minimum);
    await user.type(minimum, '75');
    await user.clear(screen.getByLabelText('Total uses (optional)'));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    await vi.waitFor(() => expect(requestsOf(fetchMock)).toContain('PATCH /api/admin/discounts/7'));
    expect(sentBody(fetchMock, 1)).toEqual({ minSubtotalCents: 7500, usageLimit: null });
  });

  it("shows the server's refusal of a limit below the uses held beside the limit", async () => {
    const message = 'usageLimit cannot be below the 3 uses already held';
    const { user } = editing(adminDiscount({ usedCount: 3 }), () =>
      json({ message, errors: [{ path: 'usageLimit', message }] }, 400),
    );
    const limit = await screen.findByLabelText('Total uses (optional)');
    await user.clear(limit);
    await user.type(limit, '2');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('The usage limit cannot be below the 3 uses already held')).toBeInTheDocument();
    expect(limit).toHaveAttribute('aria-invalid', 'true');
  });
});
