import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { notify } from '../../lib/toast';
import { GiftCardsView } from './GiftCardsView';

vi.mock('../../lib/toast', () => ({ notify: vi.fn() }));

function renderPage() {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <GiftCardsView />
    </QueryClientProvider>,
  );
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.mocked(notify).mockReset();
});

describe('gift page form', () => {
  it("shows the server's refusal under the field it names, with the error toast", async () => {
    const refusal = { message: 'Recipient email domain does not accept mail', errors: [{ path: 'recipientEmail', message: 'Recipient email domain does not accept mail' }] };
    vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify(refusal), { status: 400, headers: { 'content-type': 'application/json' } })));
    const user = userEvent.setup();
    renderPage();
    await user.type(screen.getByLabelText('Gift card title'), 'Birthday');
    await user.type(screen.getByLabelText('Amount ($)'), '50');
    await user.type(screen.getByLabelText('Your name'), 'Alex');
    await user.type(screen.getByLabelText('Your email'), 'alex@example.com');
    await user.type(screen.getByLabelText("Recipient's name"), 'Sam');
    await user.type(screen.getByLabelText("Recipient's email"), 'sam@example.invalid');
    await user.type(screen.getByLabelText('Personal message'), 'Happy birthday!');
    await user.click(screen.getByRole('button', { name: 'Create Gift Card' }));

    expect(await screen.findByText('Recipient email domain does not accept mail')).toBeInTheDocument();
    expect(screen.getByLabelText("Recipient's email")).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Your email')).toHaveAttribute('aria-invalid', 'false');
    expect(notify).toHaveBeenCalledWith({ title: 'Error', description: 'Recipient email domain does not accept mail', variant: 'destructive' });
  });
});
