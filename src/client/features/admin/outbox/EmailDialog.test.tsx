import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminOutboxEmailDetail } from '../../../../shared/schemas/admin';
import { formatDateTime } from '../format';
import EmailDialog from './EmailDialog';

const email: AdminOutboxEmailDetail = {
  id: 7,
  to: 'ada@example.com',
  subject: 'Your order TJ123 is confirmed',
  status: 'failed',
  secret: false,
  error: 'Mailbox busy, try again later',
  attempts: 2,
  nextAttemptAt: '2026-11-23T10:06:00.000Z',
  createdAt: '2026-11-23T10:00:00.000Z',
  sentAt: null,
  text: 'Thank you for your order.',
  html: null,
};

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

async function show(shown: Partial<AdminOutboxEmailDetail>) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify({ ...email, ...shown }), { status: 200 })),
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <EmailDialog id={email.id} onClose={() => {}} />
    </QueryClientProvider>,
  );
  await screen.findByText('Thank you for your order.');
}

describe('an outbox email', () => {
  it('says how often it was handed over, why it failed and when it is tried again', async () => {
    await show({});
    expect(
      screen.getByText(`Handed to the mail server 2 times; tried again ${formatDateTime(email.nextAttemptAt!)}.`),
    ).toBeInTheDocument();
    expect(screen.getByText('Delivery error: Mailbox busy, try again later')).toBeInTheDocument();
  });

  it('says when a failed email is not tried again, and what became of the others', async () => {
    await show({ attempts: 5, nextAttemptAt: null });
    expect(screen.getByText('Handed to the mail server 5 times; not tried again.')).toBeInTheDocument();
    cleanup();
    await show({ status: 'sent', error: null, attempts: 1, nextAttemptAt: null, sentAt: '2026-11-23T10:00:01.000Z' });
    expect(screen.getByText('Handed to the mail server once.')).toBeInTheDocument();
    cleanup();
    await show({ status: 'stored', error: null, attempts: 0, nextAttemptAt: null });
    expect(screen.getByText('Kept here: no mail server is configured.')).toBeInTheDocument();
  });

  it('sends a failed email again only once staff confirm, and says it went', async () => {
    const user = userEvent.setup();
    const calls: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init: RequestInit = {}) => {
        calls.push(`${init.method ?? 'GET'} ${url}`);
        const body = url.endsWith('/resend')
          ? { ...email, id: 8, status: 'sent', error: null }
          : { ...email, status: 'failed', nextAttemptAt: null };
        return new Response(JSON.stringify(body), { status: 200 });
      }),
    );
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <EmailDialog id={email.id} onClose={() => {}} />
      </QueryClientProvider>,
    );
    await user.click(await screen.findByRole('button', { name: 'Send again' }));
    expect(calls).not.toContain('POST /api/admin/outbox/7/resend');
    await user.click(screen.getByRole('button', { name: 'Yes, send again' }));
    expect(await screen.findByText('Sent again to ada@example.com.')).toBeInTheDocument();
    expect(calls).toContain('POST /api/admin/outbox/7/resend');
  });

  it('offers no second send while the email waits for its own', async () => {
    await show({ status: 'pending', attempts: 0, nextAttemptAt: null, error: null });
    expect(screen.queryByRole('button', { name: 'Send again' })).not.toBeInTheDocument();
  });

  it('shows of a code only that it was sent, with nothing to read and no second send', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(
            JSON.stringify({
              ...email,
              subject: 'Sign-in code',
              secret: true,
              status: 'sent',
              error: null,
              attempts: 1,
              nextAttemptAt: null,
              text: 'A one-time code was sent.',
            }),
            { status: 200 },
          ),
      ),
    );
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <EmailDialog id={email.id} onClose={() => {}} />
      </QueryClientProvider>,
    );
    expect(await screen.findByText(/^Code sent\. Only the customer can read it/)).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Sign-in code' })).toBeInTheDocument();
    expect(screen.queryByText('Plain text')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send again' })).not.toBeInTheDocument();
  });
});
