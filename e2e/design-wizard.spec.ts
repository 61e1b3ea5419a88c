// Shopper stories for the custom design wizard: the four steps and their rules, the
// design grid, favourites, and custom lines going through the cart and checkout.
import type { Page } from '@playwright/test';
import { test, expect, expectNoSeriousA11yViolations } from './fixtures';

const next = (page: Page) => page.getByRole('button', { name: 'Next', exact: true });
const stepTitle = (page: Page) => page.getByRole('heading', { level: 2 }).first();

async function designOne(page: Page, product: string, design: string, size: string, colour?: string) {
  await page.getByRole('button', { name: new RegExp(`^${product}`) }).click();
  await next(page).click();
  await page.getByRole('button', { name: new RegExp(`^${design}`) }).click();
  await next(page).click();
  if (colour) await page.getByRole('button', { name: colour, exact: true }).click();
  await page.getByRole('button', { name: size, exact: true }).click();
  await next(page).click();
  await expect(stepTitle(page)).toContainText('Review');
}

test.describe('Design wizard', () => {
  test('a shopper walks the four steps to the review, with Next gated on each choice', async ({ page }) => {
    await page.goto('/design-apparel');

    await test.step('step 1 lists the four garments and needs one chosen', async () => {
      await expect(page.getByRole('heading', { name: 'Design Your Own Apparel', level: 1 })).toBeVisible();
      await expect(stepTitle(page)).toContainText('Choose Your Product');
      await expect(
        page.getByRole('navigation', { name: 'Design steps' }).locator('[aria-current="step"]'),
      ).toContainText('Choose Your Product');
      for (const [name, price] of [
        ['Premium T-Shirt', '$24.99'],
        ['Cozy Hoodie', '$49.99'],
        ['Snapback Cap', '$19.99'],
        ['Athletic Tank', '$22.99'],
      ]) {
        await expect(page.getByRole('button', { name: new RegExp(`${name}.*\\${price}`) })).toBeVisible();
      }
      await expect(page.getByRole('button', { name: 'Back', exact: true })).toHaveCount(0);
      await expect(next(page)).toBeDisabled();
      await expectNoSeriousA11yViolations(page);
      await page.getByRole('button', { name: /Premium T-Shirt/ }).click();
      await expect(next(page)).toBeEnabled();
      await next(page).click();
    });

    await test.step('step 2 pages the designs, labels the free ones and needs one chosen', async () => {
      await expect(stepTitle(page)).toContainText('Pick Your Design');
      await expect(page.getByText('Showing 1-8 of 8 designs')).toBeVisible();
      await expect(page.getByRole('button', { name: 'Next page of designs' })).toBeDisabled();
      await expect(page.getByRole('button', { name: 'Previous page of designs' })).toBeDisabled();
      await expect(page.getByRole('button', { name: 'Page 1 of designs' })).toHaveAttribute('aria-current', 'page');
      await expect(page.getByText('Free', { exact: true })).toHaveCount(2);
      await expect(page.getByRole('button', { name: /^TJ Biker Classic.*Free/ })).toBeVisible();
      await expect(page.getByRole('button', { name: /^Mystic Warrior.*\+\$7\.00/ })).toBeVisible();
      const images = page.locator('img[src^="/designs/"]');
      await expect(images).toHaveCount(8);
      await expect
        .poll(() => images.evaluateAll((els) => els.every((el) => (el as HTMLImageElement).naturalWidth > 0)))
        .toBe(true);
      await expect(next(page)).toBeDisabled();
      await expectNoSeriousA11yViolations(page);
    });

    await test.step('a favourite heart stays on after a reload', async () => {
      const heart = page.getByRole('button', { name: 'Favourite Speed Demon' });
      await heart.click();
      await expect(heart).toHaveAttribute('aria-pressed', 'true');
      await page.reload();
      await page.getByRole('button', { name: /Premium T-Shirt/ }).click();
      await next(page).click();
      await expect(page.getByRole('button', { name: 'Favourite Speed Demon' })).toHaveAttribute('aria-pressed', 'true');
      await page.getByRole('button', { name: 'Favourite Speed Demon' }).click();
      await expect(page.getByRole('button', { name: 'Favourite Speed Demon' })).toHaveAttribute(
        'aria-pressed',
        'false',
      );
      await page.getByRole('button', { name: /^Thunder Strike/ }).click();
      await next(page).click();
    });

    await test.step('step 3 offers colours, the garment sizes and a quantity, and needs a size', async () => {
      await expect(stepTitle(page)).toContainText('Customize');
      for (const colour of ['Midnight', 'Pure White', 'Navy', 'Crimson', 'Royal', 'Ocean'])
        await expect(page.getByRole('button', { name: colour, exact: true })).toBeVisible();
      for (const size of ['XS', 'S', 'M', 'L', 'XL', 'XXL'])
        await expect(page.getByRole('button', { name: size, exact: true })).toBeEnabled();
      await expect(next(page)).toBeDisabled();
      await page.getByRole('button', { name: 'Navy', exact: true }).click();
      await expect(page.getByText('Preview: Premium T-Shirt in Navy')).toBeVisible();
      await expect(
        page.getByRole('img', { name: 'Preview: Premium T-Shirt in Navy' }).locator('image'),
      ).toHaveAttribute('href', '/designs/thunder-strike.svg');
      await expect(page.getByRole('button', { name: 'Decrease quantity of Custom Premium T-Shirt' })).toBeDisabled();
      await page.getByRole('button', { name: 'Increase quantity of Custom Premium T-Shirt' }).click();
      await page.getByRole('button', { name: 'L', exact: true }).click();
      await expectNoSeriousA11yViolations(page);
      await next(page).click();
    });

    await test.step('step 4 reviews the choice with the unit price and total', async () => {
      await expect(stepTitle(page)).toContainText('Review');
      const review = page.locator('dl');
      for (const text of ['Premium T-Shirt ($24.99)', 'Thunder Strike (+$5.00)', 'Navy', '$29.99'])
        await expect(review.getByText(text)).toBeVisible();
      await expect(page.getByTestId('design-total')).toHaveText('$59.98');
      await expectNoSeriousA11yViolations(page);
    });

    await test.step('Back returns through the steps with the choices kept', async () => {
      await page.getByRole('button', { name: 'Back', exact: true }).click();
      await expect(stepTitle(page)).toContainText('Customize');
      await expect(page.getByRole('button', { name: 'L', exact: true })).toHaveAttribute('aria-pressed', 'true');
      await page.getByRole('button', { name: 'Back', exact: true }).click();
      await expect(page.getByRole('button', { name: /^Thunder Strike/ })).toHaveAttribute('aria-pressed', 'true');
      await page.getByRole('button', { name: 'Back', exact: true }).click();
      await expect(stepTitle(page)).toContainText('Choose Your Product');
      await expect(page.getByRole('button', { name: 'Back', exact: true })).toHaveCount(0);
    });
  });

  test('custom designs merge in the cart, stay apart by design, and are ordered', async ({ page }) => {
    await page.goto('/design-apparel');

    await test.step('adding a design says so and starts over', async () => {
      await designOne(page, 'Premium T-Shirt', 'Thunder Strike', 'M', 'Crimson');
      await page.getByRole('button', { name: 'Add to Cart' }).click();
      await expect(page.getByText('1x Custom Premium T-Shirt added to cart!')).toBeVisible();
      await expect(stepTitle(page)).toContainText('Choose Your Product');
      await expect(next(page)).toBeDisabled();
    });

    await test.step('the same design again merges; another design is its own line', async () => {
      await designOne(page, 'Premium T-Shirt', 'Thunder Strike', 'M', 'Crimson');
      await page.getByRole('button', { name: 'Add to Cart' }).click();
      await expect(stepTitle(page)).toContainText('Choose Your Product');
      await designOne(page, 'Premium T-Shirt', 'TJ Biker Classic', 'M', 'Crimson');
      await page.getByRole('button', { name: 'Add to Cart' }).click();
      await expect(stepTitle(page)).toContainText('Choose Your Product');
    });

    await test.step('the cart shows two lines, the first with quantity 2', async () => {
      await page.goto('/cart');
      const lines = page.getByRole('region', { name: 'Items' }).getByRole('listitem');
      await expect(lines).toHaveCount(2);
      await expect(
        page.getByRole('group', { name: 'Quantity of Custom Premium T-Shirt - Thunder Strike' }).locator('output'),
      ).toHaveText('2');
      await expect(
        page.getByRole('group', { name: 'Quantity of Custom Premium T-Shirt - TJ Biker Classic' }).locator('output'),
      ).toHaveText('1');
      await expect(page.getByText('$29.99 each')).toBeVisible();
      await expect(page.getByText('$24.99 each')).toBeVisible();
    });

    await test.step('the order goes through checkout and the payment page to the confirmation', async () => {
      await page.getByRole('link', { name: 'Proceed to Checkout' }).click();
      await expect(page.getByRole('heading', { name: 'Secure Checkout' })).toBeVisible();
      const values = {
        Email: 'ada@example.com',
        'First name': 'Ada',
        'Last name': 'Lovelace',
        Address: '12 Garrison Ave',
        City: 'Fort Smith',
        'ZIP code': '72901',
      };
      for (const [label, value] of Object.entries(values)) await page.getByLabel(label, { exact: true }).fill(value);
      await page.getByLabel('State', { exact: true }).selectOption('CA');
      await page.getByRole('button', { name: 'Place Order' }).click();
      await expect(page).toHaveURL(/\/checkout\/pay\//);
      const items = page.getByRole('region', { name: 'Items' });
      await expect(items.getByRole('listitem')).toHaveCount(2);
      await expect(items.getByText('Custom Premium T-Shirt - Thunder Strike')).toBeVisible();
      await expect(items.getByText('Custom Premium T-Shirt - TJ Biker Classic')).toBeVisible();
      await page.getByRole('button', { name: /^Pay \$/ }).click();
      await expect(page).toHaveURL(/\/checkout\/success\?payment=/);
      await expect(page.getByRole('heading', { name: 'Order Confirmed!' })).toBeVisible();
      await expect(page.getByText('Payment received', { exact: true })).toBeVisible();
    });
  });
});
