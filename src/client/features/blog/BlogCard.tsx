// A post's card: its cover, byline, excerpt and tags, with its title and Read More linking
// to the post's own page (real links, so they work before any script and open in a new tab).
import { Calendar, Clock, Share2, User } from 'lucide-react';
import { Link } from 'wouter';
import { PAGE_SIZES } from '../../../shared/store';
import { blogPostPath, type BlogPost } from '../../../shared/blog-posts';
import { Badge } from '../../components/ui/badge';
import { Button, buttonClasses } from '../../components/ui/button';
import { BlogArt } from './BlogArt';
import { LikeButton } from './LikeButton';
import { sharePost } from './share';

export const CATEGORY_TONES = { fashion: 'purple', men: 'blue', women: 'pink', kids: 'green' } as const;

export function BlogCard({ post, headingLevel = 3 }: { post: BlogPost; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const href = blogPostPath(post);
  return (
    <article
      aria-labelledby={`post-${post.id}-title`}
      className="flex w-full flex-col overflow-hidden rounded-2xl border border-gray-200 bg-white shadow-sm transition-shadow hover:shadow-md"
    >
      <div className="relative">
        <BlogArt post={post} className="aspect-[16/10] w-full" />
        <Badge tone={CATEGORY_TONES[post.category]} className="absolute left-3 top-3 capitalize">
          {post.category}
        </Badge>
      </div>
      <div className="flex flex-1 flex-col p-5">
        <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-gray-600">
          <span className="inline-flex items-center gap-1">
            <User aria-hidden="true" className="h-3.5 w-3.5" />
            {post.author}
          </span>
          <span className="inline-flex items-center gap-1">
            <Calendar aria-hidden="true" className="h-3.5 w-3.5" />
            {post.date}
          </span>
          <span className="inline-flex items-center gap-1">
            <Clock aria-hidden="true" className="h-3.5 w-3.5" />
            {post.readTime}
          </span>
        </p>
        <Heading id={`post-${post.id}-title`} className="mt-2 font-display text-xl font-bold text-gray-900">
          <Link
            href={href}
            className="hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
          >
            {post.title}
          </Link>
        </Heading>
        <p className="mt-2 flex-1 text-sm text-gray-600">{post.excerpt}</p>
        <ul aria-label="Tags" className="mt-3 flex flex-wrap gap-2">
          {post.tags.slice(0, PAGE_SIZES.blogCardTags).map((tag) => (
            <li key={tag}>
              <Badge tone="gray">#{tag}</Badge>
            </li>
          ))}
        </ul>
        <div className="mt-4 flex items-center justify-between gap-2 border-t border-gray-100 pt-4">
          <div className="flex items-center gap-1">
            <LikeButton post={post} />
            <Button variant="ghost" size="sm" onClick={() => void sharePost(post)} aria-label={`Share ${post.title}`}>
              <Share2 aria-hidden="true" className="h-4 w-4" />
            </Button>
          </div>
          {/* The title in the link's text (not only its label), so the link says where it goes. */}
          <Link href={href} className={buttonClasses('outline', 'sm')}>
            Read More<span className="sr-only"> about {post.title}</span>
          </Link>
        </div>
      </div>
    </article>
  );
}
