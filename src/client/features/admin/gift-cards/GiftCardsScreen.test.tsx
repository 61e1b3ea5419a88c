import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AMOUNT_MESSAGE } from '../../../../shared/schemas/gift-cards';
import { EMAIL_MESSAGE } from '../../../../shared/schemas/fields';
import { fakeServer, ISSUED_GIFT_CARD, json, requestsOf } from '../../../test/payments';
import { GiftCardsScreen } from './GiftCardsScreen';

const ISSUE = '/api/admin/gift-cards';

function renderScreen() {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <GiftCardsScreen />
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

async function fillAndIssue(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Title'), 'Birthday Special');
  await user.type(screen.getByLabelText('Amount ($)'), '50');
  await user.type(screen.getByLabelText("Sender's name"), 'Alex');
  await user.type(screen.getByLabelText("Sender's email"), 'alex@example.com');
  await user.type(screen.getByLabelText("Recipient's name"), 'Sam');
  await user.type(screen.getByLabelText("Recipient's email"), 'sam@example.com');
  await user.type(screen.getByLabelText('Message'), 'Happy birthday!');
  await user.click(screen.getByRole('button', { name: 'Issue gift card' }));
}

const issued = (emailSent: boolean) => () =>
  json({ giftCard: ISSUED_GIFT_CARD, emailSent, paymentUrl: null, paymentToken: null }, 201);

afterEach(() => vi.unstubAllGlobals());

describe('issuing a gift card by hand', () => {
  it("checks the form with the shop's gift card rules before sending anything", async () => {
    const fetchMock = fakeServer({});
    const user = renderScreen();
    await user.type(screen.getByLabelText('Amount ($)'), '2');
    await user.type(screen.getByLabelText("Recipient's email"), 'sam@');
    await user.click(screen.getByRole('button', { name: 'Issue gift card' }));

    expect(await screen.findByText('Title is required')).toBeInTheDocument();
    expect(screen.getByText(AMOUNT_MESSAGE)).toBeInTheDocument();
    expect(screen.getByLabelText("Recipient's email")).toHaveAccessibleDescription(EMAIL_MESSAGE);
    expect(requestsOf(fetchMock)).toEqual([]);
  });

  it('shows the code, its amount and that the card was emailed', async () => {
    const fetchMock = fakeServer({ [`POST ${ISSUE}`]: issued(true) });
    await fillAndIssue(renderScreen());

    const card = await screen.findByRole('region', { name: /Gift card issued/ });
    expect(within(card).getByText(ISSUED_GIFT_CARD.code)).toHaveClass('font-mono');
    expect(card).toHaveTextContent('$50.00 for Sam');
    expect(within(card).getByText('Emailed to sam@example.com')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Copy code' })).toBeInTheDocument();
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(JSON.parse(String(init.body))).toEqual({
      title: 'Birthday Special',
      amount: '50.00',
      message: 'Happy birthday!',
      senderName: 'Alex',
      senderEmail: 'alex@example.com',
      recipientName: 'Sam',
      recipientEmail: 'sam@example.com',
    });
    expect(screen.getByLabelText('Title')).toHaveValue('');
  });

  it('sends the design chosen and an expiry at the end of the day picked', async () => {
    const fetchMock = fakeServer({ [`POST ${ISSUE}`]: issued(true) });
    const user = renderScreen();
    await user.selectOptions(screen.getByLabelText('Design (optional)'), 'Pink Romance');
    await user.type(screen.getByLabelText('Expires (optional)'), '2099-12-31');
    await fillAndIssue(user);

    await screen.findByRole('region', { name: /Gift card issued/ });
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(JSON.parse(String(init.body))).toMatchObject({
      design: 'pink-romance',
      expiresAt: new Date('2099-12-31T23:59:59').toISOString(),
    });
  });

  it('says when the email is only in the outbox', async () => {
    fakeServer({ [`POST ${ISSUE}`]: issued(false) });
    await fillAndIssue(renderScreen());
    expect(await screen.findByText('Saved in the outbox: email not sent')).toBeInTheDocument();
  });

  it("shows the server's refusal under the field it names", async () => {
    const refusal = {
      message: 'Recipient email domain does not accept mail',
      errors: [{ path: 'recipientEmail', message: 'Recipient email domain does not accept mail' }],
    };
    fakeServer({ [`POST ${ISSUE}`]: () => json(refusal, 400) });
    await fillAndIssue(renderScreen());
    expect(await screen.findByText('Recipient email domain does not accept mail')).toBeInTheDocument();
    expect(screen.getByLabelText("Recipient's email")).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('region', { name: /Gift card issued/ })).not.toBeInTheDocument();
  });
});
