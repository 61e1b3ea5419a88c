import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EmailTemplatesScreen } from './EmailTemplatesScreen';

const TEMPLATES = [
  { name: 'order-confirmation', title: 'Order confirmation' },
  { name: 'order-shipped', title: 'Order shipped' },
];

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function showScreen() {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string) => {
      const url = new URL(input, 'http://store.test');
      if (url.pathname === '/api/admin/emails') return new Response(JSON.stringify(TEMPLATES), { status: 200 });
      const name = url.pathname.split('/').pop();
      const body = url.searchParams.get('format') === 'text' ? `Text of ${name}` : `<p>HTML of ${name}</p>`;
      return new Response(body, { status: 200 });
    }),
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <EmailTemplatesScreen />
    </QueryClientProvider>,
  );
}

describe("the admin's email templates", () => {
  it('lists every email and shows the first in a sandboxed frame, with its plain text', async () => {
    showScreen();
    expect(await screen.findByRole('button', { name: 'Order confirmation' })).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('button', { name: 'Order shipped' })).not.toHaveAttribute('aria-current');
    const frame = await screen.findByTitle('Preview of Order confirmation');
    expect(frame).toHaveAttribute('sandbox', '');
    expect(frame).toHaveAttribute('srcdoc', '<p>HTML of order-confirmation</p>');
    expect(await screen.findByText('Text of order-confirmation')).toBeInTheDocument();
  });

  it('shows another email when staff pick it', async () => {
    showScreen();
    await userEvent.click(await screen.findByRole('button', { name: 'Order shipped' }));
    expect(await screen.findByTitle('Preview of Order shipped')).toHaveAttribute(
      'srcdoc',
      '<p>HTML of order-shipped</p>',
    );
    expect(screen.getByRole('button', { name: 'Order shipped' })).toHaveAttribute('aria-current', 'true');
  });
});
