import { describe, expect, it } from 'vitest';
import { BLOG_POSTS } from './blog-posts';
import { PAGE_NAMES, pageIs } from './pages';
import { LISTED_PATHS, pageFor } from './routes';

describe('pageFor', () => {
  it('shows the information pages and the blog', () => {
    expect(['/faq', '/shipping', '/privacy', '/terms', '/blog', '/blog/'].map(pageFor)).toEqual(['Faq', 'Shipping', 'Privacy', 'Terms', 'Blog', 'Blog']);
  });

  it("shows a post at its slug, and not found for a slug the blog does not have", () => {
    for (const post of BLOG_POSTS) expect(pageFor(`/blog/${post.slug}`)).toBe('BlogPost');
    expect(pageFor('/blog/no-such-post')).toBe('NotFound');
    expect(pageFor(`/blog/${BLOG_POSTS[0]!.slug}/more`)).toBe('NotFound');
  });

  it('gives every post its own slug', () => {
    const slugs = BLOG_POSTS.map((p) => p.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const slug of slugs) expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });
});

describe('the page registry', () => {
  it("answers each page's other and old addresses with the page, and screens below a nested page with it", () => {
    expect(['/staff/invitation', '/staff/reset', '/auth/login'].map(pageFor)).toEqual(['Login', 'Login', 'Login']);
    expect(pageFor('/track-order')).toBe('Track');
    expect(['/account', '/account/orders/7', '/admin/orders'].map(pageFor)).toEqual(['Account', 'Account', 'Admin']);
    expect(['/product/linen-dress', '/product/', '/checkout/pay/abc', '/checkout/pay'].map(pageFor)).toEqual(['Product', 'NotFound', 'CheckoutPay', 'NotFound']);
    expect(['/shop/', '/nowhere', '/cart/extra'].map(pageFor)).toEqual(['Shop', 'NotFound', 'NotFound']);
  });

  it('lists in the sitemap only the pages a search engine may show, each at its own address', () => {
    expect(LISTED_PATHS).toContain('/gift-cards');
    for (const path of ['/cart', '/checkout', '/account', '/auth/login', '/staff/reset', '/admin', '/wishlist', '/track-order', '/gift-cards/balance']) {
      expect(LISTED_PATHS).not.toContain(path);
    }
    for (const path of LISTED_PATHS) expect(pageIs(pageFor(path), 'noindex')).toBe(false);
  });

  it('names the pages the browser draws itself, from its own storage or session', () => {
    expect(PAGE_NAMES).toContain('NotFound');
    expect(PAGE_NAMES.filter((page) => pageIs(page, 'browserOnly'))).toEqual([
      'DesignApparel',
      'Checkout',
      'CheckoutPay',
      'CheckoutSuccess',
      'Track',
      'GiftCardBalance',
      'Wishlist',
      'Login',
      'Admin',
    ]);
  });
});
