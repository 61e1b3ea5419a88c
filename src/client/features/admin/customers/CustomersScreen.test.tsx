// What staff read on Admin > Customers: each person with their orders and spend, the filters
// reaching the list and the CSV download alike, and a customer's page with a note saved.
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminCustomer, AdminCustomerDetail } from '../../../../shared/schemas/customers';
import { renderAdminScreen } from '../../../test/render-admin';
import { CustomerScreen } from './CustomerScreen';
import { CustomersScreen } from './CustomersScreen';

const ann: AdminCustomer = {
  id: 'YW5uQGV4YW1wbGUuY29t',
  kind: 'account',
  name: 'Ann Tester',
  email: 'ann@example.com',
  orders: 2,
  spent: '187.66',
  lastOrderAt: '2026-11-28T15:30:00.000Z',
  subscribed: true,
};
const detail: AdminCustomerDetail = {
  customer: { ...ann, accountSince: '2026-01-02T00:00:00.000Z', phone: '555-0100' },
  addresses: [
    { name: 'Ann Tester', lines: ['1 Main St', 'Springfield, IL 62701', 'US'], phone: null, isDefault: true },
  ],
  orders: [
    {
      id: 41,
      createdAt: '2026-11-28T15:30:00.000Z',
      status: 'pending',
      paymentStatus: 'paid',
      fulfillmentStatus: 'unfulfilled',
      total: '100.00',
    },
  ],
  giftCards: [],
  returns: [],
  emails: [{ id: 3, subject: 'Your order #41', status: 'sent', createdAt: '2026-11-28T15:31:00.000Z' }],
  notes: { note: '', tags: [], updatedAt: null },
};

/** The server: the list answering each query string, the page, and the notes saved; records what was asked. */
function answer() {
  const asked: Array<{ method: string; url: string; body?: unknown }> = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
      asked.push({ method, url, body });
      const json = (value: unknown, headers: Record<string, string> = {}) =>
        new Response(JSON.stringify(value), { headers: { 'content-type': 'application/json', ...headers } });
      if (method === 'PUT') return json({ ...(body as object), updatedAt: '2026-11-30T10:00:00.000Z' });
      if (url.startsWith(`/api/admin/customers/${ann.id}`)) return json(detail);
      const rows = new URL(url, 'http://x').searchParams.get('account') === 'false' ? [] : [ann];
      return json(rows, { 'x-total-count': String(rows.length) });
    }),
  );
  return asked;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('Admin > Customers', () => {
  it('lists each customer with orders and spend, and narrows the list and the CSV alike', async () => {
    const asked = answer();
    const user = renderAdminScreen(<CustomersScreen />, '/customers');

    const row = (await within(await screen.findByRole('table')).findByText('Ann Tester')).closest('tr')!;
    expect(within(row).getByRole('link', { name: 'Ann Tester' })).toHaveAttribute('href', `/customers/${ann.id}`);
    expect(within(row).getByText('$187.66')).toBeInTheDocument();
    expect(within(row).getByText('2')).toBeInTheDocument();
    expect(screen.getByText('Showing 1 of 1')).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Account'), 'Guest only');
    await user.selectOptions(screen.getByLabelText('Sort'), 'Spent, most first');
    expect(await screen.findByText('No customers match')).toBeInTheDocument();
    expect(asked.at(-1)?.url).toBe('/api/admin/customers?account=false&sort=spent&limit=25');
    expect(screen.getByRole('link', { name: 'Export CSV' })).toHaveAttribute(
      'href',
      '/api/admin/customers/export?account=false&sort=spent',
    );
  });

  it("shows a customer's page with their orders linked, and saves a note with tags", async () => {
    const asked = answer();
    const user = renderAdminScreen(<CustomerScreen id={ann.id} />, `/customers/${ann.id}`);

    expect(await screen.findByRole('heading', { name: 'Ann Tester' })).toBeInTheDocument();
    expect(screen.getByText('555-0100')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '#41' })).toHaveAttribute('href', '/orders/41');
    expect(screen.getByText('Your order #41')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Note'), 'Prefers express');
    await user.type(screen.getByLabelText('Tags'), 'VIP, wholesale');
    await user.click(screen.getByRole('button', { name: 'Save notes' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Saved');
    expect(asked.at(-1)).toEqual({
      method: 'PUT',
      url: `/api/admin/customers/${ann.id}/notes`,
      body: { note: 'Prefers express', tags: ['VIP', 'wholesale'] },
    });
  });
});
