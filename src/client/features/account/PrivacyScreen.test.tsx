import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { cartStore } from '../cart';
import {
  ann,
  freshBrowserForEachTest,
  json,
  line,
  markShopperSignedIn,
  renderAccount,
  sent,
  signedInAs,
} from '../../test/account';

vi.mock('../../lib/toast', () => ({ notify: vi.fn() }));

freshBrowserForEachTest();

describe('privacy', () => {
  it('deletes the account once the shopper types its email, then shows the sign-in form', async () => {
    const fetchMock = signedInAs(ann, {
      'DELETE /api/account/me': () => {
        markShopperSignedIn(false);
        return json({ message: 'Your account was deleted' });
      },
    });
    const { user, client, location } = renderAccount('/account/privacy');
    cartStore.set([line()]);
    client.setQueryData(['customer', 'orders'], []);

    expect(await screen.findByText(/orders stay in the store's books/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Delete my account' }));
    const email = screen.getByLabelText('Your email');
    expect(email).toHaveAccessibleDescription('Type ann@example.com to confirm.');

    await user.type(email, 'someone@example.com');
    await user.click(screen.getByRole('button', { name: 'Delete my account for good' }));
    expect(await screen.findByText("Type your account's email exactly as shown")).toBeInTheDocument();
    expect(sent(fetchMock, 'DELETE /api/account/me')).toEqual([]);

    await user.clear(email);
    await user.type(email, 'Ann@Example.com');
    await user.click(screen.getByRole('button', { name: 'Delete my account for good' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Your account was deleted.');
    expect(location.history.at(-1)).toBe('/account');
    expect(sent(fetchMock, 'DELETE /api/account/me')).toEqual([{ email: 'Ann@Example.com' }]);
    // The browser's cart stays; nothing of the account stays cached.
    expect(cartStore.get()).toEqual([line()]);
    expect(client.getQueryData(['customer', 'me'])).toBeNull();
    expect(client.getQueryData(['customer', 'orders'])).toBeUndefined();
  });

  it('Cancel leaves the account as it is', async () => {
    const fetchMock = signedInAs(ann);
    const { user } = renderAccount('/account/privacy');
    await user.click(await screen.findByRole('button', { name: 'Delete my account' }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByLabelText('Your email')).not.toBeInTheDocument();
    expect(sent(fetchMock, 'DELETE /api/account/me')).toEqual([]);
  });

  it('saves the data export as tj-fashion-account.json', async () => {
    const exported = { exportedAt: '2025-03-01T00:00:00.000Z', profile: ann, addresses: [], orders: [], passkeys: [] };
    const fetchMock = signedInAs(ann, { 'GET /api/account/export': () => json(exported) });
    const createObjectURL = vi.fn((_blob: Blob) => 'blob:export');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const clicked: HTMLAnchorElement[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this);
    });
    try {
      const { user } = renderAccount('/account/privacy');
      await user.click(await screen.findByRole('button', { name: 'Download my data' }));
      await vi.waitFor(() => expect(clicked).toHaveLength(1));
      expect(clicked[0]!.download).toBe('tj-fashion-account.json');
      expect(clicked[0]!.href).toBe('blob:export');
      expect(JSON.parse(await createObjectURL.mock.calls[0]![0].text())).toEqual(exported);
      expect(sent(fetchMock, 'GET /api/account/export')).toHaveLength(1);
    } finally {
      click.mockRestore();
    }
  });
});
