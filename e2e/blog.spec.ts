// Shopper stories for the home page's blog: search, sort, likes, and the links to each post's page.
import type { Page } from '@playwright/test';
import { blogPosts, sortBlogPosts } from '../src/shared/blog-posts';
import { test, expect, expectNoSeriousA11yViolations } from './fixtures';

async function blog(page: Page) {
  await page.goto('/');
  await page.locator('[data-home-section="blog"]').scrollIntoViewIfNeeded();
  const section = page.getByRole('region', { name: 'Fashion Blog' });
  await expect(section).toBeVisible();
  return section;
}

const cardTitles = (page: Page) => page.getByRole('list', { name: 'Blog posts' }).getByRole('heading', { level: 3 });

test('a shopper searches and sorts the blog', async ({ page }) => {
  const section = await blog(page);

  await test.step('posts show newest first, most liked first under Popular', async () => {
    await expect(cardTitles(page)).toHaveText(sortBlogPosts(blogPosts(), 'latest').map((p) => p.title));
    await section.getByRole('button', { name: 'Popular' }).click();
    await expect(cardTitles(page)).toHaveText(sortBlogPosts(blogPosts(), 'popular').map((p) => p.title));
  });

  await test.step('search finds a post by a word in its content', async () => {
    await section.getByLabel('Search posts').fill('CAPSULE');
    await expect(cardTitles(page)).toHaveText(['Building a Capsule Wardrobe That Works for You']);
  });

  await test.step('a search with no match says so', async () => {
    await section.getByLabel('Search posts').fill('zebra tuxedo');
    await expect(section.getByText('No posts found')).toBeVisible();
    await expect(section.getByText('Try adjusting your search terms or browse all posts')).toBeVisible();
  });
});

test('a shopper opens a post from the home page and likes it', async ({ page }) => {
  const section = await blog(page);
  const post = sortBlogPosts(blogPosts(), 'latest')[0]!;

  await test.step('Like adds one, a second click takes it back', async () => {
    const like = section.getByRole('button', { name: `Like ${post.title}` });
    await expect(like).toHaveText(String(post.likes));
    await like.click();
    await expect(like).toHaveAttribute('aria-pressed', 'true');
    await expect(like).toHaveText(String(post.likes + 1));
    await like.click();
    await expect(like).toHaveText(String(post.likes));
  });

  await test.step('Read More opens the post on its own page', async () => {
    await section.getByRole('link', { name: `Read More about ${post.title}` }).click();
    await expect(page).toHaveURL(new RegExp(`/blog/${post.slug}$`));
    await expect(page.getByRole('heading', { level: 1, name: post.title })).toBeVisible();
    await expect(page.getByText(post.content.split('\n\n')[2]!)).toBeVisible();
  });

  await test.step('the blog link on the home page leads to every post', async () => {
    await page.goBack();
    const home = await blog(page);
    await home.getByRole('link', { name: 'See all posts on the blog' }).click();
    await expect(page).toHaveURL(/\/blog$/);
    await expect(page.getByRole('list', { name: 'Blog posts' }).getByRole('heading', { level: 2 })).toHaveCount(
      blogPosts().length,
    );
  });
});

test('a shopper follows an old link to the spring post and reads it at its address, named for the coming spring', async ({
  page,
}) => {
  const post = blogPosts().find((p) => p.formerSlugs.includes('spring-2025-fashion-trends'))!;
  const errors: string[] = [];
  page.on('console', (message) => void (message.type() === 'error' && errors.push(message.text())));
  await page.goto('/blog/spring-2025-fashion-trends');
  await expect(page).toHaveURL(/\/blog\/spring-fashion-trends$/);
  await expect(page.getByRole('heading', { level: 1, name: post.title })).toBeVisible();
  expect(post.title).toMatch(/^Spring 20\d\d Fashion Trends/);
  await expect(page.getByRole('article').getByText(post.date, { exact: true })).toBeVisible();
  // The server's page and the browser's agree: nothing is drawn again over a mismatch.
  expect(errors.filter((e) => /hydrat/i.test(e))).toEqual([]);
});

test('the home page sections pass the accessibility check', async ({ page }) => {
  await blog(page);
  await page.locator('[data-home-section="newsletter"]').scrollIntoViewIfNeeded();
  await page.locator('[data-home-section="gift-cards"]').scrollIntoViewIfNeeded();
  await expect(page.getByRole('region', { name: 'Give the Gift of Style' })).toBeVisible();
  await expect(page.getByRole('region', { name: /Newsletter/ })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});
