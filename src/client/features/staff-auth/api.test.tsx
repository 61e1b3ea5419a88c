import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { notify } from '../../lib/toast';
import { markSignedIn } from '../../test/signed-in';
import { CURRENT_STAFF_KEY, currentStaffQuery, fetchSignedInStaff, useCurrentUser, useStaffLogout } from './api';

vi.mock('../../lib/toast', () => ({ notify: vi.fn() }));

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });
const admin = { id: 1, username: 'maria', email: 'maria@example.com', role: 'admin' };

function setup() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return { client, wrapper };
}

beforeEach(() => markSignedIn(true));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.mocked(notify).mockReset();
});

describe('current user', () => {
  it('is the user the server answers, and null on 401 or any failure', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(admin)),
    );
    await expect(fetchSignedInStaff()).resolves.toEqual(admin);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json({ message: 'Unauthorized' }, 401)),
    );
    await expect(fetchSignedInStaff()).resolves.toBeNull();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('offline'))),
    );
    await expect(fetchSignedInStaff()).resolves.toBeNull();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json({ nope: true })),
    );
    await expect(fetchSignedInStaff()).resolves.toBeNull();
  });

  it('is null without asking when the server never marked this browser signed in', async () => {
    markSignedIn(false);
    const fetchMock = vi.fn(async () => json(admin));
    vi.stubGlobal('fetch', fetchMock);
    await expect(fetchSignedInStaff()).resolves.toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('is cached for a minute and not refetched on focus', () => {
    const options = currentStaffQuery();
    expect(options.staleTime).toBe(60_000);
    expect(options.refetchOnWindowFocus).toBe(false);
  });
});

describe('logout', () => {
  it('clears every cached answer and reads as signed out', async () => {
    const fetchMock = vi.fn(async (url: string) =>
      url === '/api/auth/me' ? json(admin) : new Response(null, { status: 204 }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const { client, wrapper } = setup();
    client.setQueryData(['products', {}], { cached: true });
    const { result } = renderHook(() => ({ user: useCurrentUser(), logout: useStaffLogout() }), { wrapper });
    await waitFor(() => expect(result.current.user?.username).toBe('maria'));

    await act(() => result.current.logout.mutateAsync());
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/auth/logout',
      expect.objectContaining({ method: 'POST', credentials: 'include' }),
    );
    // TanStack Query tells observers on a timer of its own, which act() may not have waited for.
    await waitFor(() => expect(result.current.user).toBeNull());
    expect(client.getQueryData(['products', {}])).toBeUndefined();
    expect(
      client
        .getQueryCache()
        .getAll()
        .map((q) => q.queryKey),
    ).toEqual([CURRENT_STAFF_KEY]);
  });

  it('shows Logout failed when the server refuses', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => (url === '/api/auth/me' ? json(admin) : json({ message: 'boom' }, 500))),
    );
    const { wrapper } = setup();
    const { result } = renderHook(() => ({ user: useCurrentUser(), logout: useStaffLogout() }), { wrapper });
    await waitFor(() => expect(result.current.user).not.toBeNull());
    await act(async () => {
      await result.current.logout.mutateAsync().catch(() => undefined);
    });
    expect(notify).toHaveBeenCalledWith({
      title: 'Logout failed',
      description: 'Please try again.',
      variant: 'destructive',
    });
    expect(result.current.user?.username).toBe('maria');
  });
});
