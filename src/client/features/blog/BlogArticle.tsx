// A post's own page (/blog/<slug>): the full article with its byline, cover and tags, Like
// and Share, then the blog's other posts. Rendered by the server like any page, so the
// article reads before any script has run.
import { ArrowLeft, Calendar, Clock, Share2, User } from 'lucide-react';
import { Link } from 'wouter';
import { blogPostPath, sortBlogPosts, type BlogPost } from '../../../shared/blog-posts';
import { Badge } from '../../components/ui/badge';
import { Button, buttonClasses } from '../../components/ui/button';
import { BlogArt } from './BlogArt';
import { CATEGORY_TONES } from './BlogCard';
import { LikeButton } from './LikeButton';
import { useBlogPosts } from './likes';
import { sharePost } from './share';

const MORE_POSTS = 3;

/** "March 18, 2026" as 2026-03-18: parsed and read back in local time, so any time zone agrees. */
function isoDay(date: string): string | undefined {
  const day = new Date(Date.parse(date));
  if (Number.isNaN(day.getTime())) return undefined;
  return `${day.getFullYear()}-${String(day.getMonth() + 1).padStart(2, '0')}-${String(day.getDate()).padStart(2, '0')}`;
}

function MorePosts({ current, posts }: { current: BlogPost; posts: readonly BlogPost[] }) {
  const others = sortBlogPosts(
    posts.filter((p) => p.id !== current.id),
    'latest',
  ).slice(0, MORE_POSTS);
  if (!others.length) return null;
  return (
    <section aria-labelledby="more-posts-title" className="mt-14 border-t border-gray-200 pt-10">
      <h2 id="more-posts-title" className="font-display text-2xl font-bold text-gray-900">
        More from the blog
      </h2>
      <ul className="mt-6 grid gap-6 sm:grid-cols-3">
        {others.map((post) => (
          <li key={post.id}>
            <Link
              href={blogPostPath(post)}
              className="group block rounded-xl focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-brand-700"
            >
              <BlogArt post={post} className="aspect-[16/10] w-full rounded-xl" />
              <span className="mt-3 block font-semibold text-gray-900 group-hover:text-brand-700">{post.title}</span>
              <span className="mt-1 block text-sm text-gray-600">{post.readTime}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function BlogArticle({ slug }: { slug: string }) {
  const posts = useBlogPosts();
  const post = posts.find((p) => p.slug === slug);
  if (!post) return <PostNotFound />;
  return (
    <div className="mx-auto max-w-3xl px-4 py-10">
      <Link
        href="/blog"
        className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:text-brand-800"
      >
        <ArrowLeft aria-hidden="true" className="h-4 w-4" />
        All posts
      </Link>
      <article aria-labelledby="post-title" className="mt-6">
        <header className="space-y-4">
          <Badge tone={CATEGORY_TONES[post.category]} className="capitalize">
            {post.category}
          </Badge>
          <h1 id="post-title" className="font-display text-3xl font-bold text-gray-900 sm:text-4xl">
            {post.title}
          </h1>
          <p className="text-lg text-gray-700">{post.excerpt}</p>
          <p className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-gray-600">
            <span className="inline-flex items-center gap-1">
              <User aria-hidden="true" className="h-4 w-4" />
              {post.author}
            </span>
            <span className="inline-flex items-center gap-1">
              <Calendar aria-hidden="true" className="h-4 w-4" />
              <time dateTime={isoDay(post.date)}>{post.date}</time>
            </span>
            <span className="inline-flex items-center gap-1">
              <Clock aria-hidden="true" className="h-4 w-4" />
              {post.readTime}
            </span>
          </p>
        </header>
        <BlogArt post={post} className="mt-8 aspect-[16/7] w-full rounded-2xl" />
        <div className="mt-8 space-y-5 text-lg leading-relaxed text-gray-800">
          {post.content.split('\n\n').map((paragraph) => (
            <p key={paragraph.slice(0, 40)}>{paragraph}</p>
          ))}
        </div>
        <ul aria-label="Tags" className="mt-8 flex flex-wrap gap-2">
          {post.tags.map((tag) => (
            <li key={tag}>
              <Badge tone="gray">#{tag}</Badge>
            </li>
          ))}
        </ul>
        <div className="mt-6 flex items-center gap-2 border-t border-gray-100 pt-4">
          <LikeButton post={post} />
          <Button variant="ghost" size="sm" onClick={() => void sharePost(post)}>
            <Share2 aria-hidden="true" className="h-4 w-4" />
            Share
          </Button>
        </div>
      </article>
      <MorePosts current={post} posts={posts} />
    </div>
  );
}

function PostNotFound() {
  return (
    <section className="mx-auto flex max-w-2xl flex-col items-center px-4 py-24 text-center">
      <h1 className="font-display text-3xl font-bold text-gray-900 sm:text-4xl">Post Not Found</h1>
      <p className="mt-3 text-gray-600">
        Sorry, the blog has no post at this address. It may have moved or been taken down.
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link href="/blog" className={buttonClasses('primary', 'lg')}>
          See all posts
        </Link>
        <Link href="/" className={buttonClasses('outline', 'lg')}>
          Back to Home
        </Link>
      </div>
    </section>
  );
}
