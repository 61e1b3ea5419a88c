import { describe, expect, it } from 'vitest';
import { blogPostByFormerSlug, blogPostBySlug, blogPosts, sortBlogPosts } from './blog-posts';

const day = (iso: string) => new Date(iso);
const spring = (today: Date) => blogPostBySlug('spring-fashion-trends', today)!;

describe('the blog, read on a given day', () => {
  it('names the coming spring in the spring post: this year’s until June, then next year’s', () => {
    const post = spring(day('2026-11-30T12:00:00Z'));
    expect(post.title).toBe('Spring 2027 Fashion Trends You Can Wear Every Day');
    expect(post.content).toContain('The strongest trends of 2027 are relaxed');
    expect(post.content).not.toContain('{year}');
    expect(spring(day('2027-05-31T23:59:59Z')).title).toBe('Spring 2027 Fashion Trends You Can Wear Every Day');
    expect(spring(day('2027-06-01T00:00:00Z')).title).toBe('Spring 2028 Fashion Trends You Can Wear Every Day');
    // June 1 in UTC while it is still May 31 in Los Angeles.
    expect(spring(day('2027-05-31T20:00:00-07:00')).title).toBe('Spring 2028 Fashion Trends You Can Wear Every Day');
  });

  it('dates every post some days before the day it is read, newest a few days ago, oldest about two months', () => {
    const posts = blogPosts(day('2026-11-30T23:30:00Z'));
    expect(posts.map((p) => [p.slug, p.date])).toEqual([
      ['spring-fashion-trends', 'November 27, 2026'],
      ['mens-guide-to-smart-casual', 'November 8, 2026'],
      ['building-a-capsule-wardrobe', 'November 14, 2026'],
      ['dressing-kids-for-comfort-and-play', 'October 3, 2026'],
    ]);
    expect(blogPosts(day('2027-01-02T00:00:00Z'))[0]!.date).toBe('December 30, 2026');
  });

  it('sorts Latest by those dates, newest first', () => {
    const latest = sortBlogPosts(blogPosts(day('2026-11-30T12:00:00Z')), 'latest').map((p) => p.slug);
    expect(latest).toEqual([
      'spring-fashion-trends',
      'building-a-capsule-wardrobe',
      'mens-guide-to-smart-casual',
      'dressing-kids-for-comfort-and-play',
    ]);
  });

  it('finds a post by its former slug, and only by its own slug as its address', () => {
    expect(blogPostBySlug('spring-2025-fashion-trends')).toBeUndefined();
    expect(blogPostByFormerSlug('spring-2025-fashion-trends')?.slug).toBe('spring-fashion-trends');
    expect(blogPostByFormerSlug('spring-fashion-trends')).toBeUndefined();
  });
});
