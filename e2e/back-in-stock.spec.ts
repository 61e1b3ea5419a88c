// A sold-out size: the shopper asks to be emailed when it is back, staff see one shopper waiting in
// Inventory and add stock there, and the shopper's email arrives once, naming the size and color
// with a link that opens the product with them chosen. Uses the staff account from
// scripts/e2e-server.sh, and a product the story adds for itself.
import type { Page } from '@playwright/test';
import {
  test,
  expect,
  expectNoSeriousA11yViolations,
  markSplashSeen,
  signInAsOwner,
  waitForLivePages,
} from './fixtures';
import { uniqueEmail } from './support/account';

const RUN = Math.random().toString(36).slice(2, 8);
const PRODUCT = { title: `Tidewater Shirt Dress ${RUN}`, handle: `tidewater-shirt-dress-${RUN}` };

/** The product, added as a script would: S in stock, M sold out. */
async function addProduct(page: Page) {
  const added = await page.request.post('/api/admin/products', {
    data: {
      handle: PRODUCT.handle,
      name: PRODUCT.title,
      description: '<p>A crisp shirt dress for the coast.</p>',
      category: 'women',
      subcategory: 'dresses',
      variants: [
        { size: 'S', color: 'Navy', price: '72.00', stock: 4 },
        { size: 'M', color: 'Navy', price: '72.00', stock: 0 },
      ],
    },
  });
  expect(added.status(), await added.text()).toBe(201);
}

interface OutboxEmail {
  id: number;
  subject: string;
}

test('a shopper asks about a sold-out size, staff restock it, and the shopper is emailed once', async ({
  page,
  browser,
}) => {
  // Two browsers, the admin and the job queue's worker in one story.
  test.slow();
  const email = uniqueEmail('waiting');

  await test.step('staff sign in and add the product', async () => {
    await signInAsOwner(page);
    await addProduct(page);
  });

  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  await markSplashSeen(context);
  const shopper = waitForLivePages(await context.newPage());

  await test.step('the shopper picks the sold-out size and asks to be emailed', async () => {
    await shopper.goto(`/product/${PRODUCT.handle}`);
    await expect(shopper.getByRole('heading', { level: 1, name: PRODUCT.title })).toBeVisible();
    await shopper.getByRole('group', { name: /^Size/ }).getByRole('button', { name: 'M (sold out)' }).click();
    const form = shopper.getByRole('form', { name: "Email me when it's back" });
    await expect(form).toContainText('Sold out in M / Navy');
    await expect(shopper.getByRole('button', { name: 'Add to Cart' })).toHaveCount(0);
    await expectNoSeriousA11yViolations(shopper);
    await form.getByLabel('Your email').fill(email);
    await form.getByRole('button', { name: "Email me when it's back" }).click();
    await expect(shopper.getByRole('status').filter({ hasText: "We'll email you once when it's back" })).toContainText(
      'M / Navy',
    );
  });

  await test.step('staff see one shopper waiting and add stock in Inventory', async () => {
    await page.goto(`/admin/inventory?stock=out`);
    await page.getByRole('searchbox', { name: 'Search by product or SKU' }).fill(PRODUCT.title);
    const row = page.getByRole('row').filter({ hasText: PRODUCT.title });
    await expect(row).toHaveCount(1);
    await expect(row.getByRole('cell').nth(3)).toHaveText('1');
    const label = `${PRODUCT.title} (M / Navy)`;
    await row.getByLabel(`${label} stock change`, { exact: true }).fill('3');
    await row.getByRole('button', { name: 'Adjust' }).click();
    await expect(row).toContainText('3 in stock');
  });

  await test.step('the email arrives once, naming the size and color, linking to them chosen', async () => {
    const sent = async () =>
      ((await (await page.request.get('/api/admin/outbox', { params: { q: email } })).json()) as OutboxEmail[]).filter(
        (mail) => mail.subject.startsWith('Back in stock'),
      );
    await expect.poll(async () => (await sent()).length, { timeout: 30_000 }).toBe(1);
    const [mail] = await sent();
    expect(mail!.subject).toBe(`Back in stock: ${PRODUCT.title} (M / Navy)`);
    const { text } = (await (await page.request.get(`/api/admin/outbox/${mail!.id}`)).json()) as { text: string };
    expect(text).toContain('M, Navy');
    expect(text).toContain('we will not email you again about this item');
    const link = /(https?:\/\/\S+\/product\/\S+)/.exec(text)![1]!;
    expect(link).toContain(`/product/${PRODUCT.handle}?size=M&color=Navy`);

    // The link opens the product with that size and color chosen, ready to add.
    await shopper.goto(new URL(link).pathname + new URL(link).search);
    await expect(shopper.getByRole('group', { name: /^Size/ }).getByRole('button', { name: 'M' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(shopper.getByRole('button', { name: 'Add to Cart' })).toBeEnabled();
  });
  await context.close();
});
