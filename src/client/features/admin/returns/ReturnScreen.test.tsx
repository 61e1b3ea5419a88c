// A return's page as staff use it: its lines and history, and each step sending what the
// server expects; a rejection needs a message; a refusal is shown; a role sees only its steps.
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminReturnDetail } from '../../../../shared/schemas/returns';
import type { StaffRole } from '../../../../shared/staff-roles';
import { returnDetail } from '../../../test/admin-returns';
import { fakeServer, json, requestsOf } from '../../../test/payments';
import { renderAdminScreen, staffAs } from '../../../test/render-admin';
import { StaffProvider } from '../permissions';
import { ReturnScreen } from './ReturnScreen';

const PAGE = 'GET /api/admin/returns/5';

/** The return as it stands, and the server's answer to each step (the return moved on, or a refusal). */
function serve(current: AdminReturnDetail, steps: Record<string, () => Response> = {}) {
  const routes = Object.fromEntries(
    Object.entries(steps).map(([step, answer]) => [`POST /api/admin/returns/5/${step}`, answer]),
  );
  return fakeServer({ [PAGE]: () => json(current), ...routes });
}

/** The JSON body sent with the step. */
const bodyOf = (server: ReturnType<typeof fakeServer>, step: string) => {
  const call = server.mock.calls.find(([url]) => url === `/api/admin/returns/5/${step}`);
  return call ? (JSON.parse(String(call[1]?.body)) as unknown) : undefined;
};

function open(role?: StaffRole) {
  const page = <ReturnScreen id="5" />;
  return renderAdminScreen(role ? <StaffProvider staff={staffAs(role)}>{page}</StaffProvider> : page, '/returns/5');
}

const posts = (server: ReturnType<typeof fakeServer>) =>
  requestsOf(server).filter((request) => request.startsWith('POST'));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("a return's page", () => {
  it('shows each line with its reason, outcome, exchange size and note, the order, and the messages sent', async () => {
    serve(
      returnDetail({
        status: 'approved',
        events: [
          { status: 'requested', message: null, createdAt: '2026-12-01T09:00:00.000Z' },
          { status: 'approved', message: 'Send it within 14 days', createdAt: '2026-12-02T10:00:00.000Z' },
        ],
      }),
    );
    open();

    expect(await screen.findByRole('heading', { name: 'Return R-7F3K9Q' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Order #41' })).toHaveAttribute('href', '/orders/41');
    const items = within(screen.getByRole('table', { name: 'Items returned' }));
    const dress = items.getByText('Wrap dress').closest('tr')!;
    expect(dress).toHaveTextContent('size S, colour Navy');
    expect(within(dress).getByText('Too small')).toBeInTheDocument();
    expect(within(dress).getByText('Refund')).toBeInTheDocument();
    expect(within(dress).getByText('Tight across the shoulders')).toBeInTheDocument();
    expect(within(dress).getByText('$59.00')).toBeInTheDocument();
    const shirt = items.getByText('Linen shirt').closest('tr')!;
    expect(within(shirt).getByText('Damaged or faulty')).toBeInTheDocument();
    expect(within(shirt).getByText('Exchange for size L, colour White')).toBeInTheDocument();
    const history = within(screen.getByRole('region', { name: 'History' }));
    expect(history.getAllByRole('listitem').map((event) => event.textContent)).toEqual([
      expect.stringContaining('Requested'),
      expect.stringMatching(/Approved.*Message to the shopper: Send it within 14 days/),
    ]);
  });

  it('approves with a message and the new size sent now, and shows the return approved', async () => {
    const server = serve(returnDetail(), {
      approve: () =>
        json(
          returnDetail({
            status: 'approved',
            exchangeShipped: true,
            events: [{ status: 'approved', message: 'Thanks', createdAt: '2026-12-02T10:00:00.000Z' }],
          }),
        ),
    });
    const user = open();
    const form = within(await screen.findByRole('form', { name: 'Approve' }));
    await user.type(form.getByLabelText('Message to the shopper (optional)'), 'Thanks');
    await user.click(form.getByRole('checkbox', { name: /Send the new size now/ }));
    await user.click(form.getByRole('button', { name: 'Approve return' }));

    expect(await screen.findByRole('status')).toHaveTextContent('Return R-7F3K9Q approved.');
    expect(bodyOf(server, 'approve')).toEqual({ message: 'Thanks', shipExchangeNow: true });
    expect(screen.getByText('Sent before the return arrived')).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Approve' })).not.toBeInTheDocument();
  });

  it('holds the new size while the difference a dearer size owes is not paid', async () => {
    const server = serve(returnDetail({ charge: { amount: '12.50', paid: false, paidAt: null } }), {
      approve: () => json(returnDetail({ status: 'approved', charge: { amount: '12.50', paid: false, paidAt: null } })),
    });
    const user = open();
    const form = within(await screen.findByRole('form', { name: 'Approve' }));
    expect(screen.getByText('Awaiting payment of $12.50')).toBeInTheDocument();
    expect(screen.getByText('Sent once the difference is paid and the return arrives')).toBeInTheDocument();
    expect(form.queryByRole('checkbox', { name: /Send the new size now/ })).not.toBeInTheDocument();
    expect(form.getByRole('note')).toHaveTextContent('Awaiting payment of $12.50');
    await user.click(form.getByRole('button', { name: 'Approve return' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Return R-7F3K9Q approved.');
    expect(bodyOf(server, 'approve')).toEqual({});
  });

  it('rejects only with a message to the shopper, and sends it', async () => {
    const server = serve(returnDetail(), {
      reject: () => json(returnDetail({ status: 'rejected' })),
    });
    const user = open();
    const form = within(await screen.findByRole('form', { name: 'Reject' }));
    await user.click(form.getByRole('button', { name: 'Reject return' }));
    expect(form.getByRole('alert')).toHaveTextContent('Tell the shopper why');
    expect(form.getByLabelText('Why (sent to the shopper)')).toHaveAttribute('aria-invalid', 'true');
    expect(posts(server)).toEqual([]);

    await user.type(form.getByLabelText('Why (sent to the shopper)'), 'Worn, the tags are off');
    await user.click(form.getByRole('button', { name: 'Reject return' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Return R-7F3K9Q rejected.');
    expect(bodyOf(server, 'reject')).toEqual({ message: 'Worn, the tags are off' });
  });

  it('marks it received, putting back on sale what is not damaged unless staff say otherwise', async () => {
    const server = serve(returnDetail({ status: 'in_transit' }), {
      receive: () => json(returnDetail({ status: 'received' })),
    });
    const user = open();
    const form = within(await screen.findByRole('form', { name: 'Mark received' }));
    const dress = form.getByRole('checkbox', { name: 'Put back on sale: 1 × Wrap dress, size S, colour Navy' });
    const shirt = form.getByRole('checkbox', { name: 'Put back on sale: 1 × Linen shirt, size M, colour White' });
    expect(dress).toBeChecked();
    expect(shirt).not.toBeChecked();

    await user.click(dress);
    await user.click(shirt);
    await user.click(form.getByRole('button', { name: 'Mark received' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Return R-7F3K9Q marked received.');
    expect(bodyOf(server, 'receive')).toEqual({
      lines: [
        { lineId: 11, restock: false },
        { lineId: 12, restock: true },
      ],
    });
  });

  it('refunds the amount staff confirm, prefilled with what the lines come to', async () => {
    const server = serve(returnDetail({ status: 'received' }), {
      refund: () => json(returnDetail({ status: 'refunded', refundId: 9 })),
    });
    const user = open();
    const form = within(await screen.findByRole('form', { name: 'Refund' }));
    const amount = form.getByLabelText('Amount ($)');
    expect(amount).toHaveValue('59.00');

    await user.clear(amount);
    await user.type(amount, 'lots');
    await user.click(form.getByRole('button', { name: 'Refund' }));
    expect(form.getByRole('alert')).toHaveTextContent('amount must be like 49.99');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.clear(amount);
    await user.type(amount, '50');
    await user.click(form.getByRole('button', { name: 'Refund' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Refund $50.00 to the customer?' }));
    expect(posts(server)).toEqual([]);
    await user.click(dialog.getByRole('button', { name: 'Yes, refund $50.00' }));

    expect(await screen.findByRole('status')).toHaveTextContent('$50.00 refunded for return R-7F3K9Q.');
    expect(bodyOf(server, 'refund')).toEqual({ amount: '50' });
    expect(screen.getByText('Refunded through the order')).toBeInTheDocument();
  });

  it("shows the server's refusal: a step the status no longer allows, and a field it names", async () => {
    serve(returnDetail(), {
      approve: () => json({ message: 'This return was already rejected' }, 409),
      reject: () =>
        json(
          { message: 'Invalid body', errors: [{ path: 'message', message: 'Message is at most 1000 characters' }] },
          400,
        ),
    });
    const user = open();
    const approve = within(await screen.findByRole('form', { name: 'Approve' }));
    await user.click(approve.getByRole('button', { name: 'Approve return' }));
    expect(await approve.findByRole('alert')).toHaveTextContent('This return was already rejected');

    const reject = within(screen.getByRole('form', { name: 'Reject' }));
    await user.type(reject.getByLabelText('Why (sent to the shopper)'), 'No');
    await user.click(reject.getByRole('button', { name: 'Reject return' }));
    expect(await reject.findByRole('alert')).toHaveTextContent('Message is at most 1000 characters');
    expect(reject.getByLabelText('Why (sent to the shopper)')).toHaveAttribute('aria-invalid', 'true');
  });
});

describe("the return's label", () => {
  const LABELLED = { type: 'application/pdf', addedAt: '2026-12-02T10:00:00.000Z' };

  it('sends the file staff choose once the return is approved, and says it was sent', async () => {
    const server = fakeServer({
      [PAGE]: () => json(returnDetail({ status: 'approved' })),
      'POST /api/admin/returns/5/label': () => json(returnDetail({ status: 'approved', label: LABELLED })),
    });
    const user = open();
    const panel = within(await screen.findByRole('region', { name: 'Return label' }));
    await user.click(panel.getByRole('button', { name: 'Send the label to the shopper' }));
    expect(panel.getByRole('alert')).toHaveTextContent('Choose the label file first');

    const file = new File(['%PDF-1.7'], 'label.pdf', { type: 'application/pdf' });
    await user.upload(panel.getByLabelText('Label file (PDF, PNG or JPEG)'), file);
    await user.click(panel.getByRole('button', { name: 'Send the label to the shopper' }));
    expect(await panel.findByRole('status')).toHaveTextContent(
      'Sent: the shopper has it by email and on their return page.',
    );
    const call = server.mock.calls.find(([url]) => url === '/api/admin/returns/5/label');
    expect(call?.[1]?.body).toBe(file);
    expect(panel.getByText(/Sent to the shopper/)).toBeInTheDocument();
    expect(panel.getByRole('link', { name: 'Open the label' })).toHaveAttribute('href', '/api/admin/returns/5/label');
    expect(panel.getByRole('button', { name: 'Replace the label' })).toBeInTheDocument();
  });

  it('says when an order abroad is owed no free label', async () => {
    serve(returnDetail({ status: 'approved', shipsTo: 'CA' }));
    open();
    expect(await screen.findByRole('region', { name: 'Return label' })).toHaveTextContent(
      'This order went to Canada: the return policy has international shoppers send their parcel at their own cost',
    );
  });

  it('says when a label can be sent, and shows a packer the label without the form', async () => {
    serve(returnDetail());
    open();
    expect(await screen.findByRole('region', { name: 'Return label' })).toHaveTextContent(
      'Once you approve the return, attach the prepaid label from your carrier',
    );
    cleanup();

    serve(returnDetail({ status: 'in_transit', label: LABELLED }));
    open('fulfillment');
    const panel = within(await screen.findByRole('region', { name: 'Return label' }));
    expect(panel.getByRole('link', { name: 'Open the label' })).toBeInTheDocument();
    expect(panel.queryByRole('button')).not.toBeInTheDocument();
  });
});

describe('the steps by role', () => {
  const stepButtons = () =>
    screen
      .queryAllByRole('button')
      .map((button) => button.textContent)
      .filter((text) => text !== '');

  it('lets support approve or reject, and not receive or refund', async () => {
    serve(returnDetail());
    open('support');
    expect(await screen.findByRole('button', { name: 'Approve return' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reject return' })).toBeInTheDocument();
    cleanup();

    serve(returnDetail({ status: 'approved' }));
    open('support');
    await screen.findByRole('heading', { name: 'Return R-7F3K9Q' });
    expect(screen.queryByRole('button', { name: 'Mark received' })).not.toBeInTheDocument();
    cleanup();

    serve(returnDetail({ status: 'received' }));
    open('support');
    await screen.findByRole('heading', { name: 'Return R-7F3K9Q' });
    expect(screen.queryByRole('button', { name: 'Refund' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Next steps' })).not.toBeInTheDocument();
  });

  it('lets a packer mark it received, and not approve, reject or refund', async () => {
    serve(returnDetail());
    open('fulfillment');
    await screen.findByRole('heading', { name: 'Return R-7F3K9Q' });
    expect(stepButtons()).toEqual([]);
    cleanup();

    serve(returnDetail({ status: 'approved' }));
    open('fulfillment');
    expect(await screen.findByRole('button', { name: 'Mark received' })).toBeInTheDocument();
    cleanup();

    serve(returnDetail({ status: 'received' }));
    open('fulfillment');
    await screen.findByRole('heading', { name: 'Return R-7F3K9Q' });
    expect(stepButtons()).toEqual([]);
  });
});
