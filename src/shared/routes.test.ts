import { describe, expect, it } from 'vitest';
import { BLOG_POSTS } from './blog-posts';
import { pageFor } from './routes';

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
