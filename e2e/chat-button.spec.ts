// The floating chat button on a phone: scrolled to the bottom of a page, where the footer's
// links are (the store's footer, or the checkout's), it covers no text, link or button the
// shopper needs to read or tap.
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { cartLineWhere, seedCart } from './support/store';

/**
 * Scrolls to the bottom and names what lies under the chat button: the element found at its
 * centre and around it when that is not the button, and every piece of text or control whose
 * box meets the button's.
 */
function coveredAtTheBottom() {
  window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' });
  const button = document.querySelector<HTMLElement>('button[aria-label="Open live chat"]');
  if (!button) return ['no chat button'];
  const launcher = button.parentElement!;
  const box = button.getBoundingClientRect();
  const meets = (rect: DOMRect) =>
    rect.width > 0 &&
    rect.height > 0 &&
    rect.left < box.right &&
    rect.right > box.left &&
    rect.top < box.bottom &&
    rect.bottom > box.top;
  const name = (element: Element) =>
    `<${element.tagName.toLowerCase()}> "${(element.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 40)}"`;
  const covered: string[] = [];
  // The centre, and four points inside the round button's edge.
  const { width, height } = box;
  const [x, y] = [box.left + width / 2, box.top + height / 2];
  for (const [dx, dy] of [
    [0, 0],
    [-0.35, -0.35],
    [0.35, -0.35],
    [-0.35, 0.35],
    [0.35, 0.35],
  ] as const) {
    const found = document.elementFromPoint(x + dx * width, y + dy * height);
    if (!found || !button.contains(found))
      covered.push(`at the button's point (${dx}, ${dy}): ${found ? name(found) : 'nothing'}`);
  }
  for (const control of document.querySelectorAll('a[href], button, input, select, textarea, [role="button"]')) {
    if (!launcher.contains(control) && meets(control.getBoundingClientRect())) covered.push(`control ${name(control)}`);
  }
  const texts = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT, {
    acceptNode: (node) =>
      node.textContent?.trim() && !launcher.contains(node) ? NodeFilter.FILTER_ACCEPT : NodeFilter.FILTER_REJECT,
  });
  const range = document.createRange();
  for (let node = texts.nextNode(); node; node = texts.nextNode()) {
    range.selectNodeContents(node);
    if ([...range.getClientRects()].some(meets)) covered.push(`text "${node.textContent!.trim().slice(0, 40)}"`);
  }
  return covered;
}

async function expectNothingUnderTheChatButton(page: Page, path: string) {
  await page.goto(path);
  // Scrolling is the shopper's first use of the page, which brings the button.
  await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
  await expect(page.getByRole('button', { name: 'Open live chat' })).toBeVisible();
  // Pictures arriving above may still move the bottom: measure until the page has settled.
  await expect
    .poll(() => page.evaluate(coveredAtTheBottom), { message: `what the chat button covers at the bottom of ${path}` })
    .toEqual([]);
}

test.describe('the chat button on a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('covers nothing at the bottom of the home page, a product page, the shop and the checkout', async ({
    page,
    request,
  }) => {
    const line = await cartLineWhere(request);
    // The checkout, with its footer of its own, needs a line in the cart.
    await seedCart(page, [line]);
    for (const path of ['/', `/product/${line.handle}`, '/shop', '/checkout']) {
      await test.step(path, () => expectNothingUnderTheChatButton(page, path));
    }
  });
});
