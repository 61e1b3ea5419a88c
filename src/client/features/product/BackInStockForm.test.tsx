// The form in place of Add to Cart for a sold-out size and color: the account's email filled in,
// the request sent as typed, the store's answer shown, and a bad email named beside the field.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CUSTOMER_SIGNED_IN_COOKIE } from '../../../shared/customer-signed-in-cookie';
import { customerSignedInMarkChanged } from '../account-sync';
import { fakeServer, json, requestsOf } from '../../test/payments';
import { BackInStockForm } from './BackInStockForm';

const VARIANT = 'gid://local/ProductVariant/4';

function renderForm() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <BackInStockForm variantId={VARIANT} option="M / Red" />
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

afterEach(() => {
  document.cookie = `${CUSTOMER_SIGNED_IN_COOKIE}=; max-age=0; path=/`;
  customerSignedInMarkChanged();
  vi.unstubAllGlobals();
});

describe("Email me when it's back", () => {
  it("fills in a signed-in shopper's account email and shows the store's answer", async () => {
    document.cookie = `${CUSTOMER_SIGNED_IN_COOKIE}=1; path=/`;
    customerSignedInMarkChanged();
    const server = fakeServer({
      'GET /api/account/me': () => json({ id: 1, email: 'ada@example.com', name: 'Ada' }),
      'POST /api/back-in-stock': () => json({ message: "We'll email you once when it's back" }, 201),
    });
    const user = renderForm();
    const email = await screen.findByDisplayValue('ada@example.com');
    expect(email).toHaveAccessibleName('Your email');
    await user.click(screen.getByRole('button', { name: "Email me when it's back" }));
    expect(await screen.findByRole('status')).toHaveTextContent("We'll email you once when it's back: M / Red.");
    const [, init] = server.mock.calls[requestsOf(server).indexOf('POST /api/back-in-stock')] as unknown as [
      string,
      RequestInit,
    ];
    expect(JSON.parse(String(init.body))).toEqual({ variantId: VARIANT, email: 'ada@example.com' });
  });

  it('names what is wrong with the email the store refused', async () => {
    fakeServer({
      'POST /api/back-in-stock': () =>
        json({ message: 'Enter a valid email', errors: [{ path: 'email', message: 'Enter a valid email' }] }, 400),
    });
    const user = renderForm();
    await user.type(screen.getByLabelText('Your email'), 'ada@');
    await user.click(screen.getByRole('button', { name: "Email me when it's back" }));
    expect(await screen.findByLabelText('Your email')).toHaveAccessibleDescription('Enter a valid email');
    expect(screen.getByLabelText('Your email')).toBeInvalid();
  });
});
