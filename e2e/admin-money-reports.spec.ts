// The owner makes a promo code, a shopper pays an order with it, and another shopper searches the
// shop for a word that finds nothing: Reports > Discounts shows the code's use and cost, and
// Reports > Searches lists the word among the searches that found nothing.
import { test, expect, signInAsOwner } from './fixtures';
import { cartLines, CUSTOMER, payOrder } from './support/store';
import { uniqueEmail } from './support/account';

test('the owner reads a promo code and a search that found nothing in the reports', async ({ page, request }) => {
  await signInAsOwner(page);
  const suffix = Date.now().toString(36).toUpperCase();
  const code = `REPORT${suffix}`;
  const nothing = `zqxwv${suffix.toLowerCase()}`;

  await test.step('the owner makes a 10% code and a shopper pays an order with it', async () => {
    const made = await page.request.post('/api/admin/discounts', {
      data: { title: `Report story ${suffix}`, code, rule: { kind: 'order-percent', percent: 10 } },
    });
    expect(made.status(), await made.text()).toBe(201);
    const items = (await cartLines(request, 1)).map((line) => ({ variantId: line.shopifyId, quantity: 1 }));
    const placed = await request.post('/api/orders', {
      headers: { 'Idempotency-Key': `e2e-report-code-${suffix}` },
      data: { customer: { ...CUSTOMER, email: uniqueEmail('report-code') }, items, promoCode: code },
    });
    expect(placed.status(), await placed.text()).toBe(201);
    const { paymentToken } = (await placed.json()) as { paymentToken: string };
    await payOrder(request, paymentToken);
  });

  await test.step('a shopper searches the shop for a word it does not sell', async () => {
    const shopper = await page.context().browser()!.newPage();
    await shopper.goto(`/shop?query=${nothing}`);
    await expect(shopper.getByRole('heading', { name: 'No products found' })).toBeVisible();
    await shopper.close();
  });

  await test.step('Reports > Discounts shows the code used once', async () => {
    await page.goto('/admin/reports/sales');
    await page.getByRole('navigation', { name: 'Reports' }).getByRole('link', { name: 'Discounts' }).click();
    await expect(page).toHaveURL(/\/admin\/reports\/discounts$/);
    const table = page.getByRole('table', { name: 'Discounts used, the costliest first' });
    const row = table.getByRole('row', { name: new RegExp(`^${code}`) });
    await expect(row).toContainText(`${code}Code1`);
    await expect(
      page.getByText('What the discount took off those orders: their items and their shipping.'),
    ).toBeVisible();
  });

  await test.step('Reports > Searches lists the word among those that found nothing', async () => {
    await page.getByRole('navigation', { name: 'Reports' }).getByRole('link', { name: 'Searches' }).click();
    const table = page.getByRole('table', { name: 'Searches that found nothing' });
    // Searches are written a few seconds after they are made: the report is read again until it holds it.
    await expect(async () => {
      await page.reload();
      // Every search of it found nothing.
      await expect(table.getByRole('row', { name: new RegExp(`^${nothing}`) })).toHaveText(
        new RegExp(`^${nothing}(\\d+)\\1$`),
        { timeout: 1000 },
      );
    }).toPass({ timeout: 20_000 });
  });
});
