// A shopper's account as the browser tests use it: an email of the story's own, the sign-in
// code read from the outbox as the shopper reads their mail (through the staff API, the test
// server having no mail server), signing in on /account, and adding a product to the cart
// on its page.
import { expect, request as requests, type APIRequestContext, type Page } from '@playwright/test';
import type { AdminOutboxEmail, AdminOutboxEmailDetail } from '../../src/shared/schemas/admin';
import type { CartItem } from '../../src/shared/schemas/cart';
import { test } from '../fixtures';

const STAFF = { username: 'e2e-admin', password: 'e2e-password-123' };
const CODE_SUBJECT = /^\d{6} is your /;

/** A new address for each call, so stories never share an account. */
export function uniqueEmail(name: string): string {
  return `${name}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}@example.com`;
}

/** The same store opened as localhost: passkeys belong to localhost, which an IP address cannot be. */
export function localhostURL(path = '/'): string {
  const url = new URL(path, test.info().project.use.baseURL);
  url.hostname = 'localhost';
  return url.toString();
}

// One staff sign-in per worker (staff sign-ins are limited per account), shared by the stories.
let staffState: Promise<Awaited<ReturnType<APIRequestContext['storageState']>>> | undefined;

async function staffSignIn() {
  const context = await requests.newContext({ baseURL: test.info().project.use.baseURL });
  try {
    const login = await context.post('/api/auth/login', { data: STAFF });
    expect(login.ok(), await login.text()).toBe(true);
    return await context.storageState();
  } finally {
    await context.dispose();
  }
}

/** The staff API, signed in, for reading the outbox. */
async function withStaff<T>(use: (staff: APIRequestContext) => Promise<T>): Promise<T> {
  staffState ??= staffSignIn();
  const staff = await requests.newContext({ baseURL: test.info().project.use.baseURL, storageState: await staffState });
  try {
    return await use(staff);
  } finally {
    await staff.dispose();
  }
}

async function codeEmailsTo(staff: APIRequestContext, email: string): Promise<AdminOutboxEmail[]> {
  const response = await staff.get('/api/admin/outbox', { params: { q: email, limit: 50 } });
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as AdminOutboxEmail[]).filter((mail) => mail.to === email && CODE_SUBJECT.test(mail.subject));
}

/** The newest code email to `email` so far (0 when none): a code asked for later is newer. */
export const lastCodeEmailId = (email: string): Promise<number> => withStaff(async (staff) => Math.max(0, ...(await codeEmailsTo(staff, email)).map((mail) => mail.id)));

/** The code in the newest email to `email` that came after email `after`. */
export async function emailedCode(email: string, after: number): Promise<string> {
  return withStaff(async (staff) => {
    let newest: AdminOutboxEmail | undefined;
    await expect
      .poll(async () => {
        newest = (await codeEmailsTo(staff, email)).filter((mail) => mail.id > after).sort((a, b) => b.id - a.id)[0];
        return newest !== undefined;
      }, { message: `a code emailed to ${email}` })
      .toBe(true);
    const response = await staff.get(`/api/admin/outbox/${newest!.id}`);
    expect(response.ok(), await response.text()).toBe(true);
    const code = /Your code is (\d{6})/.exec(((await response.json()) as AdminOutboxEmailDetail).text)?.[1];
    expect(code, `the email to ${email} carries a code`).toMatch(/^\d{6}$/);
    return code!;
  });
}

/** On the sign-in form (/account signed out): asks for a code, reads it from the email and signs in. */
export async function signInWithCode(page: Page, email: string): Promise<void> {
  const after = await lastCodeEmailId(email);
  const form = page.getByRole('form', { name: 'Sign in with an email code' });
  await form.getByLabel('Email', { exact: true }).fill(email);
  await form.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByText(`We sent a 6-digit code to ${email}`)).toBeVisible();
  const code = await emailedCode(email, after);
  const codeForm = page.getByRole('form', { name: 'Enter your code' });
  await codeForm.getByLabel('Code', { exact: true }).fill(code);
  await codeForm.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expectSignedIn(page, email);
}

/** The account's frame greets the shopper by email (no name is set). */
export async function expectSignedIn(page: Page, email: string): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name: 'My account' })).toBeVisible();
  await expect(page.getByText(`Welcome, ${email}`)).toBeVisible();
}

/** Opens /account (the sign-in form when signed out) and signs in with an emailed code. */
export async function signIn(page: Page, email: string, url = '/account'): Promise<void> {
  await page.goto(url);
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  await signInWithCode(page, email);
}

/** Adds one of `line` from its product page, as a shopper does. */
export async function addToCartOnProductPage(page: Page, line: CartItem): Promise<void> {
  await page.goto(`/product/${line.handle}`);
  // count() does not wait: let the product replace its skeleton first.
  await expect(page.getByRole('heading', { level: 1, name: line.name })).toBeVisible();
  const sizes = page.getByRole('group', { name: /^Size/ });
  if ((await sizes.getByRole('button').count()) > 1) await sizes.getByRole('button', { name: line.size, exact: true }).click();
  const colors = page.getByRole('group', { name: /^Color/ });
  if ((await colors.getByRole('button').count()) > 1) await colors.getByRole('button', { name: line.color, exact: true }).click();
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByText(`${line.name} has been added to your cart.`)).toBeVisible();
}

/** The cart the signed-in account keeps on the server, read with the browser's cookies. */
export async function accountCart(page: Page): Promise<CartItem[]> {
  const response = await page.request.get(new URL('/api/account/cart', page.url()).toString());
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { items: CartItem[] }).items;
}
