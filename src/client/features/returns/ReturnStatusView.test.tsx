import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeServer, json, sent } from '../../test/account';
import { RETURN_NUMBER, renderReturns, SEND_TO, startedReturn } from '../../test/returns';

afterEach(() => {
  vi.unstubAllGlobals();
});

const READ = `GET /api/returns/${RETURN_NUMBER}`;
const GUEST_PAGE = `/returns/${RETURN_NUMBER}?email=ada@example.com`;

describe("a return's page", () => {
  it("shows a rejected return with staff's message, its timeline, and no slip or I've sent it", async () => {
    const fetchMock = fakeServer({
      [READ]: () =>
        json(
          startedReturn({
            status: 'rejected',
            events: [
              { status: 'requested', message: null, createdAt: '2026-03-10T09:00:00.000Z' },
              {
                status: 'rejected',
                message: 'The jacket was bought more than 30 days before you asked.',
                createdAt: '2026-03-11T15:30:00.000Z',
              },
            ],
          }),
        ),
    });
    renderReturns(GUEST_PAGE);
    expect(await screen.findByRole('heading', { level: 2, name: `Return ${RETURN_NUMBER}` })).toBeInTheDocument();
    expect(screen.getByText('Rejected', { selector: 'span' })).toBeInTheDocument();
    const rejection = screen.getByRole('heading', { name: "We can't accept this return" }).parentElement!;
    expect(rejection).toHaveTextContent('The jacket was bought more than 30 days before you asked.');
    const timeline = within(screen.getByRole('list', { name: 'Return timeline' }));
    expect(timeline.getAllByRole('listitem').map((item) => item.querySelector('p')?.textContent)).toEqual([
      'Requested',
      'Rejected',
    ]);
    expect(timeline.getByText('The jacket was bought more than 30 days before you asked.')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Return slip' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: "I've sent it" })).not.toBeInTheDocument();
    expect(fetchMock.mock.calls[0]![0]).toBe(`/api/returns/${RETURN_NUMBER}?email=ada%40example.com`);
  });

  it("shows what comes back and the slip; I've sent it sends the carrier's number with the order's email", async () => {
    let status: 'approved' | 'in_transit' = 'approved';
    const fetchMock = fakeServer({
      [READ]: () => json(startedReturn({ status })),
      [`POST /api/returns/${RETURN_NUMBER}/sent`]: () => {
        status = 'in_transit';
        return json(startedReturn({ status }));
      },
    });
    const { user } = renderReturns(GUEST_PAGE);
    expect(await screen.findByText('Approved', { selector: 'span' })).toBeInTheDocument();
    expect(screen.getByText('Exchange for L · White')).toBeInTheDocument();
    expect(screen.getByText('Refund total').nextElementSibling).toHaveTextContent('$89.50');
    const slip = within(screen.getByRole('region', { name: 'Return slip' }));
    for (const line of SEND_TO) expect(slip.getByText(line)).toBeInTheDocument();

    await user.type(screen.getByLabelText('Carrier tracking number (optional)'), '1Z999AA10123456784');
    await user.click(screen.getByRole('button', { name: "I've sent it" }));
    expect(await screen.findByText('On its way back', { selector: 'span' })).toBeInTheDocument();
    expect(screen.getByText("Thanks for sending it. We'll let you know when it arrives.")).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: "I've sent it" })).not.toBeInTheDocument();
    expect(sent(fetchMock, `POST /api/returns/${RETURN_NUMBER}/sent`)).toEqual([
      { email: 'ada@example.com', carrierTrackingNumber: '1Z999AA10123456784' },
    ]);
  });

  it('offers to pay the difference a dearer size owes, kept apart from the refund, and opens the payment page', async () => {
    const fetchMock = fakeServer({
      [READ]: () =>
        json(startedReturn({ status: 'requested', charge: { amount: '15.00', paid: false, paidAt: null } })),
      [`POST /api/returns/${RETURN_NUMBER}/pay`]: () =>
        json({ paymentUrl: '/checkout/pay/tok_abcdefghijklmnopqrstuv', paymentToken: 'tok_abcdefghijklmnopqrstuv' }),
    });
    const { user, location } = renderReturns(GUEST_PAGE);
    expect(await screen.findByText('Refund total')).toBeInTheDocument();
    expect(screen.getByText('Refund total').nextElementSibling).toHaveTextContent('$89.50');
    expect(screen.getByText('Difference to pay').nextElementSibling).toHaveTextContent('$15.00 · Not paid yet');
    await user.click(screen.getByRole('button', { name: 'Pay the $15.00 difference' }));
    await vi.waitFor(() => expect(location.history?.at(-1)).toBe('/checkout/pay/tok_abcdefghijklmnopqrstuv'));
    expect(sent(fetchMock, `POST /api/returns/${RETURN_NUMBER}/pay`)).toEqual([{ email: 'ada@example.com' }]);
  });

  it('says the difference is paid, with no Pay button', async () => {
    fakeServer({
      [READ]: () =>
        json(
          startedReturn({
            status: 'approved',
            charge: { amount: '15.00', paid: true, paidAt: '2026-03-10T09:30:00.000Z' },
          }),
        ),
    });
    renderReturns(GUEST_PAGE);
    expect(await screen.findByText('Difference to pay')).toBeInTheDocument();
    expect(screen.getByText('Difference to pay').nextElementSibling).toHaveTextContent('$15.00 · Paid');
    expect(screen.getByRole('heading', { name: 'Difference paid' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Pay the/ })).not.toBeInTheDocument();
  });

  it("offers the prepaid label staff sent, with the order's email, until the parcel arrives", async () => {
    let status: 'approved' | 'received' = 'approved';
    fakeServer({
      [READ]: () =>
        json(startedReturn({ status, label: { type: 'application/pdf', addedAt: '2026-03-11T10:00:00.000Z' } })),
    });
    renderReturns(GUEST_PAGE);
    expect(await screen.findByRole('heading', { name: 'Your prepaid return label' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Download your return label' })).toHaveAttribute(
      'href',
      `/api/returns/${RETURN_NUMBER}/label?email=ada%40example.com`,
    );
    cleanup();
    status = 'received';
    renderReturns(GUEST_PAGE);
    expect(await screen.findByText('Received', { selector: 'span' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Download your return label' })).not.toBeInTheDocument();
  });

  it("asks a guest who came without the order's email for it", async () => {
    fakeServer({ [READ]: (_body, url) => (url.search ? json(startedReturn()) : json({ message: 'Not found' }, 404)) });
    const { user, location } = renderReturns(`/returns/${RETURN_NUMBER}`);
    expect(
      await screen.findByText('Enter the email you placed the order with to see this return.'),
    ).toBeInTheDocument();
    await user.type(screen.getByLabelText('Order email'), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Show my return' }));
    expect(await screen.findByRole('heading', { level: 2, name: `Return ${RETURN_NUMBER}` })).toBeInTheDocument();
    expect(location.history?.at(-1)).toBe(`/returns/${RETURN_NUMBER}?email=ada%40example.com`);
  });
});
