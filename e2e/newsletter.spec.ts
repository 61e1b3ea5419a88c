// Shopper stories for the home page's newsletter: it waits for the server and shows the
// welcome coupon.
import type { Page } from '@playwright/test';
import { PROMO } from '../src/shared/store';
import { test, expect } from './fixtures';

async function newsletter(page: Page) {
  await page.goto('/');
  await page.locator('[data-home-section="newsletter"]').scrollIntoViewIfNeeded();
  const section = page.getByRole('region', { name: /Newsletter/ });
  await expect(section).toBeVisible();
  return section;
}

test('a shopper subscribes and gets the welcome coupon', async ({ page }) => {
  const section = await newsletter(page);
  const posts: string[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith('/api/newsletter')) posts.push(r.method());
  });

  await test.step('an empty submit does nothing', async () => {
    await section.getByRole('button', { name: 'Subscribe' }).click();
    await expect(section.getByLabel('Email address')).toBeVisible();
    expect(posts).toEqual([]);
  });

  await test.step('a valid email shows Welcome Aboard with the coupon', async () => {
    await section.getByLabel('Email address').fill('reader@example.com');
    const answer = page.waitForResponse((r) => r.url().endsWith('/api/newsletter'));
    await section.getByRole('button', { name: 'Subscribe' }).click();
    expect((await answer).status()).toBe(201);
    await expect(page.getByRole('heading', { name: 'Welcome Aboard!' })).toBeVisible();
    await expect(
      page.getByText(`Use code ${PROMO.welcomeCode} for ${PROMO.welcomePercent}% off your first order`),
    ).toBeVisible();
  });

  await test.step('the same email again also succeeds', async () => {
    const again = await newsletter(page);
    await again.getByLabel('Email address').fill('reader@example.com');
    await again.getByRole('button', { name: 'Subscribe' }).click();
    await expect(page.getByRole('heading', { name: 'Welcome Aboard!' })).toBeVisible();
  });
});
