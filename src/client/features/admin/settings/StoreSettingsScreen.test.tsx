// What the owner reads and changes on the store settings screen, and that no other role has it.
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { StoreSettingsView } from '../../../../shared/schemas/store-settings';
import { permissionsOf } from '../../../../shared/staff-roles';
import { fakeServer, json, requestsOf } from '../../../test/payments';
import { renderAdminScreen } from '../../../test/render-admin';
import { markSignedIn } from '../../../test/signed-in';
import { AdminArea } from '../AdminArea';
import { StoreSettingsScreen } from './StoreSettingsScreen';

const SAVED: StoreSettingsView = {
  settings: {
    maxUnitsPerLine: 10,
    maxUnitsPerOrder: 30,
    maxUnpaidOrdersPerEmail: 3,
    maxUnpaidOrdersPerAddress: 5,
    stockReservedAt: 'placement',
    newArrivalDays: 30,
  },
  updatedAt: '2026-11-28T15:30:00.000Z',
  updatedBy: 'owner-ann',
};

afterEach(() => vi.unstubAllGlobals());

const box = (name: string) => screen.getByRole('spinbutton', { name });

async function fill(user: ReturnType<typeof renderAdminScreen>, name: string, value: string) {
  await user.clear(box(name));
  await user.type(box(name), value);
}

describe('the store settings screen', () => {
  it('shows every setting with its help, and who saved them last and when', async () => {
    fakeServer({ 'GET /api/admin/settings': () => json(SAVED) });
    renderAdminScreen(<StoreSettingsScreen />, '/settings');
    expect(await screen.findByText(/^Last saved by owner-ann on Nov 28, 2026/)).toBeInTheDocument();
    expect(box('Most units of one item in an order')).toHaveValue(10);
    expect(box('Most units of one item in an order')).toHaveAccessibleDescription(
      /The quantity pickers on the product page and in the cart stop here/,
    );
    expect(box('Most units in an order')).toHaveValue(30);
    expect(box('Unpaid orders per email address')).toHaveValue(3);
    expect(box('Unpaid orders per internet connection')).toHaveValue(5);
    expect(box('Days a product counts as new')).toHaveValue(30);
    expect(box('Days a product counts as new')).toHaveAccessibleDescription(
      /The New Arrivals page lists the products added in this many days/,
    );
    const placement = screen.getByRole('radio', { name: 'When the order is placed' });
    expect(placement).toBeChecked();
    expect(placement).toHaveAccessibleDescription(/set aside for them while they pay.*unpaid orders hold stock/);
    expect(screen.getByRole('radio', { name: 'When the order is paid' })).toHaveAccessibleDescription(
      /Nothing is held while shoppers pay.*the last unit may sell to someone else while a shopper is paying; that shopper's payment is then refunded/,
    );
  });

  it('says the defaults apply until the settings are first saved', async () => {
    fakeServer({ 'GET /api/admin/settings': () => json({ ...SAVED, updatedAt: null, updatedBy: null }) });
    renderAdminScreen(<StoreSettingsScreen />, '/settings');
    expect(await screen.findByText('Not saved yet: the store uses its default settings.')).toBeInTheDocument();
  });

  it('saves every setting and then shows who saved them', async () => {
    let saved = SAVED;
    const server = fakeServer({
      'GET /api/admin/settings': () => json(saved),
      'PUT /api/admin/settings': (init) => {
        saved = {
          settings: JSON.parse(String(init.body)),
          updatedAt: '2026-11-29T16:00:00.000Z',
          updatedBy: 'owner-bo',
        };
        return json(saved);
      },
    });
    const user = renderAdminScreen(<StoreSettingsScreen />, '/settings');
    await screen.findByText(/^Last saved by owner-ann/);
    await fill(user, 'Most units of one item in an order', '4');
    await fill(user, 'Unpaid orders per email address', '2');
    await fill(user, 'Days a product counts as new', '14');
    await user.click(screen.getByRole('radio', { name: 'When the order is paid' }));
    await user.click(screen.getByRole('button', { name: 'Save settings' }));

    expect(await screen.findByRole('status')).toHaveTextContent(
      'Settings saved. New orders and the New Arrivals page follow them from now on.',
    );
    expect(screen.getByText(/^Last saved by owner-bo on Nov 29, 2026/)).toBeInTheDocument();
    const put = server.mock.calls.find(([, init]) => init?.method === 'PUT')!;
    expect(JSON.parse(String(put[1]!.body))).toEqual({
      maxUnitsPerLine: 4,
      maxUnitsPerOrder: 30,
      maxUnpaidOrdersPerEmail: 2,
      maxUnpaidOrdersPerAddress: 5,
      stockReservedAt: 'payment',
      newArrivalDays: 14,
    });
  });

  it('says beside a field what is wrong with it, before sending', async () => {
    const server = fakeServer({ 'GET /api/admin/settings': () => json(SAVED) });
    const user = renderAdminScreen(<StoreSettingsScreen />, '/settings');
    await screen.findByText(/^Last saved by/);
    await fill(user, 'Most units in an order', '5');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('Units per order must be at least the units of one item')).toBeInTheDocument();
    expect(box('Most units in an order')).toHaveAccessibleDescription(
      'Units per order must be at least the units of one item',
    );

    await fill(user, 'Most units in an order', '30');
    await user.clear(box('Unpaid orders per email address'));
    await fill(user, 'Days a product counts as new', '400');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('Unpaid orders per email must be a number')).toBeInTheDocument();
    expect(box('Days a product counts as new')).toHaveAccessibleDescription(
      'Days a product counts as new must be at most 365',
    );
    expect(box('Unpaid orders per email address')).toHaveAccessibleDescription(
      'Unpaid orders per email must be a number',
    );
    expect(requestsOf(server).filter((request) => request.startsWith('PUT'))).toEqual([]);
  });

  it("shows the server's refusal beside the field it names", async () => {
    fakeServer({
      'GET /api/admin/settings': () => json(SAVED),
      'PUT /api/admin/settings': () =>
        json(
          {
            message: 'Invalid request',
            errors: [{ path: 'maxUnpaidOrdersPerAddress', message: 'Unpaid orders per address must be at most 1000' }],
          },
          400,
        ),
    });
    const user = renderAdminScreen(<StoreSettingsScreen />, '/settings');
    await screen.findByText(/^Last saved by/);
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('Unpaid orders per address must be at most 1000')).toBeInTheDocument();
    expect(box('Unpaid orders per internet connection')).toHaveAccessibleDescription(
      'Unpaid orders per address must be at most 1000',
    );
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it("is the owner's: a manager has no nav entry, and its address says the role does not include it", async () => {
    fakeServer({
      'GET /api/auth/me': () =>
        json({ id: 2, username: 'm-1', email: 'm@store.test', role: 'manager', permissions: permissionsOf('manager') }),
      'GET /api/admin/orders/counts': () => json({ newSinceLastVisit: 0 }),
    });
    markSignedIn(true);
    renderAdminScreen(<AdminArea />, '/settings');
    expect(await screen.findByRole('alert')).toHaveTextContent('Your role (Manager) does not include store settings.');
    const nav = screen.getByRole('navigation', { name: 'Admin sections' });
    expect(within(nav).queryByRole('link', { name: 'Store Settings' })).not.toBeInTheDocument();
  });
});
