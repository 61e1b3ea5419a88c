import { cleanup, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { cartStore } from '../cart';
import {
  accountCalls,
  ann,
  freshBrowserForEachTest,
  json,
  line,
  markShopperSignedIn,
  refused,
  renderAccount,
  sent,
  signedInAs,
} from '../../test/account';

vi.mock('../../lib/toast', () => ({ notify: vi.fn() }));

freshBrowserForEachTest();

const signedOutAnswer = () => {
  markShopperSignedIn(false);
  return json({ message: 'Signed out' });
};

describe('the account frame', () => {
  it('greets the shopper by first name, known from the profile or from their orders', async () => {
    signedInAs(ann, { 'GET /api/account/orders': () => json([]) });
    renderAccount();
    expect(await screen.findByText('Welcome, Ann')).toBeInTheDocument();
    cleanup();
    signedInAs({ ...ann, name: '', firstName: 'Ann' }, { 'GET /api/account/orders': () => json([]) });
    renderAccount();
    expect(await screen.findByText('Welcome, Ann')).toBeInTheDocument();
    expect(screen.queryByText(/ann@example\.com/)).not.toBeInTheDocument();
  });

  it('greets the shopper by email when no name is known, and links every section', async () => {
    signedInAs({ ...ann, name: '', firstName: '' }, { 'GET /api/account/addresses': () => json([]) });
    renderAccount('/account/addresses');
    // The address is a part of its own (kept whole on a line): the greeting reads as one sentence.
    expect((await screen.findByText('ann@example.com')).closest('p')).toHaveTextContent(/^Welcome, ann@example\.com$/);
    const links = ['Orders', 'Addresses', 'Profile', 'Passkeys', 'Privacy'].map((name) =>
      screen.getByRole('link', { name }).getAttribute('href'),
    );
    expect(links).toEqual([
      '/account',
      '/account/addresses',
      '/account/profile',
      '/account/passkeys',
      '/account/privacy',
    ]);
    expect(screen.getByRole('link', { name: 'Addresses' })).toHaveAttribute('aria-current', 'page');
  });

  it.each([
    ['Sign out', 'POST /api/account/sign-out', 'You are signed out.'],
    ['Sign out everywhere', 'POST /api/account/sign-out-everywhere', 'You are signed out on every device.'],
  ])(
    "%s ends the session, takes the account's cart off this browser and shows the sign-in form",
    async (button, route, notice) => {
      const fetchMock = signedInAs(ann, { [route]: signedOutAnswer, 'GET /api/account/orders': () => json([]) });
      cartStore.set([line()]);
      const { user, location, client } = renderAccount('/account/orders/2');
      await user.click(await screen.findByRole('button', { name: button }));
      expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
      expect(screen.getByRole('status')).toHaveTextContent(notice);
      expect(location.history.at(-1)).toBe('/account');
      expect(sent(fetchMock, route)).toHaveLength(1);
      // The cart is kept on the account; the next person at this browser does not see it.
      expect(cartStore.get()).toEqual([]);
      expect(
        client
          .getQueryCache()
          .findAll({ queryKey: ['customer'] })
          .map((q) => [q.queryKey, q.state.data]),
      ).toEqual([[['customer', 'me'], null]]);
    },
  );

  it('returns to the sign-in form when the session ended elsewhere', async () => {
    const fetchMock = signedInAs(ann, { 'GET /api/account/orders': () => refused('Not signed in', undefined, 401) });
    renderAccount();
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Your session has ended. Please sign in again.');
    expect(accountCalls(fetchMock).map(([path]) => path)).toEqual(['/api/account/me', '/api/account/orders']);
  });

  it('offers to try again when the account cannot be reached', async () => {
    let fail = true;
    signedInAs(ann, {
      'GET /api/account/me': () => (fail ? json({ message: 'Service unavailable' }, 503) : json(ann)),
      'GET /api/account/orders': () => json([]),
    });
    const { user } = renderAccount();
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not open your account');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Welcome, Ann')).toBeInTheDocument();
  });
});
