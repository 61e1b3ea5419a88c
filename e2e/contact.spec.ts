// Shopper stories for the contact page: the message form, its validation, and live chat.
import { SHIPPING_COUNTRIES } from '../src/shared/shipping-countries';
import { STORE } from '../src/shared/store';
import type { APIRequestContext, Page } from '@playwright/test';
import type { AdminMessage } from '../src/shared/schemas/admin';
import { chatAcknowledgment } from '../src/shared/schemas/contact';
import { expect, expectNoSeriousA11yViolations, test } from './fixtures';

const form = (page: Page) => page.getByRole('form', { name: 'Send Us a Message' });

/**
 * Reads stored messages as staff (the account scripts/e2e-server.sh creates), from a context apart from the shopper's.
 */
async function storedMessages(request: APIRequestContext, q: string): Promise<AdminMessage[]> {
  const login = await request.post('/api/auth/login', {
    data: { username: 'e2e-admin', password: 'e2e-password-123' },
  });
  expect(login.ok()).toBe(true);
  const response = await request.get(`/api/admin/messages?q=${encodeURIComponent(q)}`);
  expect(response.ok()).toBe(true);
  return (await response.json()) as AdminMessage[];
}

test('a shopper finds the ways to reach the store', async ({ page }) => {
  await page.goto('/contact');
  await test.step('the info cards show email, phone, location and support hours', async () => {
    const cards = page.getByRole('list', { name: 'Ways to reach us' });
    await expect(cards.getByRole('link', { name: STORE.contact.email })).toHaveAttribute(
      'href',
      `mailto:${STORE.contact.email}`,
    );
    await expect(cards.getByRole('link', { name: STORE.contact.phone })).toBeVisible();
    await expect(cards).toContainText(STORE.contact.address);
    await expect(cards.getByRole('listitem').filter({ hasText: 'Support Hours' })).toContainText(
      STORE.contact.supportHours,
    );
    await expect(page.getByRole('img', { name: /Illustrated map/ })).toBeVisible();
  });

  await test.step('an FAQ answer opens and closes', async () => {
    const question = page.getByRole('button', { name: 'Do you ship internationally?' });
    await expect(question).toHaveAttribute('aria-expanded', 'false');
    await question.click();
    await expect(question).toHaveAttribute('aria-expanded', 'true');
    const answer = page.getByText(`Yes, we ship to ${SHIPPING_COUNTRIES.length} countries at the same rates.`);
    await expect(answer).toBeVisible();
    await question.click();
    await expect(answer).toBeHidden();
  });

  await test.step('the page has no serious accessibility violations', async () => {
    await expectNoSeriousA11yViolations(page);
  });
});

test('a shopper is told what is missing before a message can be sent', async ({ page }) => {
  await page.goto('/contact');
  await test.step('an empty submit shows every rule', async () => {
    await form(page).getByRole('button', { name: 'Send Message' }).click();
    for (const message of [
      'Name is required',
      'Please enter a valid email',
      'Please choose a topic',
      'Subject is required',
      'Message must be at least 10 characters',
    ]) {
      await expect(form(page).getByText(message)).toBeVisible();
    }
    await expect(form(page).getByLabel('Name')).toHaveAttribute('aria-invalid', 'true');
  });

  await test.step('an invalid email and a short message are still refused', async () => {
    await form(page).getByLabel('Name').fill('Jordan');
    await form(page).getByLabel('Email').fill('jordan@');
    await form(page).getByLabel('Message').fill('Too short');
    await form(page).getByRole('button', { name: 'Send Message' }).click();
    await expect(form(page).getByText('Please enter a valid email')).toBeVisible();
    await expect(form(page).getByText('Message must be at least 10 characters')).toBeVisible();
    await expect(form(page).getByText('Name is required')).toBeHidden();
  });
});

test('a shopper sends a message and the form starts fresh', async ({ page, request }) => {
  const subject = `Sizing question ${Date.now()}`;
  await page.goto('/contact');
  await test.step('the shopper fills in every field', async () => {
    await form(page).getByLabel('Name').fill('Jordan Rivers');
    await form(page).getByLabel('Email').fill('jordan@example.com');
    await form(page).getByLabel('Topic').selectOption({ label: 'Sizing Help' });
    await form(page).getByLabel('Subject').fill(subject);
    await form(page).getByLabel('Message').fill('Do the women’s cargos run true to size?');
  });

  await test.step('sending shows the confirmation toast', async () => {
    const sent = page.waitForResponse((r) => r.url().endsWith('/api/contact') && r.request().method() === 'POST');
    await form(page).getByRole('button', { name: 'Send Message' }).click();
    expect((await sent).status()).toBe(201);
    await expect(page.getByText('Message sent!')).toBeVisible();
    await expect(page.getByText("We'll get back to you within 24 hours.")).toBeVisible();
  });

  await test.step('the form is empty again', async () => {
    for (const label of ['Name', 'Email', 'Subject', 'Message']) {
      await expect(form(page).getByLabel(label)).toHaveValue('');
    }
    await expect(form(page).getByLabel('Topic')).toHaveValue('');
  });

  await test.step('the store has the message', async () => {
    const [stored] = await storedMessages(request, subject);
    expect(stored).toMatchObject({
      name: 'Jordan Rivers',
      email: 'jordan@example.com',
      category: 'sizing-help',
      subject,
    });
    expect(stored?.message).toBe('Do the women’s cargos run true to size?');
  });
});

test('a shopper asks a quick question through live chat', async ({ page, request }) => {
  const email = `sam.${Date.now()}@example.com`;
  await page.goto('/contact');
  const launcher = page.getByRole('button', { name: /live chat/ });
  const panel = page.getByRole('dialog', { name: `Chat with ${STORE.name}` });

  await test.step('the chat opens with a greeting, and Escape closes it', async () => {
    await launcher.click();
    await expect(panel).toBeVisible();
    await expect(panel).toContainText('How can we help you today?');
    await expect(panel.getByLabel('Your email')).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(launcher).toBeFocused();
    await launcher.click();
    await expect(panel).toBeVisible();
  });

  await test.step('the open chat has no serious accessibility violations', async () => {
    await expectNoSeriousA11yViolations(page);
  });

  await test.step('an invalid email is refused in the panel', async () => {
    await panel.getByLabel('Your email').fill('sam');
    await panel.getByLabel('Message', { exact: true }).fill('Do you restock the cargos?');
    await panel.getByRole('button', { name: 'Send' }).click();
    await expect(panel.getByText('Please enter a valid email')).toBeVisible();
  });

  await test.step('a valid message is sent and the shopper is thanked', async () => {
    await panel.getByLabel('Your email').fill(email);
    const sent = page.waitForResponse((r) => r.url().endsWith('/api/contact/chat'));
    await panel.getByRole('button', { name: 'Send' }).click();
    expect((await sent).status()).toBe(201);
    const conversation = panel.getByRole('log', { name: 'Conversation' });
    await expect(conversation.getByText('Do you restock the cargos?')).toBeVisible();
    await expect(conversation.getByText(chatAcknowledgment(email))).toBeVisible();
  });

  await test.step('the store has the chat message', async () => {
    const [stored] = await storedMessages(request, email);
    expect(stored).toMatchObject({ email, message: 'Do you restock the cargos?' });
  });

  await test.step('the launcher closes the panel', async () => {
    await launcher.click();
    await expect(panel).toBeHidden();
  });
});
