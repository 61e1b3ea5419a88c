import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { notify } from '../../../lib/toast';
import type { AdminMessage } from '../../../../shared/schemas/admin';
import { MessagesTable } from './MessagesTable';

vi.mock('../../../lib/toast', () => ({ notify: vi.fn() }));

const message: AdminMessage = {
  id: 3,
  name: 'Ada',
  email: 'ada@example.com',
  category: 'orders',
  subject: 'Where is my parcel?',
  message: 'It has been a week, please help.',
  createdAt: '2026-11-20T10:00:00.000Z',
  readAt: null,
};

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.mocked(notify).mockReset();
});

function renderTable(full = false, rows: AdminMessage[] = [message]) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MessagesTable rows={rows} loading={false} full={full} />
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

describe('MessagesTable', () => {
  it('shows the message text in a toast and marks it read', async () => {
    const fetchMock = vi.fn(
      async () => new Response(JSON.stringify({ ...message, readAt: '2026-11-21T10:00:00.000Z' }), { status: 200 }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const user = renderTable();
    await user.click(screen.getByRole('button', { name: 'View message from Ada' }));
    expect(notify).toHaveBeenCalledWith({
      title: 'Where is my parcel?',
      description: 'It has been a week, please help.',
    });
    await waitFor(() =>
      expect(fetchMock).toHaveBeenCalledWith(
        '/api/admin/messages/3',
        expect.objectContaining({ method: 'PATCH', body: JSON.stringify({ read: true }) }),
      ),
    );
  });

  it('offers Mark unread on a read message in the full list', async () => {
    const fetchMock = vi.fn(async () => new Response(JSON.stringify(message), { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    const user = renderTable(true, [{ ...message, readAt: '2026-11-21T10:00:00.000Z' }]);
    await user.click(screen.getByRole('button', { name: 'Mark unread' }));
    await waitFor(() =>
      expect(fetchMock).toHaveBeenCalledWith(
        '/api/admin/messages/3',
        expect.objectContaining({ body: JSON.stringify({ read: false }) }),
      ),
    );
  });

  it('reads No messages yet when empty', () => {
    renderTable(false, []);
    expect(screen.getByText('No messages yet')).toBeTruthy();
  });
});
