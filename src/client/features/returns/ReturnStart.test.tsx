import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeServer, json, refused, sent } from '../../test/account';
import {
  jacket,
  ORDER_NUMBER,
  RETURN_NUMBER,
  renderReturns,
  returnableOrder,
  SEND_TO,
  shirt,
  startedReturn,
} from '../../test/returns';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const GUEST = `/returns/new?order=${ORDER_NUMBER}&email=ada@example.com`;

const line = (name: string) => screen.getByRole('group', { name });
const refundTotal = () => screen.getByText('Refund total').nextElementSibling;

/** On step 2 with the guest's order found. */
async function chooseStep(routes: Parameters<typeof fakeServer>[0] = {}) {
  const fetchMock = fakeServer({ 'POST /api/returns/eligibility': () => json(returnableOrder()), ...routes });
  const rendered = renderReturns(GUEST);
  await screen.findByRole('heading', { level: 2, name: 'Choose what to return' });
  return { fetchMock, ...rendered };
}

describe('step 1: finding the order', () => {
  it("says so under the form when no order has that number and email, with the server's words", async () => {
    const fetchMock = fakeServer({
      'POST /api/returns/eligibility': () =>
        json({ message: "We couldn't find an order with that number and email." }, 404),
    });
    const { user } = renderReturns('/returns/new');
    expect(screen.getByRole('status')).toHaveTextContent('Step 1 of 3: Find your order');
    await user.type(screen.getByLabelText('Order number'), 'TJ0000000000000000');
    await user.type(screen.getByLabelText('Order email'), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Find order' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Order not found');
    expect(alert).toHaveTextContent("We couldn't find an order with that number and email.");
    expect(sent(fetchMock, 'POST /api/returns/eligibility')).toEqual([
      { trackingNumber: 'TJ0000000000000000', email: 'ada@example.com' },
    ]);
  });

  it('asks for the order number before asking the server', async () => {
    const fetchMock = fakeServer({});
    const { user } = renderReturns('/returns/new');
    await user.click(screen.getByRole('button', { name: 'Find order' }));
    expect(await screen.findByText('Order number is required')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('skips the form when the address names the order and its email', async () => {
    const { fetchMock } = await chooseStep();
    expect(screen.getByRole('status')).toHaveTextContent('Step 2 of 3: Choose items');
    expect(screen.queryByLabelText('Order number')).not.toBeInTheDocument();
    expect(sent(fetchMock, 'POST /api/returns/eligibility')).toEqual([
      { trackingNumber: ORDER_NUMBER, email: 'ada@example.com' },
    ]);
  });

  it("from the signed-in account sends the number alone; when that is not enough, asks for the order's email", async () => {
    const fetchMock = fakeServer({
      'POST /api/returns/eligibility': (body) =>
        (body as { email?: string }).email
          ? json(returnableOrder())
          : json({ message: "We couldn't find an order with that number and email." }, 404),
    });
    const { user } = renderReturns(`/returns/new?order=${ORDER_NUMBER}`);
    expect(await screen.findByText('Enter the email you placed the order with to continue.')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Order number')).toHaveValue(ORDER_NUMBER);
    await user.type(screen.getByLabelText('Order email'), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Find order' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Choose what to return' })).toHaveFocus();
    expect(sent(fetchMock, 'POST /api/returns/eligibility')).toEqual([
      { trackingNumber: ORDER_NUMBER },
      { trackingNumber: ORDER_NUMBER, email: 'ada@example.com' },
    ]);
  });
});

describe('step 2: choosing what comes back', () => {
  it('shows each line with its photo, size, colour and price; a Final Sale line is disabled with the reason', async () => {
    await chooseStep();
    const shirtLine = within(line('Linen Shirt'));
    expect(shirtLine.getByText('M · White')).toBeInTheDocument();
    expect(shirtLine.getByText('$40.00 each · bought 2')).toBeInTheDocument();
    expect(line('Linen Shirt').querySelector('img')).toHaveAttribute('src', '/shirt.svg');
    expect(line('Silk Scarf')).toBeDisabled();
    expect(line('Silk Scarf')).toHaveAccessibleDescription('Final Sale');
    expect(within(line('Silk Scarf')).queryByRole('checkbox')).not.toBeInTheDocument();
  });

  it('will not go on with nothing chosen', async () => {
    const { user, fetchMock } = await chooseStep();
    await user.click(screen.getByRole('button', { name: 'Continue to review' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Choose at least one item to return');
    expect(screen.getByRole('status')).toHaveTextContent('Step 2 of 3');
    expect(sent(fetchMock, 'POST /api/returns')).toEqual([]);
  });

  it('asks for a reason, and for the new size of an exchange, beside those fields; a sold-out size cannot be chosen', async () => {
    const { user } = await chooseStep();
    await user.click(screen.getByRole('checkbox', { name: 'Return this item: Linen Shirt' }));
    const shirtLine = within(line('Linen Shirt'));
    await user.click(shirtLine.getByRole('radio', { name: 'Exchange for another size or colour' }));
    const sizes = shirtLine.getByLabelText('New size or colour');
    expect(within(sizes).getByRole('option', { name: 'XL · White — sold out' })).toBeDisabled();
    expect(within(sizes).getByRole('option', { name: 'L · White' })).toBeEnabled();

    await user.click(screen.getByRole('button', { name: 'Continue to review' }));
    expect(await shirtLine.findByText('Choose the size or colour you want instead')).toBeInTheDocument();
    expect(sizes).toHaveAccessibleDescription('Choose the size or colour you want instead');
    expect(shirtLine.getByLabelText('Reason')).toHaveAccessibleDescription('Choose a reason');
    expect(screen.queryByRole('heading', { name: 'Review your return' })).not.toBeInTheDocument();
  });

  it('adds up the refund for the lines to refund, not the exchanges', async () => {
    const { user } = await chooseStep();
    expect(refundTotal()).toHaveTextContent('$0.00');
    await user.click(screen.getByRole('checkbox', { name: 'Return this item: Linen Shirt' }));
    await user.click(screen.getByRole('button', { name: 'Increase quantity of Linen Shirt' }));
    expect(screen.getByRole('button', { name: 'Increase quantity of Linen Shirt: 2 can be returned' })).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: 'Return this item: Denim Jacket' }));
    expect(refundTotal()).toHaveTextContent('$169.50');
    await user.click(within(line('Denim Jacket')).getByRole('radio', { name: 'Exchange for another size or colour' }));
    expect(refundTotal()).toHaveTextContent('$80.00');
  });

  it('says when nothing of the order can come back, and why', async () => {
    fakeServer({
      'POST /api/returns/eligibility': () =>
        json(returnableOrder({ closedReason: 'The 30 days to return this order ended on Apr 4, 2026.' })),
    });
    renderReturns(GUEST);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Nothing from this order can be returned now');
    expect(alert).toHaveTextContent('The 30 days to return this order ended on Apr 4, 2026.');
    expect(screen.queryByRole('button', { name: 'Continue to review' })).not.toBeInTheDocument();
  });
});

/** Chooses an exchange of one shirt for L and a refund of the jacket, and goes to review. */
async function chooseExchangeAndRefund(user: Awaited<ReturnType<typeof chooseStep>>['user']) {
  await user.click(screen.getByRole('checkbox', { name: 'Return this item: Linen Shirt' }));
  const shirtLine = within(line('Linen Shirt'));
  await user.selectOptions(shirtLine.getByLabelText('Reason'), 'Too small');
  await user.click(shirtLine.getByRole('radio', { name: 'Exchange for another size or colour' }));
  await user.selectOptions(shirtLine.getByLabelText('New size or colour'), 'L · White');
  await user.click(screen.getByRole('checkbox', { name: 'Return this item: Denim Jacket' }));
  const jacketLine = within(line('Denim Jacket'));
  await user.selectOptions(jacketLine.getByLabelText('Reason'), 'Changed my mind');
  await user.type(jacketLine.getByLabelText('Note (optional)'), 'Never worn');
  await user.click(screen.getByRole('button', { name: 'Continue to review' }));
  await screen.findByRole('heading', { level: 2, name: 'Review your return' });
}

describe('step 3: review, confirm and done', () => {
  it('confirms the return and shows its number, status, what comes back and the slip to print', async () => {
    const { user, fetchMock } = await chooseStep({ 'POST /api/returns': () => json(startedReturn(), 201) });
    await chooseExchangeAndRefund(user);
    expect(screen.getByRole('status')).toHaveTextContent('Step 3 of 3: Review and confirm');
    expect(screen.getByText('Exchange for L · White')).toBeInTheDocument();
    expect(refundTotal()).toHaveTextContent('$89.50');

    const print = vi.spyOn(window, 'print').mockImplementation(() => {});
    await user.click(screen.getByRole('button', { name: 'Confirm return' }));
    expect(await screen.findByRole('heading', { level: 2, name: `Return ${RETURN_NUMBER} started` })).toHaveFocus();
    expect(sent(fetchMock, 'POST /api/returns')).toEqual([
      {
        trackingNumber: ORDER_NUMBER,
        email: 'ada@example.com',
        lines: [
          {
            itemId: shirt.itemId,
            quantity: 1,
            reason: 'too_small',
            outcome: 'exchange',
            exchangeVariantId: 'gid://local/ProductVariant/12',
          },
          { itemId: jacket.itemId, quantity: 1, reason: 'changed_mind', outcome: 'refund', note: 'Never worn' },
        ],
      },
    ]);
    expect(screen.getByText('Requested')).toBeInTheDocument();
    expect(screen.getByText('We emailed you a copy.')).toBeInTheDocument();
    const slip = within(screen.getByRole('region', { name: 'Return slip' }));
    expect(slip.getByText(RETURN_NUMBER)).toBeInTheDocument();
    for (const address of SEND_TO) expect(slip.getByText(address)).toBeInTheDocument();
    expect(slip.getByText(/1 × Linen Shirt \(M · White\) — Exchange for L · White/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Print slip' }));
    expect(print).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('link', { name: 'See your return' })).toHaveAttribute(
      'href',
      `/returns/${RETURN_NUMBER}?email=ada%40example.com`,
    );
  });

  it("puts the server's field errors beside the field they name, and shows the sizes as they now are when one sold out", async () => {
    let soldOut = false;
    const { user, fetchMock } = await chooseStep({
      'POST /api/returns/eligibility': () =>
        json(
          returnableOrder({
            lines: [
              { ...shirt, exchangeOptions: shirt.exchangeOptions.map((o) => ({ ...o, inStock: !soldOut })) },
              jacket,
            ],
          }),
        ),
      'POST /api/returns': () => {
        soldOut = true;
        return refused(
          'That size has just sold out',
          [{ path: 'lines.0.exchangeVariantId', message: 'L in White has just sold out' }],
          409,
        );
      },
    });
    await chooseExchangeAndRefund(user);
    await user.click(screen.getByRole('button', { name: 'Confirm return' }));

    const shirtLine = within(await screen.findByRole('group', { name: 'Linen Shirt' }));
    expect(await shirtLine.findByText('L in White has just sold out')).toBeInTheDocument();
    expect(shirtLine.getByLabelText('New size or colour')).toHaveAccessibleDescription('L in White has just sold out');
    expect(within(line('Denim Jacket')).queryByRole('alert')).not.toBeInTheDocument();
    await waitFor(() =>
      expect(
        within(shirtLine.getByLabelText('New size or colour')).getByRole('option', { name: /^L · White/ }),
      ).toBeDisabled(),
    );
    expect(sent(fetchMock, 'POST /api/returns/eligibility')).toHaveLength(2);
  });
});
