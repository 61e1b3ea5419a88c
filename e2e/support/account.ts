// A shopper's account as the browser tests use it: an email of the story's own, the sign-in
// code read from the test mail server's folder as the shopper reads their inbox (the outbox
// keeps no code; scripts/e2e-mail-server.mjs), signing in on /account, and adding a product to
// the cart on its page.
import { readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, type Page } from '@playwright/test';
import type { CartItem } from '../../src/shared/schemas/cart';
import { test } from '../fixtures';

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

/** The folder scripts/e2e-server.sh gives the mail server of the store on this port. */
const mailFolder = () =>
  join(process.env.TMPDIR ?? tmpdir(), `tj-e2e-mail-${new URL(test.info().project.use.baseURL!).port}`);

/** The messages the mail server kept for `email`, oldest first, each with its number. */
function mailTo(email: string): Array<{ n: number; raw: string }> {
  return readdirSync(mailFolder())
    .filter((name) => /^\d+\.json$/.test(name))
    .map((name) => ({
      n: Number(name.slice(0, -5)),
      ...(JSON.parse(readFileSync(join(mailFolder(), name), 'utf8')) as { to: string[]; raw: string }),
    }))
    .filter((mail) => mail.to.includes(email))
    .sort((a, b) => a.n - b.n);
}

/**
 * The secret of the newest staff link to `page` (/staff/reset, /staff/invitation) emailed to `email` after email
 * `after`.
 */
async function emailedStaffToken(email: string, after: number, page: 'reset' | 'invitation'): Promise<string> {
  let token: string | undefined;
  const link = new RegExp(`/staff/${page}#([\\w-]+)`);
  await expect
    .poll(
      () => {
        const newest = mailTo(email)
          .filter((mail) => mail.n > after)
          .at(-1);
        token = link.exec(newest?.raw ?? '')?.[1];
        return token !== undefined;
      },
      { message: `a ${page} link emailed to ${email}` },
    )
    .toBe(true);
  return token!;
}

/** The secret of the newest staff password reset link emailed to `email` after email `after`. */
export const emailedResetToken = (email: string, after: number): Promise<string> =>
  emailedStaffToken(email, after, 'reset');

/** The secret of the newest staff invitation link emailed to `email` after email `after`. */
export const emailedInvitationToken = (email: string, after: number): Promise<string> =>
  emailedStaffToken(email, after, 'invitation');

/** The newest code email to `email` so far (0 when none): a code asked for later is newer. */
export const lastCodeEmailId = async (email: string): Promise<number> =>
  Math.max(0, ...mailTo(email).map((mail) => mail.n));

/** The code in the newest email to `email` that came after email `after`. */
export async function emailedCode(email: string, after: number): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(
      () => {
        const newest = mailTo(email)
          .filter((mail) => mail.n > after)
          .at(-1);
        code = /Your code is (\d{6})/.exec(newest?.raw ?? '')?.[1];
        return code !== undefined;
      },
      { message: `a code emailed to ${email}` },
    )
    .toBe(true);
  return code!;
}

/**
 * On the sign-in form (/account signed out): asks for a code, reads it from the email and signs in; `greeted` as in
 * expectSignedIn.
 */
export async function signInWithCode(page: Page, email: string, greeted = email): Promise<void> {
  const after = await lastCodeEmailId(email);
  const form = page.getByRole('form', { name: 'Sign in with an email code' });
  await form.getByLabel('Email', { exact: true }).fill(email);
  await form.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByText(`We sent a 6-digit code to ${email}`)).toBeVisible();
  const code = await emailedCode(email, after);
  const codeForm = page.getByRole('form', { name: 'Enter your code' });
  await codeForm.getByLabel('Code', { exact: true }).fill(code);
  await codeForm.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expectSignedIn(page, greeted);
}

/** The account's frame greets the shopper: by first name once their profile or an order gave one, else by email. */
export async function expectSignedIn(page: Page, greeted: string): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name: 'My account' })).toBeVisible();
  await expect(page.getByText(`Welcome, ${greeted}`)).toBeVisible();
}

/** Opens /account (the sign-in form when signed out) and signs in with an emailed code. */
export async function signIn(page: Page, email: string, url = '/account', greeted = email): Promise<void> {
  await page.goto(url);
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  await signInWithCode(page, email, greeted);
}

/** Adds one of `line` from its product page, as a shopper does. */
export async function addToCartOnProductPage(page: Page, line: CartItem): Promise<void> {
  await page.goto(`/product/${line.handle}`);
  // count() does not wait: let the product replace its skeleton first.
  await expect(page.getByRole('heading', { level: 1, name: line.name })).toBeVisible();
  const sizes = page.getByRole('group', { name: /^Size/ });
  if ((await sizes.getByRole('button').count()) > 1)
    await sizes.getByRole('button', { name: line.size, exact: true }).click();
  const colors = page.getByRole('group', { name: /^Color/ });
  if ((await colors.getByRole('button').count()) > 1)
    await colors.getByRole('button', { name: line.color, exact: true }).click();
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByText(`${line.name} has been added to your cart.`)).toBeVisible();
}

/** The cart the signed-in account keeps on the server, read with the browser's cookies. */
export async function accountCart(page: Page): Promise<CartItem[]> {
  const response = await page.request.get(new URL('/api/account/cart', page.url()).toString());
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { items: CartItem[] }).items;
}
