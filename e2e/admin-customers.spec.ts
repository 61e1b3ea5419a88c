// Staff find a shopper who just paid an order on Admin > Customers: by their email, with one
// order and exactly what they spent, then on their page keep a note that is there after a reload.
import { test, expect, markSplashSeen, waitForLivePages } from './fixtures';
import { formatMoney, toCents } from '../src/shared/money';
import { placeOrder } from './support/store';
import { uniqueEmail } from './support/account';

const ADMIN = { username: 'e2e-admin', password: 'e2e-password-123' };

test('staff find a paying shopper, read their order and spend, and keep a note on them', async ({
  browser,
  request,
}) => {
  const email = uniqueEmail('customer');
  const order = await placeOrder(request, email);

  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  expect((await context.request.post('/api/auth/login', { data: ADMIN })).ok()).toBe(true);
  await markSplashSeen(context);
  const page = waitForLivePages(await context.newPage());

  await test.step('the list finds them by email, with one order and what they paid', async () => {
    await page.goto('/admin/customers');
    await page.getByRole('searchbox', { name: 'Search by name or email' }).fill(email);
    await page.getByRole('search').getByRole('button', { name: 'Search' }).click();
    await expect(page.getByText('Showing 1 of 1')).toBeVisible();
    const row = page.getByRole('row').filter({ hasText: email });
    await expect(row.getByRole('cell').nth(2)).toHaveText('1');
    await expect(row.getByRole('cell').nth(3)).toHaveText(formatMoney(toCents(order.total)));
    await row.getByRole('link', { name: 'Grace Hopper' }).click();
  });

  await test.step('their page shows the order, and a note saved stays after a reload', async () => {
    await expect(page.getByRole('heading', { name: 'Grace Hopper' })).toBeVisible();
    await expect(page.getByRole('link', { name: `#${order.id}` })).toHaveAttribute('href', `/admin/orders/${order.id}`);
    await page.getByLabel('Note', { exact: true }).fill('Asked for gift wrapping next time');
    await page.getByRole('button', { name: 'Save notes' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Saved' })).toBeVisible();
    await page.reload();
    await expect(page.getByLabel('Note', { exact: true })).toHaveValue('Asked for gift wrapping next time');
  });
  await context.close();
});
