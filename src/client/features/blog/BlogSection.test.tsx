import { fireEvent, render, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { blogPosts, sortBlogPosts } from '../../../shared/blog-posts';
import BlogSection from './BlogSection';
import { BLOG_LIKES_STORAGE_KEY } from './likes';

const titles = () =>
  within(screen.getByRole('list', { name: 'Blog posts' }))
    .getAllByRole('heading', { level: 3 })
    .map((h) => h.textContent);

describe('BlogSection', () => {
  beforeEach(() => window.localStorage.removeItem(BLOG_LIKES_STORAGE_KEY));

  it('lists every post newest first, and by likes under Popular', () => {
    render(<BlogSection />);
    expect(titles()).toEqual(sortBlogPosts(blogPosts(), 'latest').map((p) => p.title));
    fireEvent.click(screen.getByRole('button', { name: 'Popular' }));
    expect(screen.getByRole('button', { name: 'Popular' })).toHaveAttribute('aria-pressed', 'true');
    const popular = blogPosts()
      .sort((a, b) => b.likes - a.likes)
      .map((p) => p.title);
    expect(titles()).toEqual(popular);
  }, 15_000);

  it('searches title, excerpt, content and tags, ignoring case', () => {
    render(<BlogSection />);
    const search = screen.getByLabelText('Search posts');
    fireEvent.change(search, { target: { value: 'SMART CASUAL' } });
    expect(titles()).toEqual(['The Modern Man’s Guide to Smart Casual']);
    fireEvent.change(search, { target: { value: 'parenting' } });
    expect(titles()).toEqual(['Dressing Kids for Comfort, Play and Growth Spurts']);
    fireEvent.change(search, { target: { value: 'reinforced knees' } });
    expect(titles()).toEqual(['Dressing Kids for Comfort, Play and Growth Spurts']);
    fireEvent.change(search, { target: { value: 'zebra tuxedo' } });
    expect(screen.getByText('No posts found')).toBeInTheDocument();
    expect(screen.getByText('Try adjusting your search terms or browse all posts')).toBeInTheDocument();
  });

  it('links each card title and Read More to the post page', () => {
    render(<BlogSection />);
    for (const post of blogPosts()) {
      expect(screen.getByRole('link', { name: post.title })).toHaveAttribute('href', `/blog/${post.slug}`);
      expect(screen.getByRole('link', { name: `Read More about ${post.title}` })).toHaveAttribute(
        'href',
        `/blog/${post.slug}`,
      );
    }
    expect(screen.getByRole('link', { name: 'See all posts on the blog' })).toHaveAttribute('href', '/blog');
  });

  it('is the page itself at /blog: its title the h1, the posts h2', () => {
    render(<BlogSection asPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Fashion Blog' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(
      sortBlogPosts(blogPosts(), 'latest').map((p) => p.title),
    );
    expect(screen.queryByRole('link', { name: 'See all posts on the blog' })).not.toBeInTheDocument();
  });

  it('shows two tags per card', () => {
    render(<BlogSection />);
    for (const list of screen.getAllByRole('list', { name: 'Tags' }))
      expect(within(list).getAllByRole('listitem')).toHaveLength(2);
  });

  it('Like adds one and a second click takes it back', () => {
    const post = blogPosts()[0]!;
    render(<BlogSection />);
    const like = screen.getByRole('button', { name: `Like ${post.title}` });
    expect(like).toHaveAttribute('aria-pressed', 'false');
    expect(like).toHaveTextContent(String(post.likes));
    fireEvent.click(like);
    expect(like).toHaveAttribute('aria-pressed', 'true');
    expect(like).toHaveTextContent(String(post.likes + 1));
    fireEvent.click(like);
    expect(like).toHaveTextContent(String(post.likes));
  });
});
