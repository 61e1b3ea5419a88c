import { screen, within } from '@testing-library/react';
import { startRegistration } from '@simplewebauthn/browser';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Passkey } from '../../../shared/schemas/account';
import {
  ann,
  freshBrowserForEachTest,
  json,
  refused,
  removed,
  renderAccount,
  sent,
  signedInAs,
} from '../../test/account';

vi.mock('../../lib/toast', () => ({ notify: vi.fn() }));
vi.mock('@simplewebauthn/browser', () => ({ startAuthentication: vi.fn(), startRegistration: vi.fn() }));

const laptop: Passkey = {
  id: 3,
  name: 'Passkey on Mac',
  createdAt: '2025-02-01T12:00:00.000Z',
  lastUsedAt: '2025-02-20T12:00:00.000Z',
};
const phone: Passkey = { id: 4, name: 'Passkey on iPhone', createdAt: '2025-02-03T12:00:00.000Z', lastUsedAt: null };

/** Where the store accepts passkeys: the test page's own origin, unless a test says otherwise. */
const STORE = { rpId: 'localhost', origin: 'http://localhost:3000' };

function passkeyServer(initial: Passkey[], site: { rpId: string; origin: string } | null = STORE) {
  let passkeys = [...initial];
  return signedInAs(ann, {
    ...(site ? { 'GET /api/store/passkeys': () => json(site) } : {}),
    'GET /api/account/passkeys': () => json(passkeys),
    'POST /api/account/passkeys/options': () => json({ challenge: 'xyz', rp: { name: 'TJ Fashion' } }),
    'POST /api/account/passkeys': (body) => {
      const added = {
        id: 5,
        name: (body as { name: string }).name,
        createdAt: '2025-03-01T12:00:00.000Z',
        lastUsedAt: null,
      };
      passkeys = [...passkeys, added];
      return json(added, 201);
    },
    'DELETE /api/account/passkeys/3': () => {
      passkeys = passkeys.filter((p) => p.id !== 3);
      return removed('Passkey removed');
    },
  });
}

beforeEach(() => vi.stubGlobal('PublicKeyCredential', function PublicKeyCredential() {}));

freshBrowserForEachTest(vi.mocked(startRegistration));

describe('passkeys', () => {
  it('lists the passkeys with when they were added and last used', async () => {
    passkeyServer([laptop, phone]);
    renderAccount('/account/passkeys');
    const list = within(await screen.findByRole('list', { name: 'Your passkeys' }));
    expect(list.getByText('Passkey on Mac')).toBeInTheDocument();
    expect(list.getByText('Added Feb 1, 2025 · Last used Feb 20, 2025')).toBeInTheDocument();
    expect(list.getByText('Added Feb 3, 2025 · Not used yet')).toBeInTheDocument();
    expect(screen.getByText(/A passkey signs you in with your fingerprint, face or screen lock/)).toBeInTheDocument();
  });

  it("adds one with the browser's prompt, named for the device", async () => {
    const fetchMock = passkeyServer([]);
    const response = { id: 'new', rawId: 'new', type: 'public-key', response: {} };
    vi.mocked(startRegistration).mockResolvedValue(response as never);
    const { user } = renderAccount('/account/passkeys');
    expect(await screen.findByText('You have no passkeys yet.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add a passkey' }));
    expect(await screen.findByText(/^Passkey/, { selector: 'li p' })).toBeInTheDocument();
    expect(startRegistration).toHaveBeenCalledWith({ optionsJSON: { challenge: 'xyz', rp: { name: 'TJ Fashion' } } });
    const [body] = sent(fetchMock, 'POST /api/account/passkeys') as Array<{ response: unknown; name: string }>;
    expect(body?.response).toEqual(response);
    expect(body?.name).toMatch(/^Passkey( on .+)?$/);
  });

  it('takes a closed prompt calmly', async () => {
    const fetchMock = passkeyServer([]);
    vi.mocked(startRegistration).mockRejectedValue(
      Object.assign(new Error('The operation either timed out or was not allowed.'), { name: 'NotAllowedError' }),
    );
    const { user } = renderAccount('/account/passkeys');
    await user.click(await screen.findByRole('button', { name: 'Add a passkey' }));
    expect(await screen.findByText('No passkey was added.')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(sent(fetchMock, 'POST /api/account/passkeys')).toEqual([]);
  });

  it('removes one after the shopper confirms', async () => {
    const fetchMock = passkeyServer([laptop, phone]);
    const { user } = renderAccount('/account/passkeys');
    await user.click(await screen.findByRole('button', { name: 'Remove Passkey on Mac' }));
    await user.click(screen.getByRole('button', { name: 'Remove passkey' }));
    await vi.waitFor(() => expect(screen.queryByText('Passkey on Mac')).not.toBeInTheDocument());
    expect(screen.getByText('Passkey on iPhone')).toBeInTheDocument();
    expect(sent(fetchMock, 'DELETE /api/account/passkeys/3')).toHaveLength(1);
  });

  it('offers no passkey on an IP address, where the browser cannot make one', async () => {
    vi.stubGlobal('location', new URL('http://127.0.0.1:3000/account/passkeys'));
    passkeyServer([laptop], null);
    renderAccount('/account/passkeys');
    expect(await screen.findByText('Passkey on Mac')).toBeInTheDocument();
    expect(
      screen.getByText('Passkeys cannot be used on an IP address: open the store by its name to add one.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add a passkey' })).not.toBeInTheDocument();
  });

  it.each([
    ['an IP address', 'http://127.0.0.1:3000'],
    ['another port', 'http://localhost:5173'],
  ])('offers no passkey on %s of the store, saying where to add one', async (_, address) => {
    vi.stubGlobal('location', new URL('/account/passkeys', address));
    passkeyServer([]);
    renderAccount('/account/passkeys');
    expect(
      await screen.findByText('Passkeys work only on http://localhost:3000: open the store there to add one.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add a passkey' })).not.toBeInTheDocument();
  });

  it("shows the server's word when a passkey was made on another address", async () => {
    const message = 'Passkeys work only on https://shop.example.com: open the store there to add one.';
    signedInAs(ann, {
      'GET /api/store/passkeys': () => json(STORE),
      'GET /api/account/passkeys': () => json([]),
      'POST /api/account/passkeys/options': () => json({ challenge: 'xyz' }),
      'POST /api/account/passkeys': () => refused(message),
    });
    vi.mocked(startRegistration).mockResolvedValue({
      id: 'new',
      rawId: 'new',
      type: 'public-key',
      response: {},
    } as never);
    const { user } = renderAccount('/account/passkeys');
    await user.click(await screen.findByRole('button', { name: 'Add a passkey' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
  });
});
