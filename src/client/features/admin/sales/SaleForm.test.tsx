// The sale form: a percentage or a sale price typed in dollars becomes what the API takes, products
// are chosen by searching and shown as chips, a collection from a list; refusals, the form's own
// or the server's, show beside their fields; a running sale changes only its title and end.
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { adminSale, productFound } from '../../../test/admin-sales';
import { fakeServer, json, requestsOf } from '../../../test/payments';
import { renderAdminScreen } from '../../../test/render-admin';
import { SaleEditScreen } from './SaleEditScreen';
import { collection } from '../../../test/taxonomy';

const notify = vi.hoisted(() => vi.fn());
vi.mock('../../../lib/toast', () => ({ notify }));

const LIST = '/api/admin/sales';
const NOW = new Date('2026-06-01T10:15:30');
const DRESS = productFound();
const TEE = productFound({ id: 40, handle: 'linen-tee', name: 'Linen Tee', price: '24.00' });

beforeEach(() => vi.useFakeTimers({ toFake: ['Date'], now: NOW }));
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  notify.mockClear();
});

const sentBody = (fetchMock: ReturnType<typeof fakeServer>, request: string) => {
  const at = requestsOf(fetchMock).indexOf(request);
  const [, init] = fetchMock.mock.calls[at] as unknown as [string, RequestInit];
  return JSON.parse(String(init.body)) as Record<string, unknown>;
};

/** The shop's collections as Admin > Collections lists them: the sale form offers all but All Collections. */
const ADMIN_COLLECTIONS = [
  ['All Collections', 'all'],
  ['Summer Trends', 'summer'],
  ['Streetwear Staples', 'streetwear'],
  ['Mini Me Collection', 'mini-me'],
  ['Capsule Wardrobe', 'capsule-wardrobe'],
].map(([name, handle], position) => ({ ...collection(name!, handle!), position, published: true, products: 0 }));

function newSale(answer: () => Response = () => json(adminSale(), 201)) {
  const fetchMock = fakeServer({
    [`POST ${LIST}`]: answer,
    'GET /api/admin/sales/4': () => json(adminSale()),
    'GET /api/admin/products?q=linen&limit=10': () => json([DRESS, TEE]),
    'GET /api/admin/collections': () => json({ collections: ADMIN_COLLECTIONS }),
  });
  const user = renderAdminScreen(<SaleEditScreen />, '/sales/new');
  return { fetchMock, user };
}

describe('scheduling a sale', () => {
  it('sends a whole percentage off the products chosen by searching, from now', async () => {
    const { fetchMock, user } = newSale();
    await user.type(screen.getByLabelText('Title'), 'Linen week');
    expect(screen.getByRole('radio', { name: 'Percentage off' })).toBeChecked();
    await user.type(screen.getByLabelText('Percentage off (%)'), '25%');
    await user.type(screen.getByLabelText('Find products'), 'linen');
    expect(await screen.findByText('2 matching products')).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: /Linen Wrap Dress/ }));
    await user.click(screen.getByRole('checkbox', { name: /Linen Tee/ }));
    const chosen = screen.getByRole('list', { name: 'Chosen products (2)' });
    expect(
      within(chosen)
        .getAllByRole('listitem')
        .map((chip) => chip.textContent),
    ).toEqual(['Linen Wrap Dress', 'Linen Tee']);
    await user.click(within(chosen).getByRole('button', { name: 'Remove Linen Tee' }));
    expect(screen.getByRole('checkbox', { name: /Linen Tee/ })).not.toBeChecked();
    expect(screen.getByLabelText('Starts')).toHaveValue('2026-06-01T10:15');
    await user.type(screen.getByLabelText('Ends (optional)'), '2026-06-08T23:59');
    await user.click(screen.getByRole('button', { name: 'Schedule sale' }));

    await vi.waitFor(() => expect(requestsOf(fetchMock)).toContain(`POST ${LIST}`));
    expect(sentBody(fetchMock, `POST ${LIST}`)).toEqual({
      title: 'Linen week',
      percentOff: 25,
      priceCents: null,
      productIds: [12],
      collection: null,
      startsAt: new Date('2026-06-01T10:15').toISOString(),
      endsAt: new Date('2026-06-08T23:59').toISOString(),
    });
    expect(notify).toHaveBeenCalledWith({ title: 'Sale scheduled', description: 'Summer markdown' });
  });

  it('sends a sale price typed in dollars as cents, for a collection', async () => {
    const { fetchMock, user } = newSale();
    await user.type(screen.getByLabelText('Title'), 'Streetwear weekend');
    await user.click(screen.getByRole('radio', { name: 'Sale price' }));
    await user.type(screen.getByLabelText('Sale price ($)'), '$1,019.9');
    await user.click(screen.getByRole('radio', { name: 'A collection' }));
    // The shop's collections as staff keep them, one they added included; All Collections is no sale's.
    expect(await screen.findByRole('option', { name: 'Capsule Wardrobe' })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: 'All Collections' })).not.toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Collection'), 'Streetwear Staples');
    await user.click(screen.getByRole('button', { name: 'Schedule sale' }));

    await vi.waitFor(() => expect(requestsOf(fetchMock)).toContain(`POST ${LIST}`));
    expect(sentBody(fetchMock, `POST ${LIST}`)).toMatchObject({
      percentOff: null,
      priceCents: 101990,
      productIds: [],
      collection: 'streetwear',
      endsAt: null,
    });
  });

  it('says beside each field what it is missing, and sends nothing', async () => {
    const { fetchMock, user } = newSale();
    await user.type(screen.getByLabelText('Title'), 'Half off');
    await user.type(screen.getByLabelText('Percentage off (%)'), '12.5');
    await user.click(screen.getByRole('button', { name: 'Schedule sale' }));

    expect(await screen.findByLabelText('Percentage off (%)')).toHaveAccessibleDescription(
      'The percentage off must be a whole number',
    );
    expect(screen.getByLabelText('Find products')).toHaveAccessibleDescription(
      'Choose the products or a collection the sale is for',
    );
    await user.click(screen.getByRole('radio', { name: 'A collection' }));
    await user.click(screen.getByRole('button', { name: 'Schedule sale' }));
    expect(await screen.findByLabelText('Collection')).toHaveAccessibleDescription('Choose a collection');
    expect(requestsOf(fetchMock)).not.toContain(`POST ${LIST}`);
  });

  it("shows the server's refusal beside the field it names, in the form's words", async () => {
    const refusal = {
      message: 'priceCents is too large',
      errors: [{ path: 'priceCents', message: 'priceCents is too large' }],
    };
    const { user } = newSale(() => json(refusal, 400));
    await user.type(screen.getByLabelText('Title'), 'Everything at one price');
    await user.click(screen.getByRole('radio', { name: 'Sale price' }));
    await user.type(screen.getByLabelText('Sale price ($)'), '99999');
    await user.click(screen.getByRole('radio', { name: 'A collection' }));
    await user.selectOptions(screen.getByLabelText('Collection'), 'mini-me');
    await user.click(screen.getByRole('button', { name: 'Schedule sale' }));

    expect(await screen.findByLabelText('Sale price ($)')).toHaveAccessibleDescription('The sale price is too large');
    expect(notify).not.toHaveBeenCalled();
  });
});

describe('editing a sale', () => {
  function editing(state: 'scheduled' | 'active', answer: () => Response) {
    const sale = adminSale({
      state,
      productIds: [12],
      products: [{ id: 12, name: 'Linen Wrap Dress' }],
      endsAt: '2026-06-30T12:00:00.000Z',
    });
    const fetchMock = fakeServer({
      'GET /api/admin/sales/4': () => json(sale),
      'PATCH /api/admin/sales/4': answer,
      'GET /api/admin/collections': () => json({ collections: ADMIN_COLLECTIONS }),
    });
    const user = renderAdminScreen(<SaleEditScreen id="4" />, '/sales/4');
    return { fetchMock, user };
  }

  it('of a running sale, shows what it marks down as fixed and sends only a new title', async () => {
    const { fetchMock, user } = editing('active', () => json(adminSale({ title: 'Linen week' })));
    const title = await screen.findByLabelText('Title');
    expect(screen.getByText(/Fixed while the sale runs/)).toBeInTheDocument();
    expect(screen.getByLabelText('Percentage off (%)')).toBeDisabled();
    expect(screen.getByLabelText('Percentage off (%)')).toHaveValue('25');
    expect(screen.getByLabelText('Starts')).toBeDisabled();
    expect(await screen.findByText('Linen Wrap Dress')).toBeInTheDocument();
    // Named with the sale: no read of each product.
    expect(requestsOf(fetchMock).filter((r) => r.includes('/api/admin/products'))).toEqual([]);
    expect(screen.queryByRole('button', { name: 'Remove Linen Wrap Dress' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Find products')).not.toBeInTheDocument();
    await user.clear(title);
    await user.type(title, 'Linen week');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    await vi.waitFor(() => expect(requestsOf(fetchMock)).toContain('PATCH /api/admin/sales/4'));
    expect(sentBody(fetchMock, 'PATCH /api/admin/sales/4')).toEqual({ title: 'Linen week' });
  });

  it("shows the server's refusal of a start that has come beside the start", async () => {
    const refused = {
      message: 'A running sale takes a new title or end only',
      errors: [{ path: 'startsAt', message: 'Fixed once the sale has started' }],
    };
    const { fetchMock, user } = editing('scheduled', () => json(refused, 409));
    const start = await screen.findByLabelText('Starts');
    await user.clear(start);
    await user.type(start, '2026-06-02T09:00');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('Fixed once the sale has started')).toBeInTheDocument();
    expect(start).toHaveAccessibleDescription('Fixed once the sale has started');
    expect(sentBody(fetchMock, 'PATCH /api/admin/sales/4')).toEqual({
      startsAt: new Date('2026-06-02T09:00').toISOString(),
    });
  });
});
