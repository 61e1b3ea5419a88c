import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { blogPosts } from '../../../shared/blog-posts';
import { BlogArticle } from './BlogArticle';

const post = blogPosts()[1]!;

describe('BlogArticle', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('shows the whole post under its title, with its byline and tags', () => {
    render(<BlogArticle slug={post.slug} />);
    const article = screen.getByRole('article', { name: post.title });
    expect(within(article).getByRole('heading', { level: 1 })).toHaveTextContent(post.title);
    for (const paragraph of post.content.split('\n\n'))
      expect(within(article).getByText(paragraph)).toBeInTheDocument();
    expect(article).toHaveTextContent(post.author);
    expect(within(article).getByText(post.date)).toHaveAttribute(
      'datetime',
      expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    );
    expect(within(within(article).getByRole('list', { name: 'Tags' })).getAllByRole('listitem')).toHaveLength(
      post.tags.length,
    );
  });

  it('links back to the blog and to the other posts, never to itself', () => {
    render(<BlogArticle slug={post.slug} />);
    expect(screen.getByRole('link', { name: 'All posts' })).toHaveAttribute('href', '/blog');
    const more = screen.getByRole('region', { name: 'More from the blog' });
    const hrefs = within(more)
      .getAllByRole('link')
      .map((a) => a.getAttribute('href'));
    expect(hrefs).toHaveLength(3);
    expect(hrefs).not.toContain(`/blog/${post.slug}`);
  });

  it("Share copies the post's own address wherever it is shared from", async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    vi.stubGlobal('navigator', { ...navigator, share: undefined, clipboard: { writeText } });
    render(<BlogArticle slug={post.slug} />);
    fireEvent.click(screen.getByRole('button', { name: 'Share' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/blog/${post.slug}`));
  });

  it('says so for a post the blog does not have', () => {
    render(<BlogArticle slug="no-such-post" />);
    expect(screen.getByRole('heading', { level: 1, name: 'Post Not Found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See all posts' })).toHaveAttribute('href', '/blog');
  });
});
