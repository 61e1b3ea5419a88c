// Shopper stories for the store's content pages: About, Size guide (with the size finder)
// and Return policy. Every fact is read from the store module, as the pages read it.
import { JEANS_SIZES, KIDS_SIZES, RETURNS, STORE } from '../src/shared/store';
import { expect, expectNoSeriousA11yViolations, test } from './fixtures';

test('a shopper reads our story and joins it', async ({ page }) => {
  await test.step('the story tells where and when the store began', async () => {
    await page.goto('/about');
    await expect(page.getByRole('heading', { level: 1, name: 'Our Story' })).toBeVisible();
    await expect(page.getByText(`Founded in ${STORE.founded.year} in ${STORE.founded.city}, ${STORE.founded.state}`)).toBeVisible();
  });

  await test.step('the timeline walks through the four milestone years', async () => {
    const steps = page.getByRole('region', { name: 'Our Journey' }).getByRole('listitem');
    await expect(steps).toHaveCount(STORE.timelineYears.length);
    for (const [index, year] of STORE.timelineYears.entries()) {
      await expect(steps.nth(index)).toContainText(String(year));
    }
    await expect(page.getByRole('region', { name: 'What We Stand For' }).getByRole('listitem')).toHaveCount(4);
  });

  await test.step('the page has no serious accessibility violations', async () => {
    await expectNoSeriousA11yViolations(page);
  });

  await test.step('Join Our Story takes the shopper to the shop', async () => {
    const join = page.getByRole('region', { name: 'Join Our Story' });
    await join.getByRole('link', { name: 'Start Shopping' }).click();
    await expect(page).toHaveURL(/\/shop$/);
  });

  await test.step('and to the contact page', async () => {
    await page.goBack();
    await page.getByRole('region', { name: 'Join Our Story' }).getByRole('link', { name: 'Get in Touch' }).click();
    await expect(page).toHaveURL(/\/contact$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Get in Touch' })).toBeVisible();
  });
});

test('a shopper measures up, reads the charts and finds a size', async ({ page }) => {
  await test.step('the guide explains how to measure', async () => {
    await page.goto('/size-guide');
    await expect(page.getByRole('heading', { level: 1, name: 'Size Guide' })).toBeVisible();
    const measure = page.getByRole('region', { name: 'How to Measure' });
    for (const name of ['Chest / Bust', 'Waist', 'Hips', 'Inseam', 'Neck']) {
      await expect(measure.getByRole('heading', { name })).toBeVisible();
    }
    await expect(page.getByText('Between sizes? Size up')).toBeVisible();
  });

  await test.step("women's charts show tops, dresses with length and bottoms with inseam", async () => {
    await expect(page.getByRole('tab', { name: "Women's", exact: true })).toHaveAttribute('aria-selected', 'true');
    const panel = page.getByRole('tabpanel', { name: "Women's", exact: true });
    await expect(panel.getByRole('region', { name: "Women's tops size chart" })).toBeVisible();
    const dresses = panel.getByRole('table', { name: /Women's dresses/ });
    await expect(dresses.getByRole('columnheader', { name: 'Dress length (in)' })).toBeVisible();
    await expect(dresses.getByRole('rowheader')).toHaveText(['XS', 'S', 'M', 'L', 'XL', 'XXL']);
    await expect(panel.getByRole('table', { name: /Women's bottoms/ }).getByRole('columnheader', { name: 'Inseam (in)' })).toBeVisible();
    const jeans = panel.getByRole('table', { name: /Women's jeans/ });
    await expect(jeans.getByRole('rowheader')).toHaveText([...JEANS_SIZES]);
    for (const name of ['Waist (in)', 'Hips (in)', 'Inseam (in)']) await expect(jeans.getByRole('columnheader', { name })).toBeVisible();
  });

  await test.step("clicking Men's shows shirts by chest, waist and neck, and pants", async () => {
    await page.getByRole('tab', { name: "Men's", exact: true }).click();
    const panel = page.getByRole('tabpanel', { name: "Men's", exact: true });
    const shirts = panel.getByRole('table', { name: /Men's shirts/ });
    for (const name of ['Chest (in)', 'Waist (in)', 'Neck (in)']) {
      await expect(shirts.getByRole('columnheader', { name })).toBeVisible();
    }
    await expect(panel.getByRole('table', { name: /Men's pants/ })).toBeVisible();
    await expect(page.getByRole('tabpanel', { name: "Women's", exact: true })).toBeHidden();
  });

  await test.step("the arrow keys move to Kids' with girls' and boys' sizes 2T to 8T by height and weight", async () => {
    await page.getByRole('tab', { name: "Men's", exact: true }).focus();
    await page.keyboard.press('ArrowRight');
    const kidsTab = page.getByRole('tab', { name: "Kids'", exact: true });
    await expect(kidsTab).toBeFocused();
    await expect(kidsTab).toHaveAttribute('aria-selected', 'true');
    const panel = page.getByRole('tabpanel', { name: "Kids'", exact: true });
    for (const name of [/^Girls/, /^Boys/]) {
      const table = panel.getByRole('table', { name });
      await expect(table.getByRole('columnheader', { name: 'Height (in)' })).toBeVisible();
      await expect(table.getByRole('columnheader', { name: 'Weight (lb)' })).toBeVisible();
      await expect(table.getByRole('rowheader')).toHaveText([...KIDS_SIZES]);
    }
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('tab', { name: "Women's", exact: true })).toBeFocused();
    await page.keyboard.press('End');
    await expect(kidsTab).toHaveAttribute('aria-selected', 'true');
  });

  await test.step('the size finder sizes up between sizes', async () => {
    const finder = page.getByRole('region', { name: 'Find Your Size' });
    await finder.getByLabel('What are you shopping for?').selectOption({ label: "Women's tops" });
    await finder.getByLabel('Bust (inches)').fill('35.5');
    await finder.getByLabel('Waist (inches)').fill('27');
    await finder.getByRole('button', { name: 'Find My Size' }).click();
    const result = finder.getByRole('status', { name: 'Size recommendation' });
    await expect(result.getByTestId('recommended-size')).toHaveText('M');
    await expect(result).toContainText('between sizes');
  });

  await test.step('jeans are found by waist size, kids by height and weight', async () => {
    const finder = page.getByRole('region', { name: 'Find Your Size' });
    const result = finder.getByRole('status', { name: 'Size recommendation' });
    await finder.getByLabel('What are you shopping for?').selectOption({ label: "Women's jeans" });
    await finder.getByLabel('Waist (inches)').fill('26.5');
    await finder.getByRole('button', { name: 'Find My Size' }).click();
    await expect(result.getByTestId('recommended-size')).toHaveText('26');
    await finder.getByLabel('What are you shopping for?').selectOption({ label: 'Boys (kids)' });
    await finder.getByLabel('Height (inches)').fill('43');
    await finder.getByLabel('Weight (pounds)').fill('40');
    await finder.getByRole('button', { name: 'Find My Size' }).click();
    await expect(result.getByTestId('recommended-size')).toHaveText('5T');
  });

  await test.step('and says so when a measurement is beyond the biggest size', async () => {
    const finder = page.getByRole('region', { name: 'Find Your Size' });
    await finder.getByLabel('What are you shopping for?').selectOption({ label: "Men's shirts" });
    await finder.getByLabel('Chest (inches)').fill('54');
    await finder.getByRole('button', { name: 'Find My Size' }).click();
    await expect(finder.getByRole('status', { name: 'Size recommendation' })).toContainText('larger than our biggest size (XXL)');
  });

  await test.step('the page has no serious accessibility violations', async () => {
    await expectNoSeriousA11yViolations(page);
  });
});

test('a shopper checks the return policy before buying', async ({ page }) => {
  await test.step('the window and the four steps are clear', async () => {
    await page.goto('/return-policy');
    await expect(page.getByRole('heading', { level: 1, name: 'Return Policy' })).toBeVisible();
    await expect(page.getByText(`You have ${RETURNS.windowDays} days from delivery`)).toBeVisible();
    await expect(page.getByRole('region', { name: 'How to Return an Item' }).getByRole('listitem')).toHaveCount(4);
  });

  await test.step('eligible and non-returnable items are listed', async () => {
    const lists = page.getByRole('region', { name: 'What Can Be Returned' });
    await expect(lists.getByText(`Items returned within ${RETURNS.windowDays} days of delivery`)).toBeVisible();
    for (const item of RETURNS.nonReturnable) await expect(lists.getByText(item)).toBeVisible();
  });

  await test.step('exchanges are free and international returns are paid by the customer', async () => {
    const table = page.getByRole('table');
    await expect(table.getByRole('row', { name: /Size or color exchange Free/ })).toBeVisible();
    await expect(table.getByRole('row', { name: /Return label \(US orders\) Free/ })).toBeVisible();
    await expect(table.getByRole('row', { name: /International returns Paid by customer/ })).toBeVisible();
    await expect(table.getByRole('row', { name: /Original shipping charges Non-refundable/ })).toBeVisible();
  });

  await test.step('refund timelines are given per payment method', async () => {
    const refunds = page.getByRole('region', { name: 'Refund Timelines' });
    await expect(refunds).toContainText(RETURNS.processingDays);
    for (const { method, days } of RETURNS.refundTimelines) {
      await expect(refunds.getByRole('definition').filter({ hasText: days }).first()).toBeVisible();
      await expect(refunds.getByRole('term').filter({ hasText: method })).toBeVisible();
    }
  });

  await test.step('the page has no serious accessibility violations', async () => {
    await expectNoSeriousA11yViolations(page);
  });
});
