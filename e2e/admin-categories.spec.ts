// The owner adds a subcategory under Women and puts a product in it; a shopper finds it in the
// Women menu and on its page. Renaming its handle keeps the old address working (301).
import { test, expect, markSplashSeen, signInAsOwner, waitForLivePages } from './fixtures';

test('a subcategory the owner adds shows in the menu with its products, and its old address follows a rename', async ({
  browser,
  page,
}) => {
  test.setTimeout(90_000);
  const baseURL = test.info().project.use.baseURL;
  const suffix = Date.now().toString(36);
  const name = `Capes ${suffix}`;
  const handle = `capes-${suffix}`;
  const product = `Storm Cape ${suffix}`;
  const owner = waitForLivePages(page);
  await signInAsOwner(owner);

  await test.step('the owner adds the subcategory under Women', async () => {
    await owner.goto('/admin/categories');
    const form = owner.getByRole('form', { name: 'Add category' });
    await form.getByLabel('Under').selectOption({ label: 'Women' });
    await form.getByLabel('Name').fill(name);
    await form.getByLabel('Handle').fill(handle);
    await form.getByRole('button', { name: 'Add category' }).click();
    await expect(owner.getByRole('checkbox', { name: `Published: ${name}` })).toBeChecked();
  });

  await test.step('and puts a product in it', async () => {
    await owner.goto('/admin/products/new');
    await owner.getByLabel('Handle').fill(`storm-cape-${suffix}`);
    await owner.getByLabel('Name', { exact: true }).fill(product);
    await owner.getByLabel('Subcategory').fill(handle);
    await owner.getByLabel('Variant 1 price').fill('80.00');
    await owner.getByLabel('Variant 1 stock').fill('5');
    await owner.getByRole('button', { name: 'Create product' }).click();
    await expect(owner.getByText('Product saved')).toBeVisible();
  });

  const shopper = await browser.newContext({ baseURL });
  await markSplashSeen(shopper);
  const shop = waitForLivePages(await shopper.newPage());

  await test.step('a shopper finds it in the Women menu and on its page', async () => {
    await shop.goto('/');
    await shop.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Women' }).click();
    await shop.getByRole('link', { name, exact: true }).click();
    await expect(shop).toHaveURL(new RegExp(`/women\\?category=${handle}$`));
    await expect(shop.getByRole('main').getByRole('heading', { name: product })).toBeVisible();
  });

  await test.step('renaming its handle sends the old address to the new one for good', async () => {
    await owner.goto('/admin/categories');
    await owner.getByRole('button', { name: `Edit ${name}` }).click();
    const form = owner.getByRole('form', { name: `Edit ${name}` });
    await form.getByLabel('Handle').fill(`cloaks-${suffix}`);
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(owner.getByText(`cloaks-${suffix}`, { exact: true })).toBeVisible();
    const moved = await shopper.request.get(`/women?category=${handle}`, { maxRedirects: 0 });
    expect(moved.status()).toBe(301);
    expect(moved.headers().location).toBe(`/women?category=cloaks-${suffix}`);
    await shop.goto(`/women?category=${handle}`);
    await expect(shop).toHaveURL(new RegExp(`/women\\?category=cloaks-${suffix}$`));
    await expect(shop.getByRole('main').getByRole('heading', { name: product })).toBeVisible();
  });
  await shopper.close();
});
