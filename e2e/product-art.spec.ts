// Shopper stories for product pictures: zooming into the main picture on a product page,
// pictures that match the product's name, and the design wizard's garment drawings.
import { expect, expectNoSeriousA11yViolations, test } from './fixtures';

test.describe('Product pictures', () => {
  test('the main picture opens a zoom that pans with the pointer and closes with Escape or Close', async ({ page }) => {
    await page.goto('/product/linen-wrap-midi-dress');
    const picture = page.getByRole('button', { name: 'Zoom in on Linen Wrap Midi Dress' });
    const src = await picture.locator('img').getAttribute('src');

    await test.step('a click opens the picture magnified in a dialog named after the product', async () => {
      await picture.click();
      const dialog = page.getByRole('dialog', { name: 'Linen Wrap Midi Dress' });
      await expect(dialog).toBeVisible();
      await expect(dialog.locator('img')).toHaveAttribute('src', src as string);
      await expect(dialog.getByRole('group', { name: /zoomed 200%/ })).toBeFocused();
      await expectNoSeriousA11yViolations(page);
    });

    await test.step('moving the pointer over it shows that part of the picture', async () => {
      const area = page.getByRole('group', { name: /zoomed/ });
      const box = await area.boundingBox();
      if (!box) throw new Error('the zoomed picture is not shown');
      const image = area.locator('img');
      await page.mouse.move(box.x + 5, box.y + 5);
      await expect(image).toHaveAttribute('style', /translate\([1-9]\d*(\.\d+)?px, [1-9]\d*(\.\d+)?px\)/);
      await page.mouse.move(box.x + box.width - 5, box.y + box.height - 5);
      await expect(image).toHaveAttribute('style', /translate\(-\d+(\.\d+)?px, -\d+(\.\d+)?px\)/);
    });

    await test.step('Escape closes it and focus goes back to the picture', async () => {
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog')).toHaveCount(0);
      await expect(picture).toBeFocused();
    });

    await test.step('Enter opens it again, and Close leaves it', async () => {
      await page.keyboard.press('Enter');
      await expect(page.getByRole('dialog', { name: 'Linen Wrap Midi Dress' })).toBeVisible();
      await page.getByRole('button', { name: 'Zoom in', exact: true }).click();
      await expect(page.getByRole('group', { name: /zoomed 250%/ })).toBeVisible();
      await page.getByRole('button', { name: 'Close zoom' }).click();
      await expect(page.getByRole('dialog')).toHaveCount(0);
      await expect(picture).toBeFocused();
    });
  });

  test('the zoom keeps its title and Close on an opaque bar, the page not showing through', async ({ page }) => {
    await page.goto('/product/linen-wrap-midi-dress');
    await page.getByRole('button', { name: 'Zoom in on Linen Wrap Midi Dress' }).click();
    const dialog = page.getByRole('dialog', { name: 'Linen Wrap Midi Dress' });
    const title = dialog.getByRole('heading', { name: 'Linen Wrap Midi Dress' });
    const close = dialog.getByRole('button', { name: 'Close zoom' });
    await expect(title).toBeVisible();
    // "rgba(0, 0, 0, 0.85)" or "oklch(… / 0.85)": an alpha below 1 lets the page behind show through.
    const background = await dialog.locator('header').evaluate((bar) => getComputedStyle(bar).backgroundColor);
    const alpha = /rgba\([^)]*,\s*([\d.]+)\)|\/\s*([\d.]+)\s*\)/.exec(background);
    expect(alpha ? Number(alpha[1] ?? alpha[2]) : 1, `header background ${background}`).toBe(1);
    // At the closest zoom the picture still stays below the bar.
    for (let i = 0; i < 4; i += 1) await dialog.getByRole('button', { name: 'Zoom in', exact: true }).click();
    await expect(dialog.getByRole('group', { name: /zoomed 400%/ })).toBeVisible();
    for (const control of [title, close]) {
      const onTop = await control.evaluate((el) => {
        const box = el.getBoundingClientRect();
        return el.contains(document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2));
      });
      expect(onTop).toBe(true);
    }
  });

  test('pinching the zoomed picture on a touch screen magnifies it', async ({ browser }) => {
    const context = await browser.newContext({ hasTouch: true, viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await page.goto('/product/linen-wrap-midi-dress');
    await page.locator('html[data-ready]').waitFor({ state: 'attached' });
    await page.getByRole('button', { name: 'Zoom in on Linen Wrap Midi Dress' }).tap();
    // Found by what it is, not by its name: the name says the zoom level, which the pinch changes.
    const area = page.locator('[aria-roledescription="zoomed image"]');
    await expect(area).toHaveAccessibleName(/zoomed 200%/);
    await expect(area).toHaveCSS('touch-action', 'none');
    const box = await area.boundingBox();
    if (!box) throw new Error('the zoomed picture is not shown');
    const [cx, cy] = [box.x + box.width / 2, box.y + box.height / 2];
    // Two fingers down near the centre, then moved apart: a pinch, as the browser reports it.
    await area.dispatchEvent('pointerdown', {
      pointerId: 11,
      pointerType: 'touch',
      isPrimary: true,
      clientX: cx - 20,
      clientY: cy,
    });
    await area.dispatchEvent('pointerdown', { pointerId: 12, pointerType: 'touch', clientX: cx + 20, clientY: cy });
    await area.dispatchEvent('pointermove', { pointerId: 12, pointerType: 'touch', clientX: cx + 40, clientY: cy });
    await area.dispatchEvent('pointermove', { pointerId: 11, pointerType: 'touch', clientX: cx - 40, clientY: cy });
    await area.dispatchEvent('pointerup', { pointerId: 11, pointerType: 'touch', clientX: cx - 40, clientY: cy });
    await area.dispatchEvent('pointerup', { pointerId: 12, pointerType: 'touch', clientX: cx + 40, clientY: cy });
    await expect(area).toHaveAccessibleName(/zoomed 400%/);
    await context.close();
  });

  test("a long-sleeve product's picture is the long-sleeve drawing", async ({ page, request }) => {
    await page.goto('/product/long-sleeve-polo');
    const src = await page
      .getByRole('button', { name: 'Zoom in on Long Sleeve Polo' })
      .locator('img')
      .getAttribute('src');
    const art = await (await request.get(src as string)).text();
    expect(art).toContain('<g id="sleeves-long">');
    expect(art).not.toContain('sleeves-short');
    expect(art).toContain('<g id="neck-collar">');

    await page.goto('/product/pique-cotton-polo');
    const shortSrc = await page
      .getByRole('button', { name: 'Zoom in on Pique Cotton Polo' })
      .locator('img')
      .getAttribute('src');
    expect(await (await request.get(shortSrc as string)).text()).toContain('<g id="sleeves-short">');
  });

  test('design wizard step 1 shows a drawing for each garment, not emoji', async ({ page }) => {
    await page.goto('/design-apparel');
    for (const name of ['Premium T-Shirt', 'Cozy Hoodie', 'Snapback Cap', 'Athletic Tank']) {
      const choice = page.getByRole('button', { name: new RegExp(`^${name}`) });
      await expect(choice.locator('svg path').first()).toBeVisible();
      const box = await choice.locator('svg').boundingBox();
      expect(box?.width ?? 0).toBeGreaterThan(40);
      expect(await choice.textContent()).not.toMatch(/\p{Extended_Pictographic}/u);
    }
  });
});
