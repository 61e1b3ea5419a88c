// What the owner reads on the Activity screen, and that each filter reaches the list and the
// CSV download alike.
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AuditEntry } from '../../../../shared/schemas/audit';
import type { AdminStaff } from '../../../../shared/schemas/admin';
import { renderAdminScreen } from '../../../test/render-admin';
import { ActivityScreen } from './ActivityScreen';

const priceChange: AuditEntry = {
  id: 7,
  at: '2026-11-28T15:30:00.000Z',
  kind: 'product.price_changed',
  actor: { id: 2, username: 'mia', email: 'mia@store.test', role: 'manager' },
  address: '203.0.113.9',
  subject: { type: 'product', id: '41', label: 'Linen wrap dress' },
  before: { price: '89.00', 'variants.M / Sand.price': '89.00' },
  after: { price: '79.00', 'variants.M / Sand.price': '79.00' },
};
const refusedSignIn: AuditEntry = {
  id: 6,
  at: '2026-11-28T15:00:00.000Z',
  kind: 'staff.sign_in_failed',
  actor: null,
  address: '198.51.100.4',
  subject: { type: 'staff', id: '1', label: 'owner' },
  before: null,
  after: { username: 'owner', reason: 'wrong password' },
};
const signedIn: AuditEntry = {
  id: 5,
  at: '2026-11-28T14:00:00.000Z',
  kind: 'staff.signed_in',
  actor: { id: 1, username: 'owner', email: 'owner@store.test', role: 'admin' },
  address: '198.51.100.4',
  subject: { type: 'staff', id: '1', label: 'owner' },
  before: null,
  after: null,
};
const staff: AdminStaff[] = [
  {
    id: 1,
    username: 'owner',
    email: 'owner@store.test',
    role: 'admin',
    isActive: true,
    createdAt: '2026-01-01T00:00:00.000Z',
  },
  {
    id: 2,
    username: 'mia',
    email: 'mia@store.test',
    role: 'manager',
    isActive: true,
    createdAt: '2026-02-01T00:00:00.000Z',
  },
];

/** The server: the staff list, and the log answering each query string with `rows`; records what was asked. */
function answer(rowsFor: (search: URLSearchParams) => AuditEntry[]) {
  const asked: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      const { pathname, searchParams } = new URL(url, 'http://x');
      if (pathname === '/api/admin/staff')
        return new Response(JSON.stringify(staff), { headers: { 'content-type': 'application/json' } });
      asked.push(url);
      const rows = rowsFor(searchParams);
      return new Response(JSON.stringify(rows), {
        headers: { 'content-type': 'application/json', 'x-total-count': String(rows.length) },
      });
    }),
  );
  return asked;
}

/** A row of the log by the kind of change it shows (the kind select offers the same words). */
const rowOf = async (kind: string) => (await within(await screen.findByRole('table')).findByText(kind)).closest('tr')!;
const table = () => within(screen.getByRole('table'));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the Activity screen', () => {
  it('shows who did what, when and from where, and each field before and after', async () => {
    answer(() => [priceChange, refusedSignIn, signedIn]);
    renderAdminScreen(<ActivityScreen />, '/activity');

    const change = await rowOf('Price changed');
    expect(within(change).getByText('mia')).toBeInTheDocument();
    expect(within(change).getByText('(Manager)')).toBeInTheDocument();
    expect(within(change).getByText('from 203.0.113.9')).toBeInTheDocument();
    expect(within(change).getByRole('link', { name: 'Linen wrap dress' })).toHaveAttribute('href', '/products/41');
    expect(within(change).getByText('variants.M / Sand.price:').nextSibling).toHaveTextContent('89.00 → 79.00');

    const refused = await rowOf('Sign-in refused');
    expect(within(refused).getByText('Not signed in')).toBeInTheDocument();
    expect(within(refused).getByText('from 198.51.100.4')).toBeInTheDocument();
    expect(within(refused).getByText('reason:').nextSibling).toHaveTextContent('wrong password');
    // A sign-in compares nothing: its Changes cell is empty.
    const signIn = await rowOf('Signed in');
    expect(within(signIn).getByText('(Owner)')).toBeInTheDocument();
    expect(signIn.lastElementChild).toHaveTextContent(/^$/);
    expect(screen.getByText('Showing 3 of 3')).toBeInTheDocument();
  });

  it('narrows the list by person, kind and days, and the CSV download follows the same filters', async () => {
    const asked = answer((search) => (search.get('staffId') === '2' ? [priceChange] : [priceChange, refusedSignIn]));
    const user = renderAdminScreen(<ActivityScreen />, '/activity');
    await rowOf('Sign-in refused');

    await user.selectOptions(
      screen.getByLabelText('Person'),
      await screen.findByRole('option', { name: 'mia (Manager)' }),
    );
    await user.selectOptions(screen.getByLabelText('Kind of change'), 'All: products, prices and stock');
    await user.type(screen.getByLabelText('From'), '2026-11-01');
    await user.type(screen.getByLabelText('To'), '2026-11-30');

    expect(await screen.findByText('Showing 1 of 1')).toBeInTheDocument();
    expect(table().queryByText('Sign-in refused')).not.toBeInTheDocument();
    expect(asked.at(-1)).toBe('/api/admin/audit?staffId=2&kind=product&from=2026-11-01&to=2026-11-30&limit=25');
    expect(screen.getByRole('link', { name: 'Export CSV' })).toHaveAttribute(
      'href',
      '/api/admin/audit.csv?staffId=2&kind=product&from=2026-11-01&to=2026-11-30',
    );

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(await rowOf('Sign-in refused')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Export CSV' })).toHaveAttribute('href', '/api/admin/audit.csv');
  });

  it('says so when nothing matches', async () => {
    answer(() => []);
    renderAdminScreen(<ActivityScreen />, '/activity');
    expect(await screen.findByText('No activity yet')).toBeInTheDocument();
  });
});
