import { describe, expect, it } from 'vitest';
import { blogPosts } from './blog-posts';
import { PAGE_NAMES, pageIs } from './pages';
import { LISTED_PATHS, movedAddress, pageFor } from './routes';

describe('pageFor', () => {
  it('shows the information pages and the blog', () => {
    expect(['/faq', '/shipping', '/privacy', '/terms', '/blog', '/blog/'].map(pageFor)).toEqual([
      'Faq',
      'Shipping',
      'Privacy',
      'Terms',
      'Blog',
      'Blog',
    ]);
  });

  it('shows a post at its slug, and not found for a slug the blog does not have', () => {
    for (const post of blogPosts()) expect(pageFor(`/blog/${post.slug}`)).toBe('BlogPost');
    expect(pageFor('/blog/no-such-post')).toBe('NotFound');
    expect(pageFor(`/blog/${blogPosts()[0]!.slug}/more`)).toBe('NotFound');
  });

  it('gives every post its own slug', () => {
    const slugs = blogPosts().map((p) => p.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const slug of slugs) expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });
});

describe('movedAddress', () => {
  it("moves a post's and a collection's former slug to its own, keeping the query", () => {
    expect(movedAddress('/blog/spring-2025-fashion-trends', '')).toBe('/blog/spring-fashion-trends');
    expect(movedAddress('/blog/spring-2025-fashion-trends/', 'utm_source=mail')).toBe(
      '/blog/spring-fashion-trends?utm_source=mail',
    );
    expect(movedAddress('/collections', 'collection=summer-25&sort=newest')).toBe(
      '/collections?collection=summer&sort=newest',
    );
  });

  it('leaves every other address where it is', () => {
    for (const [path, search] of [
      ['/blog/spring-fashion-trends', ''],
      ['/blog/no-such-post', ''],
      ['/collections', 'collection=summer'],
      ['/collections', ''],
      ['/shop', 'collection=summer-25'],
    ]) {
      expect(movedAddress(path!, search!), `${path}?${search}`).toBeUndefined();
    }
  });
});

describe('the page registry', () => {
  it("answers each page's other and old addresses with the page, and screens below a nested page with it", () => {
    expect(['/staff/invitation', '/staff/reset', '/auth/login'].map(pageFor)).toEqual(['Login', 'Login', 'Login']);
    expect(pageFor('/track-order')).toBe('Track');
    expect(['/account', '/account/orders/7', '/admin/orders'].map(pageFor)).toEqual(['Account', 'Account', 'Admin']);
    expect(['/product/linen-dress', '/product/', '/checkout/pay/abc', '/checkout/pay'].map(pageFor)).toEqual([
      'Product',
      'NotFound',
      'CheckoutPay',
      'NotFound',
    ]);
    expect(['/shop/', '/nowhere', '/cart/extra'].map(pageFor)).toEqual(['Shop', 'NotFound', 'NotFound']);
    expect(['/returns/new', '/returns/R-7F3K9Q', '/returns/', '/returns'].map(pageFor)).toEqual([
      'ReturnStart',
      'ReturnStatus',
      'NotFound',
      'NotFound',
    ]);
  });

  it('lists in the sitemap only the pages a search engine may show, each at its own address', () => {
    expect(LISTED_PATHS).toContain('/gift-cards');
    for (const path of [
      '/cart',
      '/checkout',
      '/account',
      '/auth/login',
      '/staff/reset',
      '/admin',
      '/wishlist',
      '/track-order',
      '/gift-cards/balance',
      '/returns/new',
    ]) {
      expect(LISTED_PATHS).not.toContain(path);
    }
    for (const path of LISTED_PATHS) expect(pageIs(pageFor(path), 'noindex')).toBe(false);
  });

  it('names the pages the browser draws itself, from its own storage or session', () => {
    expect(PAGE_NAMES).toContain('NotFound');
    expect(PAGE_NAMES.filter((page) => pageIs(page, 'browserOnly'))).toEqual([
      'DesignApparel',
      'ReturnStart',
      'ReturnStatus',
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
