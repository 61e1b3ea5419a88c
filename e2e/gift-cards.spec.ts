// Shopper stories for gift cards: the home creator, the gift page's form, paying for a card on
// the demo payment page before it is issued (and declining it), the balance page, and a bought
// code paying at checkout. Every card is real.
import type { APIRequestContext, Page } from '@playwright/test';
import type { PaymentView } from '../src/shared/schemas/payments';
import { GIFT_CARDS } from '../src/shared/store';
import { test, expect, expectNoSeriousA11yViolations, markSplashSeen, waitForLivePages } from './fixtures';
import { CART_KEY, buyGiftCard, cartLineWhere, seedCart } from './support/store';
import { applyGiftCard, pricedTotal } from './support/checkout';

const ADMIN = { username: 'e2e-admin', password: 'e2e-password-123' };
const BANNER = 'Demo payment: no card is charged';
const PAY_FIRST = 'You pay on the next page.';
const DECLINED = 'Your payment was declined. Nothing was charged.';
const PAYMENT_PAGE = /\/checkout\/pay\/[A-Za-z0-9_-]{22,64}$/;

const cartButton = (page: Page) => page.getByRole('button', { name: /^Cart, / });
const storedCart = (page: Page) => page.evaluate((key) => window.localStorage.getItem(key), CART_KEY);
const orderTotal = (page: Page) =>
  page
    .getByRole('region', { name: 'Order summary' })
    .locator('xpath=.//dt[normalize-space()="Total"]/following-sibling::dd');
const dollars = (text: string) => Math.round(Number(text.replace(/[$,]/g, '')) * 100);
const money = (cents: number) =>
  `$${(cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
const tokenOf = (page: Page) => new URL(page.url()).pathname.split('/').pop()!;

async function homeCreator(page: Page) {
  await page.goto('/');
  await page.locator('[data-home-section="gift-cards"]').scrollIntoViewIfNeeded();
  const section = page.getByRole('region', { name: 'Give the Gift of Style' });
  await expect(section).toBeVisible();
  return section;
}

/** The gift page's form, filled for one card (the title and amount come from a preset). */
async function fillGiftForm(
  page: Page,
  people: { message: string; senderName: string; senderEmail: string; recipientName: string; recipientEmail: string },
) {
  await page.getByLabel('Personal message').fill(people.message);
  await page.getByLabel('Your name').fill(people.senderName);
  await page.getByLabel('Your email').fill(people.senderEmail);
  await page.getByLabel("Recipient's name").fill(people.recipientName);
  await page.getByLabel("Recipient's email").fill(people.recipientEmail);
}

/** The demo payment page for a gift card: what it charges, and for whom. Returns the payment's token. */
async function expectGiftCardPaymentPage(
  page: Page,
  card: { title: string; amount: string; senderName: string; recipientName: string; recipientEmail: string },
) {
  await expect(page).toHaveURL(PAYMENT_PAGE);
  await expect(page.getByRole('heading', { level: 1, name: 'Pay for your gift card' })).toBeVisible();
  await expect(page.getByText(BANNER, { exact: true })).toBeVisible();
  await expect(page.getByText(`It is emailed to ${card.recipientEmail} once paid.`)).toBeVisible();
  const summary = page.getByRole('region', { name: `Gift card for ${card.recipientName}` });
  await expect(summary.getByRole('listitem').filter({ hasText: card.title })).toContainText(`from ${card.senderName}`);
  await expect(summary.getByText('Amount to pay').locator('xpath=following-sibling::dd')).toHaveText(card.amount);
  await expect(page.getByRole('button', { name: `Pay ${card.amount}` })).toBeEnabled();
  return tokenOf(page);
}

/** The payment's confirmation page, once paid: the card with its code. Returns the code. */
async function expectGiftCardReady(page: Page, token: string, recipientEmail: string) {
  await expect(page).toHaveURL(`/checkout/success?payment=${token}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Your Gift Card Is Ready!' })).toBeVisible();
  await expect(page.getByText('Payment received', { exact: true })).toBeVisible();
  // The browser-test server's mail server takes the email, and the page says so.
  await expect(page.getByText(`We emailed the gift card to ${recipientEmail}.`)).toBeVisible();
  const code = (await page.getByTestId('gift-card-code').textContent()) ?? '';
  expect(code).toMatch(GIFT_CARDS.codePattern);
  return code;
}

const paymentView = async (request: APIRequestContext, token: string) => {
  const response = await request.get(`/api/payments/${token}`);
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as PaymentView;
};

test('a shopper creates a real gift card on the home page, pays for it, and keeps their cart', async ({
  page,
  request,
}) => {
  const line = await cartLineWhere(request);
  await seedCart(page, [line]);
  const section = await homeCreator(page);

  await test.step('without a recipient email the creator asks for it', async () => {
    await section.getByRole('button', { name: 'Create Gift Card' }).click();
    await expect(page.getByText('Missing Information')).toBeVisible();
    await expect(page.getByText('Please provide recipient email and minimum $5 amount.')).toBeVisible();
  });

  await test.step('the four designs and the amount presets show, $50 chosen, and the payment comes next', async () => {
    for (const design of GIFT_CARDS.homeDesigns)
      await expect(section.getByText(design.name, { exact: true }).first()).toBeVisible();
    await expect(section.getByRole('button', { name: '$50', exact: true })).toHaveAttribute('aria-pressed', 'true');
    await expect(section.getByText(PAY_FIRST, { exact: false })).toBeVisible();
  });

  let token = '';
  await test.step('a Pink Romance $150 card leads to its payment page', async () => {
    await section.getByText('Pink Romance', { exact: true }).first().click();
    await section.getByRole('button', { name: '$150', exact: true }).click();
    await section.getByLabel("Recipient's name").fill('Sam Receiver');
    await section.getByLabel("Recipient's email").fill('sam@example.com');
    await section.getByLabel('Your name').fill('Alex Giver');
    await section.getByLabel('Your email').fill('alex@example.com');
    await section.getByLabel('Personal message').fill('Happy birthday!');
    // The answer is held until the busy button has been seen: on a fast machine it is gone within a frame.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/gift-cards', async (route) => {
      await held;
      await route.continue();
    });
    await section.getByRole('button', { name: 'Create Gift Card' }).click();
    await expect(section.getByRole('button', { name: 'Creating Gift Card...' })).toBeDisabled();
    release();
    token = await expectGiftCardPaymentPage(page, {
      title: 'Pink Romance',
      amount: '$150.00',
      senderName: 'Alex Giver',
      recipientName: 'Sam Receiver',
      recipientEmail: 'sam@example.com',
    });
  });

  await test.step('until it is paid, no card is issued', async () => {
    expect(await paymentView(page.request, token)).toMatchObject({
      kind: 'gift-card',
      status: 'open',
      amount: '150.00',
      giftCard: { issued: null },
    });
  });

  let code = '';
  await test.step('paying shows the card with a real code', async () => {
    await page.getByRole('button', { name: 'Pay $150.00' }).click();
    code = await expectGiftCardReady(page, token, 'sam@example.com');
    await expect(page.getByRole('heading', { name: '$150.00 gift card for Sam Receiver' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  await test.step('the card exists on the server with its amount and design', async () => {
    const res = await request.get(`/api/gift-cards/${code}/balance`);
    expect(res.status()).toBe(200);
    expect(await res.json()).toMatchObject({ code, amount: '150.00', balance: '150.00', isRedeemed: false });
    expect((await paymentView(page.request, token)).giftCard?.issued).toMatchObject({ code, design: 'pink-romance' });
  });

  await test.step('the cart is kept: a gift card is bought on its own', async () => {
    await expect(cartButton(page)).toHaveAccessibleName('Cart, 1 item');
    expect(JSON.parse((await storedCart(page)) ?? '[]')).toMatchObject([{ id: line.id }]);
  });

  await test.step('Buy Another Gift Card opens the gift page', async () => {
    await page.getByRole('link', { name: 'Buy Another Gift Card' }).click();
    await expect(page).toHaveURL(/\/gift-cards$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Gift Cards' })).toBeVisible();
  });
});

test('a shopper creates a gift card on the gift page and pays with it at checkout', async ({ page, request }) => {
  await page.goto('/gift-cards');

  await test.step('the page shows the four cards and the form limits', async () => {
    await expect(page.getByRole('heading', { level: 1, name: 'Gift Cards' })).toBeVisible();
    for (const preset of GIFT_CARDS.pagePresets)
      await expect(page.getByRole('button', { name: new RegExp(preset.title) })).toBeVisible();
    const amount = page.getByLabel('Amount ($)');
    await expect(amount).toHaveAttribute('min', '5');
    await expect(amount).toHaveAttribute('max', '1000');
    await expect(amount).toHaveAttribute('step', '0.01');
    await expectNoSeriousA11yViolations(page);
  });

  await test.step('an empty form says what is missing', async () => {
    await page.getByRole('button', { name: 'Create Gift Card' }).click();
    for (const message of [
      'Title is required',
      'Amount must be between $5 and $1,000',
      'Message is required',
      'Your name is required',
      "Recipient's name is required",
    ]) {
      await expect(page.getByText(message, { exact: true })).toBeVisible();
    }
    await expect(page.getByText('Please enter a valid email', { exact: true })).toHaveCount(2);
  });

  await test.step('wrong emails and an amount over the limit are refused', async () => {
    await page.getByLabel('Amount ($)').fill('1000.01');
    await page.getByLabel('Your email').fill('alex@');
    await page.getByRole('button', { name: 'Create Gift Card' }).click();
    await expect(page.getByText('Amount must be between $5 and $1,000')).toBeVisible();
    await expect(page.getByText('Please enter a valid email', { exact: true })).toHaveCount(2);
  });

  let token = '';
  await test.step('Birthday Special fills the title and $50, and Create Gift Card leads to its payment page', async () => {
    await page.getByRole('button', { name: /Birthday Special/ }).click();
    await expect(page.getByLabel('Gift card title')).toHaveValue('Birthday Special');
    await expect(page.getByLabel('Amount ($)')).toHaveValue('50.00');
    await expect(page.getByText(PAY_FIRST, { exact: false })).toBeVisible();
    await fillGiftForm(page, {
      message: 'Have a lovely day!',
      senderName: 'Alex Giver',
      senderEmail: 'alex@example.com',
      recipientName: 'Ada',
      recipientEmail: 'ada@example.com',
    });
    await page.getByRole('button', { name: 'Create Gift Card' }).click();
    token = await expectGiftCardPaymentPage(page, {
      title: 'Birthday Special',
      amount: '$50.00',
      senderName: 'Alex Giver',
      recipientName: 'Ada',
      recipientEmail: 'ada@example.com',
    });
  });

  let code = '';
  await test.step('paying issues the card and shows its code', async () => {
    await page.getByRole('button', { name: 'Pay $50.00' }).click();
    code = await expectGiftCardReady(page, token, 'ada@example.com');
    await expect(page.getByRole('heading', { name: '$50.00 gift card for Ada' })).toBeVisible();
    await expect(page.getByText('“Birthday Special”')).toBeVisible();
  });

  await test.step('the code pays at checkout', async () => {
    const line = await cartLineWhere(request);
    await page.addInitScript(([key, value]) => window.localStorage.setItem(key, value), [
      CART_KEY,
      JSON.stringify([line]),
    ] as const);
    await page.goto('/checkout');
    await applyGiftCard(page, code);
    await expect(page.getByText(`Gift card ${code} ($50.00 available)`)).toBeVisible();
  });
});

test('a shopper checks a gift card balance', async ({ page, request }) => {
  const { code } = await buyGiftCard(request, { amount: '25', message: 'Thanks!' });

  await page.goto('/gift-cards/balance');
  await expect(page.getByRole('heading', { level: 1, name: 'Gift Card Balance' })).toBeVisible();

  await test.step('a valid code shows its amount, balance and status', async () => {
    await page.getByLabel('Gift card code').fill(code.toLowerCase());
    await page.getByRole('button', { name: 'Check balance' }).click();
    const card = page.getByRole('region', { name: code });
    await expect(card).toBeVisible();
    await expect(card.getByText('$25.00')).toHaveCount(2);
    await expect(card.getByText('Active')).toBeVisible();
    await expect(card.getByText('Never')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  await test.step('unknown and malformed codes get the same answer', async () => {
    for (const bad of ['TJ-AAAA-BBBB-CCCC', 'not-a-code']) {
      await page.getByLabel('Gift card code').fill(bad);
      await page.getByRole('button', { name: 'Check balance' }).click();
      await expect(page.getByText('Gift card not found')).toBeVisible();
      await expect(page.getByRole('region', { name: code })).toBeHidden();
    }
  });
});

test('a shopper buys a $50 gift card, pays for it, and the recipient spends it at checkout; the balance page shows what is left', async ({
  page,
  browser,
  request,
}) => {
  // A long story: the buyer's payment, the recipient's own browser and checkout, the balance.
  test.slow();
  const recipient = { name: 'Grace', email: `grace-${Date.now().toString(36)}@example.com` };
  await page.goto('/gift-cards');

  let token = '';
  await test.step('a $50 card of the buyer’s own amount leads to its payment page', async () => {
    await page.getByRole('button', { name: /Custom Amount/ }).click();
    await page.getByLabel('Amount ($)').fill('50');
    await page.getByLabel('Gift card title').fill('Congratulations');
    await fillGiftForm(page, {
      message: 'Treat yourself!',
      senderName: 'Alex Giver',
      senderEmail: 'alex@example.com',
      recipientName: recipient.name,
      recipientEmail: recipient.email,
    });
    await page.getByRole('button', { name: 'Create Gift Card' }).click();
    token = await expectGiftCardPaymentPage(page, {
      title: 'Congratulations',
      amount: '$50.00',
      senderName: 'Alex Giver',
      recipientName: recipient.name,
      recipientEmail: recipient.email,
    });
    await expectNoSeriousA11yViolations(page);
  });

  let code = '';
  await test.step('Pay issues the card, and the confirmation shows its code', async () => {
    await page.getByRole('button', { name: 'Pay $50.00' }).click();
    code = await expectGiftCardReady(page, token, recipient.email);
    await expect(page.getByRole('heading', { name: `$50.00 gift card for ${recipient.name}` })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  // The recipient, in a browser of their own, with something that costs less than the card
  // (under the free-shipping line, to a state with no sales tax): the card pays it all.
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  await markSplashSeen(context);
  const shopper = waitForLivePages(await context.newPage());
  const line = await cartLineWhere(
    request,
    (v) => v.availableForSale && (v.quantityAvailable ?? 0) >= 6 && Number(v.price.amount) < 40,
  );
  await seedCart(shopper, [line]);

  let totalCents = 0;
  await test.step('at checkout the code covers the whole order', async () => {
    await shopper.goto('/checkout');
    const values = {
      Email: recipient.email,
      'First name': recipient.name,
      'Last name': 'Hopper',
      Address: '1 Navy Way',
      City: 'Fort Smith',
      'ZIP code': '72901',
    };
    for (const [label, value] of Object.entries(values)) await shopper.getByLabel(label, { exact: true }).fill(value);
    await shopper.getByLabel('State', { exact: true }).selectOption('AR');
    totalCents = dollars(await pricedTotal(shopper));
    expect(totalCents).toBeGreaterThan(0);
    expect(totalCents).toBeLessThan(5000);
    await applyGiftCard(shopper, code);
    await expect(shopper.getByText(`Gift card ${code} ($50.00 available)`)).toBeVisible();
    await expect(shopper.getByText(`-${money(totalCents)}`)).toBeVisible();
    await expect(orderTotal(shopper)).toHaveText('$0.00');
  });

  await test.step('Place Order confirms the order at once, with no payment page', async () => {
    await shopper.getByRole('button', { name: 'Place Order' }).click();
    await expect(shopper).toHaveURL(/\/checkout\/success\?order=TJ/);
    await expect(shopper.getByRole('heading', { name: 'Order Confirmed!' })).toBeVisible();
    await expect(shopper.getByTestId('order-number')).toHaveText(/^TJ[0-9A-Z]{16}$/);
    await expect.poll(() => storedCart(shopper)).toBe('[]');
  });

  await test.step('the balance page shows the card reduced by the order', async () => {
    await shopper.goto('/gift-cards/balance');
    await shopper.getByLabel('Gift card code').fill(code);
    await shopper.getByRole('button', { name: 'Check balance' }).click();
    const card = shopper.getByRole('region', { name: code });
    await expect(card.getByText('Balance', { exact: true }).locator('xpath=following-sibling::dd')).toHaveText(
      money(5000 - totalCents),
    );
    await expect(card.getByText('Original amount', { exact: true }).locator('xpath=following-sibling::dd')).toHaveText(
      '$50.00',
    );
    await expect(card.getByText('Active', { exact: true })).toBeVisible();
    await expectNoSeriousA11yViolations(shopper);
  });
  await context.close();
});

test('a declined gift card payment returns to the gift page, and no card is issued', async ({
  page,
  browser,
  request,
}) => {
  const stamp = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const recipientEmail = `declined-${stamp}@example.com`;
  await page.goto('/gift-cards');

  let token = '';
  await test.step('Thank You fills $25, and Create Gift Card leads to its payment page', async () => {
    await page.getByRole('button', { name: /Thank You/ }).click();
    await expect(page.getByLabel('Amount ($)')).toHaveValue('25.00');
    await fillGiftForm(page, {
      message: 'Thanks for everything',
      senderName: 'Alex Giver',
      senderEmail: 'alex@example.com',
      recipientName: 'Lin',
      recipientEmail,
    });
    await page.getByRole('button', { name: 'Create Gift Card' }).click();
    token = await expectGiftCardPaymentPage(page, {
      title: 'Thank You',
      amount: '$25.00',
      senderName: 'Alex Giver',
      recipientName: 'Lin',
      recipientEmail,
    });
  });

  await test.step('Decline goes back to the gift page, which says nothing was charged', async () => {
    await page.getByRole('button', { name: 'Decline', exact: true }).click();
    await expect(page).toHaveURL(`/gift-cards?payment=${token}`);
    await expect(page.getByRole('status').filter({ hasText: DECLINED })).toBeVisible();
    await expect(page.getByTestId('gift-card-code')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Create Gift Card' })).toBeEnabled();
    await expectNoSeriousA11yViolations(page);
  });

  await test.step('the declined payment has no card, and paying it afterwards issues none', async () => {
    expect(await paymentView(page.request, token)).toMatchObject({
      kind: 'gift-card',
      status: 'declined',
      giftCard: { recipientEmail, issued: null },
    });
    const late = await page.request.post(`/api/payments/demo/${token}/pay`, { data: {} });
    expect(late.status(), await late.text()).toBe(200);
    expect(await late.json()).toMatchObject({ status: 'declined', giftCard: { issued: null } });
  });

  await test.step('the payment and confirmation pages lead back to the gift page, with no code', async () => {
    for (const path of [`/checkout/pay/${token}`, `/checkout/success?payment=${token}`]) {
      await page.goto(path);
      await expect(page).toHaveURL(`/gift-cards?payment=${token}`);
      await expect(page.getByRole('status').filter({ hasText: DECLINED })).toBeVisible();
      await expect(page.getByRole('button', { name: /^Pay \$/ })).toHaveCount(0);
      await expect(page.getByTestId('gift-card-code')).toHaveCount(0);
    }
  });

  await test.step('no gift card email went to the recipient, as one does for a card that is paid', async () => {
    // The same run's mark on a card paid for, so the outbox search is seen to find a card's email.
    await buyGiftCard(request, { recipientEmail: `paid-${stamp}@example.com` });
    const staff = await browser.newContext({ baseURL: test.info().project.use.baseURL });
    const login = await staff.request.post('/api/auth/login', { data: ADMIN });
    expect(login.ok(), await login.text()).toBe(true);
    const outbox = await staff.request.get('/api/admin/outbox', { params: { q: stamp } });
    expect(outbox.ok(), await outbox.text()).toBe(true);
    expect(((await outbox.json()) as { to: string }[]).map((email) => email.to)).toEqual([`paid-${stamp}@example.com`]);
    await staff.close();
  });
});
