// Shopper stories for gift cards: the home creator, the gift page's form, the balance
// page, and a created code paying at checkout. Every card is real.
import type { Page } from '@playwright/test';
import { GIFT_CARDS } from '../src/shared/store';
import { test, expect, expectNoSeriousA11yViolations } from './fixtures';
import { CART_KEY, cartLineWhere } from './support/store';

async function homeCreator(page: Page) {
  await page.goto('/');
  await page.locator('[data-home-section="gift-cards"]').scrollIntoViewIfNeeded();
  const section = page.getByRole('region', { name: 'Give the Gift of Style' });
  await expect(section).toBeVisible();
  return section;
}

test('a shopper creates a real gift card on the home page', async ({ page, request }) => {
  const section = await homeCreator(page);

  await test.step('without a recipient email the creator asks for it', async () => {
    await section.getByRole('button', { name: 'Create Gift Card' }).click();
    await expect(page.getByText('Missing Information')).toBeVisible();
    await expect(page.getByText('Please provide recipient email and minimum $10 amount.')).toBeVisible();
  });

  await test.step('the four designs and the amount presets show, $50 chosen', async () => {
    for (const design of GIFT_CARDS.homeDesigns) await expect(section.getByText(design.name, { exact: true }).first()).toBeVisible();
    await expect(section.getByRole('button', { name: '$50', exact: true })).toHaveAttribute('aria-pressed', 'true');
  });

  let code = '';
  await test.step('a Pink Romance $150 card is created with a real code', async () => {
    await section.getByText('Pink Romance', { exact: true }).first().click();
    await section.getByRole('button', { name: '$150', exact: true }).click();
    await section.getByLabel("Recipient's name").fill('Sam Receiver');
    await section.getByLabel("Recipient's email").fill('sam@example.com');
    await section.getByLabel('Your name').fill('Alex Giver');
    await section.getByLabel('Your email').fill('alex@example.com');
    await section.getByLabel('Personal message').fill('Happy birthday!');
    await section.getByRole('button', { name: 'Create Gift Card' }).click();
    await expect(section.getByRole('button', { name: 'Creating Gift Card...' })).toBeDisabled();
    await expect(section.getByRole('heading', { name: 'Gift Card Created!' })).toBeVisible();
    code = (await section.getByTestId('gift-card-code').textContent()) ?? '';
    expect(code).toMatch(GIFT_CARDS.codePattern);
    await expect(section.getByRole('status').getByText('delivered instantly by email and never expire')).toBeVisible();
    // The test server has no mail transport, so the page must say the email did not go out.
    await expect(section.getByText('we could not email it to sam@example.com')).toBeVisible();
  });

  await test.step('the card exists on the server with its amount', async () => {
    const res = await request.get(`/api/gift-cards/${code}/balance`);
    expect(res.status()).toBe(200);
    expect(await res.json()).toMatchObject({ code, amount: '150.00', balance: '150.00', isRedeemed: false });
  });

  await test.step('Create Another clears the recipient and message and keeps the rest', async () => {
    await section.getByRole('button', { name: 'Create Another' }).click();
    await expect(section.getByLabel("Recipient's email")).toHaveValue('');
    await expect(section.getByLabel("Recipient's name")).toHaveValue('');
    await expect(section.getByLabel('Personal message')).toHaveValue('');
    await expect(section.getByLabel('Your name')).toHaveValue('Alex Giver');
    await expect(section.getByRole('button', { name: '$150', exact: true })).toHaveAttribute('aria-pressed', 'true');
    await expect(section.getByRole('radio', { name: 'Pink Romance' })).toBeChecked();
  });
});

test('a shopper creates a gift card on the gift page and pays with it at checkout', async ({ page, request }) => {
  await page.goto('/gift-cards');

  await test.step('the page shows the four cards and the form limits', async () => {
    await expect(page.getByRole('heading', { level: 1, name: 'Gift Cards' })).toBeVisible();
    for (const preset of GIFT_CARDS.pagePresets) await expect(page.getByRole('button', { name: new RegExp(preset.title) })).toBeVisible();
    const amount = page.getByLabel('Amount ($)');
    await expect(amount).toHaveAttribute('min', '5');
    await expect(amount).toHaveAttribute('max', '1000');
    await expect(amount).toHaveAttribute('step', '0.01');
    await expectNoSeriousA11yViolations(page);
  });

  await test.step('an empty form says what is missing', async () => {
    await page.getByRole('button', { name: 'Create Gift Card' }).click();
    for (const message of ['Title is required', 'Amount must be between $5 and $1,000', 'Message is required', 'Your name is required', "Recipient's name is required"]) {
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

  let code = '';
  await test.step('Birthday Special fills the title and $50, and the card is created', async () => {
    await page.getByRole('button', { name: /Birthday Special/ }).click();
    await expect(page.getByLabel('Gift card title')).toHaveValue('Birthday Special');
    await expect(page.getByLabel('Amount ($)')).toHaveValue('50.00');
    await page.getByLabel('Personal message').fill('Have a lovely day!');
    await page.getByLabel('Your name').fill('Alex Giver');
    await page.getByLabel('Your email').fill('alex@example.com');
    await page.getByLabel("Recipient's name").fill('Ada');
    await page.getByLabel("Recipient's email").fill('ada@example.com');
    await page.getByRole('button', { name: 'Create Gift Card' }).click();
    // No mail transport in the test server: the card exists but the email failed.
    await expect(page.getByText('Gift Card Created', { exact: true })).toBeVisible();
    await expect(page.getByText('the email to ada@example.com failed', { exact: false })).toBeVisible();
    code = (await page.getByTestId('gift-card-code').textContent()) ?? '';
    expect(code).toMatch(GIFT_CARDS.codePattern);
    await expect(page.getByLabel('Gift card title')).toHaveValue('');
  });

  await test.step('the code pays at checkout', async () => {
    const line = await cartLineWhere(request);
    await page.addInitScript(([key, value]) => window.localStorage.setItem(key, value), [CART_KEY, JSON.stringify([line])] as const);
    await page.goto('/checkout');
    await page.getByLabel('Gift card').fill(code);
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(page.getByText(`Gift card ${code} ($50.00 available)`)).toBeVisible();
  });
});

test('a shopper checks a gift card balance', async ({ page, request }) => {
  const created = await request.post('/api/gift-cards', {
    data: { title: 'Thank You', amount: '25', message: 'Thanks!', senderName: 'Sam', senderEmail: 'sam@example.com', recipientName: 'Ada', recipientEmail: 'ada@example.com' },
  });
  expect(created.status()).toBe(201);
  const { code } = (await created.json()).giftCard;

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
