import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { notify } from '../../lib/toast';
import { markSignedIn } from '../../test/signed-in';
import { AdminGate } from './AdminGate';
import { nextCursor } from './http';

vi.mock('../../lib/toast', () => ({ notify: vi.fn() }));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.mocked(notify).mockReset();
});

/** The browser as sign-in leaves it: the session's mark is there (its session may have lapsed since). */
function renderGate() {
  markSignedIn(true);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const location = memoryLocation({ path: '/admin', record: true });
  render(
    <QueryClientProvider client={client}>
      <Router hook={location.hook}>
        <AdminGate>{(staff) => <p>Hello {staff.username}</p>}</AdminGate>
      </Router>
    </QueryClientProvider>,
  );
  return location;
}

describe('AdminGate', () => {
  it('reads Checking authentication..., then shows the area to a signed-in user', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () => new Response(JSON.stringify({ id: 1, username: 'maria', email: 'm@example.com', role: 'admin' })),
      ),
    );
    renderGate();
    expect(screen.getByText('Checking authentication...')).toBeTruthy();
    expect(await screen.findByText('Hello maria')).toBeTruthy();
  });

  it('sends a signed-out visitor to the sign-in page with Authentication Required', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ message: 'Unauthorized' }), { status: 401 })),
    );
    const location = renderGate();
    await waitFor(() => expect(location.history.at(-1)).toBe('/auth/login'));
    expect(notify).toHaveBeenCalledWith({
      title: 'Authentication Required',
      description: 'Please sign in to access the admin dashboard.',
      variant: 'destructive',
    });
  });
});

describe('nextCursor', () => {
  it('reads the after cursor of the rel="next" link', () => {
    expect(nextCursor('</api/admin/orders?limit=25&after=abc_1>; rel="next"')).toBe('abc_1');
    expect(nextCursor(null)).toBeUndefined();
    expect(nextCursor('</x?after=1>; rel="prev"')).toBeUndefined();
  });
});
