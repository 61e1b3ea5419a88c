import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { notify } from '../../lib/toast';
import { CURRENT_STAFF_KEY } from './api';
import { StaffLoginForm } from './StaffLoginForm';

vi.mock('../../lib/toast', () => ({ notify: vi.fn() }));

const admin = { id: 1, username: 'maria', email: 'maria@example.com', role: 'admin' };
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function setup() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const onSignedIn = vi.fn();
  render(
    <QueryClientProvider client={client}>
      <StaffLoginForm onSignedIn={onSignedIn} />
    </QueryClientProvider>,
  );
  return { client, onSignedIn, user: userEvent.setup() };
}

async function signIn(user: ReturnType<typeof userEvent.setup>, password = 'secret-password') {
  await user.type(screen.getByLabelText('Username'), 'maria');
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Sign In' }));
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.mocked(notify).mockReset();
});

describe('StaffLoginForm', () => {
  it('asks for both fields before calling the server', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Username is required')).toBeTruthy();
    expect(screen.getByText('Password is required')).toBeTruthy();
    expect(screen.getByLabelText('Username').getAttribute('aria-invalid')).toBe('true');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('signs in, caches the user and hands it on', async () => {
    const fetchMock = vi.fn(async () => json(admin));
    vi.stubGlobal('fetch', fetchMock);
    const { client, onSignedIn, user } = setup();
    await signIn(user);
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledWith(admin));
    expect(client.getQueryData(CURRENT_STAFF_KEY)).toEqual(admin);
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/auth/login',
      expect.objectContaining({
        method: 'POST',
        credentials: 'include',
        body: JSON.stringify({ username: 'maria', password: 'secret-password' }),
      }),
    );
  });

  it("shows the server's message inline and in a Login failed toast", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json({ message: 'Invalid credentials' }, 401)),
    );
    const { onSignedIn, user } = setup();
    await signIn(user, 'wrong-password');
    expect((await screen.findByRole('alert')).textContent).toBe('Invalid credentials');
    expect(notify).toHaveBeenCalledWith({
      title: 'Login failed',
      description: 'Invalid credentials',
      variant: 'destructive',
    });
    expect(onSignedIn).not.toHaveBeenCalled();
  });

  it('shows the rate limit message, and Invalid credentials when the server gives none', async () => {
    const wait = 'Too many sign-in attempts. Please try again in 60 seconds.';
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json({ message: wait }, 429)),
    );
    const { user } = setup();
    await signIn(user);
    expect((await screen.findByRole('alert')).textContent).toBe(wait);

    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('oops', { status: 500 })),
    );
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Invalid credentials'));
  });
});
