// The owner reads how today is going: two orders placed and paid, part of one refunded from its
// page, and today's net sales, to the cent, on the dashboard and in Reports > Sales.
import { test, expect, signInAsOwner } from './fixtures';
import { formatMoney, toCents } from '../src/shared/money';
import type { SalesOverview } from '../src/shared/schemas/reports';
import { placeOrder } from './support/store';
import { uniqueEmail } from './support/account';

const REFUND = '5.25';

test("the owner reads today's net sales after two paid orders and a part refund", async ({ page, request }) => {
  await signInAsOwner(page);
  const todaysNet = async () =>
    toCents(
      ((await (await page.request.get('/api/admin/reports/overview')).json()) as SalesOverview).today.current.netSales,
    );
  const before = await todaysNet();

  const first = await placeOrder(request, uniqueEmail('report-first'));
  const second = await placeOrder(request, uniqueEmail('report-second'), { lines: 2 });
  const expected = formatMoney(before + toCents(first.total) + toCents(second.total) - toCents(REFUND));

  await test.step('part of the first order is refunded from its page', async () => {
    await page.goto(`/admin/orders/${first.id}`);
    await page.getByLabel('Amount ($)').fill(REFUND);
    await page.getByRole('button', { name: `Refund $${REFUND}` }).click();
    await page.getByRole('button', { name: `Yes, refund $${REFUND}` }).click();
    await expect(page.getByText('Refund recorded')).toBeVisible();
    expect(formatMoney(await todaysNet())).toBe(expected);
  });

  await test.step("the dashboard's today shows the net sales", async () => {
    await page.goto('/admin');
    const today = page.getByRole('region', { name: 'Today (UTC)' });
    await expect(today.getByTestId('Today (UTC): Net sales')).toContainText(`Net sales${expected}`);
    // The chart's numbers are in a table for screen readers, today's row last.
    const table = page.getByRole('table', { name: 'Net sales and orders, each of the last 30 days' });
    await expect(table.getByRole('row').last()).toContainText(expected);
  });

  await test.step('Reports > Sales shows the same for today, in its table and its total', async () => {
    await page.getByRole('link', { name: 'Reports', exact: true }).first().click();
    await expect(page).toHaveURL(/\/admin\/reports\/sales$/);
    const day = new Date().toISOString().slice(0, 10);
    await page.getByLabel('From').fill(day);
    await expect(page.getByTestId('figure: Net sales')).toContainText(expected);
    const table = page.getByRole('table', { name: /^Sales by day/ });
    await expect(table.getByRole('row')).toHaveCount(3);
    await expect(table.getByRole('row').nth(1)).toContainText(expected);
    await expect(table.getByRole('row', { name: /^Total/ })).toContainText(expected);
    await expect(page.getByRole('link', { name: 'Download CSV' })).toHaveAttribute(
      'href',
      `/api/admin/reports/sales?from=${day}&to=${day}&interval=day&format=csv`,
    );
  });
});
