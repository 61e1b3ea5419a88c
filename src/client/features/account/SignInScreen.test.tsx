import { screen, waitFor } from '@testing-library/react';
import { startAuthentication } from '@simplewebauthn/browser';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { cartStore } from '../cart';
import {
  accountCalls,
  ann,
  fakeServer,
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
vi.mock('@simplewebauthn/browser', () => ({ startAuthentication: vi.fn(), startRegistration: vi.fn() }));

const codeSent = (body: unknown) => json({ message: 'Check your email', email: (body as { email: string }).email });
const WRONG = 'That code is not right. 4 tries left.';

/** The server's sign-in: the right code signs in (setting the mark), any other is refused on the code field. */
function signInServer() {
  return fakeServer({
    'POST /api/account/code': codeSent,
    'POST /api/account/sign-in': (body) => {
      if ((body as { code: string }).code !== '123456')
        return refused('Please check the form', [{ path: 'code', message: WRONG }]);
      markShopperSignedIn(true);
      return json(ann);
    },
    'GET /api/account/orders': () => json([]),
  });
}

freshBrowserForEachTest(vi.mocked(startAuthentication));

describe('signing in', () => {
  it('asks the account nothing in a browser without the signed-in mark', async () => {
    const fetchMock = fakeServer({});
    renderAccount('/account/orders/5');
    expect(screen.getByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
    expect(
      screen.getByText('No password needed: we email you a code, and your first sign-in creates your account.'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveValue('');
    await waitFor(() => expect(document.title).toBe('Sign In | TJ Fashion'));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends a code, shows a wrong code under the field, then signs in and shows the account', async () => {
    const fetchMock = signInServer();
    window.localStorage.setItem('tj-fashion-cart', JSON.stringify([line()]));
    const { user } = renderAccount('/account?email=ann@example.com');

    expect(screen.getByLabelText('Email')).toHaveValue('ann@example.com');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByText('We sent a 6-digit code to')).toHaveTextContent(
      'We sent a 6-digit code to ann@example.com',
    );
    expect(sent(fetchMock, 'POST /api/account/code')).toEqual([{ email: 'ann@example.com' }]);

    const code = screen.getByLabelText('Code');
    expect(code).toHaveAttribute('inputmode', 'numeric');
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    await user.type(code, '111111');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText(WRONG)).toBeInTheDocument();
    expect(code).toHaveAttribute('aria-invalid', 'true');
    expect(code).toHaveAccessibleDescription(WRONG);

    await user.clear(code);
    await user.type(code, '123456');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'My account' })).toBeInTheDocument();
    expect(screen.getByText('Welcome, Ann')).toBeInTheDocument();
    expect(await screen.findByText('No orders yet')).toBeInTheDocument();
    expect(sent(fetchMock, 'POST /api/account/sign-in')).toEqual([{ code: '111111' }, { code: '123456' }]);
    // The browser's cart joined the account's, and is still the browser's.
    expect(sent(fetchMock, 'POST /api/account/cart/merge')).toEqual([{ items: [line()] }]);
    expect(cartStore.get()).toEqual([line()]);
    // The sign-in's answer is the shopper: nobody asked who is signed in.
    expect(sent(fetchMock, 'GET /api/account/me')).toEqual([]);
  });

  it('checks the email before sending, and offers another email or a new code', async () => {
    const fetchMock = signInServer();
    const { user } = renderAccount();
    await user.type(screen.getByLabelText('Email'), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByText('Please enter a valid email')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();

    await user.clear(screen.getByLabelText('Email'));
    await user.type(screen.getByLabelText('Email'), 'ann@example.com');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    await user.click(await screen.findByRole('button', { name: 'Send a new code' }));
    expect(await screen.findByText('We sent a new code. Use the newest email.')).toBeInTheDocument();
    expect(sent(fetchMock, 'POST /api/account/code')).toHaveLength(2);

    await user.click(screen.getByRole('button', { name: 'Use a different email' }));
    expect(screen.getByLabelText('Email')).toHaveValue('ann@example.com');
    expect(screen.queryByLabelText('Code')).not.toBeInTheDocument();
  });

  it('says so when codes are asked for too often', async () => {
    fakeServer({
      'POST /api/account/code': () => refused('Too many codes asked for. Please wait a minute.', undefined, 429),
    });
    const { user } = renderAccount();
    await user.type(screen.getByLabelText('Email'), 'ann@example.com');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many codes asked for. Please wait a minute.');
    expect(screen.queryByLabelText('Code')).not.toBeInTheDocument();
  });

  it('shows the sign-in form when the mark outlived the session', async () => {
    markShopperSignedIn(true);
    const fetchMock = fakeServer({ 'GET /api/account/me': () => refused('Not signed in', undefined, 401) });
    renderAccount('/account/profile');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
    expect(accountCalls(fetchMock).map(([path]) => path)).toEqual(['/api/account/me']);
  });

  it('opens a signed-in shopper straight onto their account', async () => {
    signedInAs(ann, { 'GET /api/account/orders': () => json([]) });
    renderAccount();
    expect(screen.getByRole('status')).toHaveTextContent('Opening your account...');
    expect(await screen.findByText('Welcome, Ann')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Account' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('My Account | TJ Fashion'));
  });
});

describe('signing in with a passkey', () => {
  beforeEach(() => vi.stubGlobal('PublicKeyCredential', function PublicKeyCredential() {}));

  const passkeyServer = () =>
    fakeServer({
      'GET /api/store/passkeys': () => json({ rpId: 'localhost', origin: 'http://localhost:3000' }),
      'POST /api/account/passkey/options': () => json({ challenge: 'abc', rpId: 'localhost' }),
      'POST /api/account/passkey/sign-in': () => {
        markShopperSignedIn(true);
        return json(ann);
      },
      'GET /api/account/orders': () => json([]),
    });

  it('is offered only where the browser has passkeys', () => {
    vi.unstubAllGlobals();
    fakeServer({});
    renderAccount();
    expect(screen.queryByRole('button', { name: 'Sign in with a passkey' })).not.toBeInTheDocument();
  });

  it('is not offered on an IP address, where the browser cannot use one', () => {
    vi.stubGlobal('location', new URL('http://127.0.0.1:3000/account'));
    fakeServer({});
    renderAccount();
    expect(screen.getByRole('button', { name: 'Send code' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sign in with a passkey' })).not.toBeInTheDocument();
  });

  it('is not offered on another address than the store accepts passkeys from, which it asks without an account call', async () => {
    vi.stubGlobal('location', new URL('http://localhost:5173/account'));
    const fetchMock = passkeyServer();
    renderAccount();
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Sign in with a passkey' })).not.toBeInTheDocument(),
    );
    expect(screen.queryByText('or')).not.toBeInTheDocument();
    expect(sent(fetchMock, 'GET /api/store/passkeys')).toHaveLength(1);
    expect(accountCalls(fetchMock)).toEqual([]);
  });

  it('signs in with the passkey the browser gives', async () => {
    const fetchMock = passkeyServer();
    const response = { id: 'cred', rawId: 'cred', type: 'public-key', response: {} };
    vi.mocked(startAuthentication).mockResolvedValue(response as never);
    const { user } = renderAccount();
    await user.click(screen.getByRole('button', { name: 'Sign in with a passkey' }));
    expect(await screen.findByText('Welcome, Ann')).toBeInTheDocument();
    expect(startAuthentication).toHaveBeenCalledWith({ optionsJSON: { challenge: 'abc', rpId: 'localhost' } });
    expect(sent(fetchMock, 'POST /api/account/passkey/sign-in')).toEqual([{ response }]);
  });

  it('takes a closed prompt calmly', async () => {
    const fetchMock = passkeyServer();
    vi.mocked(startAuthentication).mockRejectedValue(
      Object.assign(
        new Error('The operation either timed out or was not allowed. See: https://www.w3.org/TR/webauthn-2/'),
        { name: 'NotAllowedError' },
      ),
    );
    const { user } = renderAccount();
    await user.click(screen.getByRole('button', { name: 'Sign in with a passkey' }));
    expect(
      await screen.findByText('No passkey was used. You can try again, or sign in with a code.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByText(/w3\.org/)).not.toBeInTheDocument();
    expect(sent(fetchMock, 'POST /api/account/passkey/sign-in')).toEqual([]);
  });

  it("shows the server's word for a passkey it does not know", async () => {
    fakeServer({
      'POST /api/account/passkey/options': () => json({ challenge: 'abc' }),
      'POST /api/account/passkey/sign-in': () => refused('That passkey is not recognised.'),
    });
    vi.mocked(startAuthentication).mockResolvedValue({
      id: 'x',
      rawId: 'x',
      type: 'public-key',
      response: {},
    } as never);
    const { user } = renderAccount();
    await user.click(screen.getByRole('button', { name: 'Sign in with a passkey' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('That passkey is not recognised.');
  });
});
