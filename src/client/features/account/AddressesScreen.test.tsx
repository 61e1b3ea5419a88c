import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { AddressInput, SavedAddress } from '../../../shared/schemas/account';
import {
  ann,
  freshBrowserForEachTest,
  homeAddress,
  json,
  refused,
  removed,
  renderAccount,
  sent,
  signedInAs,
} from '../../test/account';

vi.mock('../../lib/toast', () => ({ notify: vi.fn() }));

const workAddress: SavedAddress = {
  id: 12,
  firstName: 'Ann',
  lastName: 'Lee',
  address: '9 Office Park',
  city: 'Toronto',
  state: 'ON',
  zipCode: 'M5V 2T6',
  country: 'CA',
  phone: '+1 416 555 0100',
  isDefault: false,
};

/** A server keeping the shopper's addresses: the list it answers follows what was saved. */
function addressServer(initial: SavedAddress[]) {
  let addresses = [...initial];
  let nextId = 20;
  const routes = {
    'GET /api/account/addresses': () => json(addresses),
    'POST /api/account/addresses': (body: unknown) => {
      const input = body as Required<AddressInput>;
      if (input.zipCode === '123')
        return refused('Please check the form', [{ path: 'zipCode', message: 'Please enter a valid ZIP code' }]);
      const saved = { ...input, id: nextId++ };
      addresses = input.isDefault
        ? [saved, ...addresses.map((a) => ({ ...a, isDefault: false }))]
        : [...addresses, saved];
      return json(saved, 201);
    },
    'PUT /api/account/addresses/11': (body: unknown) => {
      addresses = addresses.map((a) => (a.id === 11 ? { ...(body as SavedAddress), id: 11 } : a));
      return json(addresses[0]);
    },
    'DELETE /api/account/addresses/12': () => {
      addresses = addresses.filter((a) => a.id !== 12);
      return removed('Address deleted');
    },
  };
  return signedInAs(ann, routes);
}

freshBrowserForEachTest();

const card = (name: string) => screen.getByRole('article', { name });

describe('saved addresses', () => {
  it('lists the addresses with the default marked', async () => {
    addressServer([homeAddress, workAddress]);
    renderAccount('/account/addresses');
    const home = within(await screen.findByRole('article', { name: 'Ann Lee, 1 Main St' }));
    expect(home.getByText('Default')).toBeInTheDocument();
    expect(home.getByText('Austin, TX 78701')).toBeInTheDocument();
    expect(home.getByText('United States')).toBeInTheDocument();
    expect(home.queryByRole('button', { name: /Set as default/ })).not.toBeInTheDocument();
    const work = within(card('Ann Lee, 9 Office Park'));
    expect(work.queryByText('Default')).not.toBeInTheDocument();
    expect(work.getByText('Canada')).toBeInTheDocument();
    expect(work.getByRole('button', { name: 'Set as default: Ann Lee, 9 Office Park' })).toBeInTheDocument();
  });

  it('adds an address, checking a US ZIP code before asking the server', async () => {
    const fetchMock = addressServer([homeAddress]);
    const { user } = renderAccount('/account/addresses');
    await user.click(await screen.findByRole('button', { name: 'Add address' }));
    const form = within(screen.getByRole('form', { name: 'Add address' }));
    await user.type(form.getByLabelText('First name'), 'Ann');
    await user.type(form.getByLabelText('Last name'), 'Lee');
    await user.type(form.getByLabelText('Address'), '5 Lake Rd');
    await user.type(form.getByLabelText('City'), 'Denver');
    expect(form.getByLabelText('Country')).toHaveValue('US');
    await user.selectOptions(form.getByLabelText('State'), 'Colorado');
    await user.type(form.getByLabelText('ZIP code'), '123');
    await user.click(form.getByRole('button', { name: 'Add address' }));
    expect(await form.findByText('Please enter a valid ZIP code')).toBeInTheDocument();
    expect(sent(fetchMock, 'POST /api/account/addresses')).toEqual([]);

    await user.type(form.getByLabelText('ZIP code'), '45');
    await user.click(form.getByLabelText('Make this my default'));
    await user.click(form.getByRole('button', { name: 'Add address' }));
    const added = within(await screen.findByRole('article', { name: 'Ann Lee, 5 Lake Rd' }));
    expect(added.getByText('Default')).toBeInTheDocument();
    expect(within(card('Ann Lee, 1 Main St')).queryByText('Default')).not.toBeInTheDocument();
    expect(sent(fetchMock, 'POST /api/account/addresses')).toEqual([
      {
        firstName: 'Ann',
        lastName: 'Lee',
        address: '5 Lake Rd',
        city: 'Denver',
        state: 'CO',
        zipCode: '12345',
        country: 'US',
        phone: '',
        isDefault: true,
      },
    ]);
    expect(screen.queryByRole('form', { name: 'Add address' })).not.toBeInTheDocument();
  });

  it("shows the server's refusal under its field", async () => {
    const fetchMock = addressServer([]);
    const { user } = renderAccount('/account/addresses');
    expect(await screen.findByText('No saved addresses yet. Save one to check out faster.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add address' }));
    const form = within(screen.getByRole('form', { name: 'Add address' }));
    await user.selectOptions(form.getByLabelText('Country'), 'Canada');
    for (const [label, value] of [
      ['First name', 'Ann'],
      ['Last name', 'Lee'],
      ['Address', '1 Bay St'],
      ['City', 'Toronto'],
      ['State / region', 'ON'],
      ['Postal code', '123'],
    ]) {
      await user.type(form.getByLabelText(label!), value!);
    }
    await user.click(form.getByRole('button', { name: 'Add address' }));
    const postal = form.getByLabelText('Postal code');
    await vi.waitFor(() => expect(postal).toHaveAttribute('aria-invalid', 'true'));
    expect(postal).toHaveAccessibleDescription('Please enter a valid ZIP code');
    expect(sent(fetchMock, 'POST /api/account/addresses')).toHaveLength(1);
  });

  it('edits an address in the same form, filled', async () => {
    const fetchMock = addressServer([homeAddress]);
    const { user } = renderAccount('/account/addresses');
    await user.click(await screen.findByRole('button', { name: 'Edit Ann Lee, 1 Main St' }));
    const form = within(screen.getByRole('form', { name: 'Edit address' }));
    expect(form.getByLabelText('Address')).toHaveValue('1 Main St');
    expect(form.getByLabelText('State')).toHaveValue('TX');
    expect(form.getByLabelText('Make this my default')).toBeChecked();
    await user.clear(form.getByLabelText('City'));
    await user.type(form.getByLabelText('City'), 'Dallas');
    await user.click(form.getByRole('button', { name: 'Save address' }));
    expect(await screen.findByText('Dallas, TX 78701')).toBeInTheDocument();
    expect(sent(fetchMock, 'PUT /api/account/addresses/11')).toEqual([
      {
        firstName: 'Ann',
        lastName: 'Lee',
        address: '1 Main St',
        city: 'Dallas',
        state: 'TX',
        zipCode: '78701',
        country: 'US',
        phone: '',
        isDefault: true,
      },
    ]);
  });

  it('deletes an address only after the shopper confirms', async () => {
    const fetchMock = addressServer([homeAddress, workAddress]);
    const { user } = renderAccount('/account/addresses');
    await user.click(await screen.findByRole('button', { name: 'Delete Ann Lee, 9 Office Park' }));
    expect(within(card('Ann Lee, 9 Office Park')).getByText('Delete this address?')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(sent(fetchMock, 'DELETE /api/account/addresses/12')).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Delete Ann Lee, 9 Office Park' }));
    await user.click(screen.getByRole('button', { name: 'Delete address' }));
    await vi.waitFor(() =>
      expect(screen.queryByRole('article', { name: 'Ann Lee, 9 Office Park' })).not.toBeInTheDocument(),
    );
    expect(sent(fetchMock, 'DELETE /api/account/addresses/12')).toHaveLength(1);
    expect(card('Ann Lee, 1 Main St')).toBeInTheDocument();
  });
});
