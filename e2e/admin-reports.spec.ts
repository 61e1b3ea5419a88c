// The owner reads how today is going: two orders placed and paid, part of one refunded from its
// page, and today's net sales, to the cent, on the dashboard and in Reports > Sales; then an
// order sold and sent back, in Reports > Products and Reports > Returns.
import { test, expect, signInAsOwner } from './fixtures';
import { formatMoney, toCents } from '../src/shared/money';
import type { ProductsReport, ReturnsReport } from '../src/shared/schemas/product-reports';
import type { SalesOverview } from '../src/shared/schemas/reports';
import type { AdminReturnDetail, AdminReturnList, Return, ReturnableOrder } from '../src/shared/schemas/returns';
import { cartLines, placeOrder } from './support/store';
import { uniqueEmail } from './support/account';

const REFUND = '5.25';

/** A share as the reports' tables write it. */
const pct = (rate: number | null) => (rate === null ? '–' : `${(rate * 100).toFixed(1)}%`);

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

test('an order sold and a unit of it returned show in Reports > Products and Reports > Returns', async ({
  page,
  request,
}) => {
  await signInAsOwner(page);
  const day = new Date().toISOString().slice(0, 10);
  const productsNow = async () =>
    (await (await page.request.get(`/api/admin/reports/products?from=${day}&to=${day}`)).json()) as ProductsReport;
  const returnsNow = async () =>
    (await (await page.request.get(`/api/admin/reports/returns?from=${day}&to=${day}`)).json()) as ReturnsReport;
  const [line] = await cartLines(request, 1);
  const shopifyId = line!.shopifyId!;
  const variantId = Number(shopifyId.split('/').at(-1));
  const productOf = (report: ProductsReport) =>
    report.products.find((product) => product.variants.some((variant) => variant.variantId === variantId));
  const variantOf = (report: ProductsReport) =>
    productOf(report)?.variants.find((variant) => variant.variantId === variantId);
  const tooLarge = (report: ReturnsReport) => report.byReason.find((reason) => reason.key === 'too_large')!;
  const soldBefore = variantOf(await productsNow());
  const returnedBefore = tooLarge(await returnsNow());

  const email = uniqueEmail('report-returner');
  const order = await placeOrder(request, email, { variants: [shopifyId] });

  await test.step('the order is delivered, and the shopper sends it back as too large for a refund', async () => {
    const shipped = await page.request.post(`/api/admin/orders/${order.id}/shipments`, {
      data: { carrier: 'UPS', carrierTrackingNumber: '1Z999AA10123456784' },
    });
    expect(shipped.status(), await shipped.text()).toBe(200);
    const delivered = await page.request.post(`/api/admin/orders/${order.id}/status`, {
      data: { status: 'delivered' },
    });
    expect(delivered.status(), await delivered.text()).toBe(200);
    const found = await request.post('/api/returns/eligibility', {
      data: { trackingNumber: order.trackingNumber, email },
    });
    const [item] = ((await found.json()) as ReturnableOrder).lines;
    const started = await request.post('/api/returns', {
      data: {
        trackingNumber: order.trackingNumber,
        email,
        lines: [{ itemId: item!.itemId, quantity: 1, reason: 'too_large', outcome: 'refund' }],
      },
    });
    expect(started.ok(), await started.text()).toBe(true);
    const { returnNumber } = (await started.json()) as Return;
    const list = await page.request.get(`/api/admin/returns?q=${returnNumber}&status=requested`);
    const id = ((await list.json()) as AdminReturnList).returns[0]!.id;
    const step = async (name: string, data: object) => {
      const done = await page.request.post(`/api/admin/returns/${id}/${name}`, { data });
      expect(done.status(), await done.text()).toBe(200);
      return (await done.json()) as AdminReturnDetail;
    };
    await step('approve', {});
    const detail = await page.request.get(`/api/admin/returns/${id}`);
    const lineId = ((await detail.json()) as AdminReturnDetail).lines[0]!.id;
    await step('receive', { lines: [{ lineId, restock: true }] });
    await step('refund', {});
  });

  await test.step('Reports > Products counts the unit sold and the unit back, against its variant', async () => {
    const report = await productsNow();
    const after = variantOf(report)!;
    const product = productOf(report)!;
    expect(after.unitsSold - (soldBefore?.unitsSold ?? 0)).toBe(1);
    expect(after.unitsReturned - (soldBefore?.unitsReturned ?? 0)).toBe(1);
    // Sold and refunded at its price: its net sales are what they were.
    expect(after.netSales).toBe(soldBefore?.netSales ?? '0.00');
    await page.goto('/admin/reports/sales');
    await page.getByRole('navigation', { name: 'Reports' }).getByRole('link', { name: 'Products' }).click();
    await expect(page).toHaveURL(/\/admin\/reports\/products$/);
    await page.getByLabel('From').fill(day);
    const table = page.getByRole('table', { name: /^Products by product/ });
    const row = table
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: product.name, exact: true }) });
    await expect(row).toHaveText(
      `${product.name}${product.unitsSold}${formatMoney(toCents(product.netSales))}` +
        `${pct(product.sellThrough)}${pct(product.returnsRate)}${product.unitsReturned}` +
        `${formatMoney(toCents(product.refunds))}${product.stockNow}`,
    );
  });

  await test.step('Reports > Returns counts it under Too large', async () => {
    const after = tooLarge(await returnsNow());
    expect(after.units - returnedBefore.units).toBe(1);
    await page.getByRole('navigation', { name: 'Reports' }).getByRole('link', { name: 'Returns' }).click();
    await page.getByLabel('From').fill(day);
    const table = page.getByRole('table', { name: /^Returns by reason/ });
    await expect(table.getByRole('row', { name: /^Too large/ })).toHaveText(
      `Too large${after.returns}${after.units}${formatMoney(toCents(after.refundAmount))}`,
    );
  });
});
