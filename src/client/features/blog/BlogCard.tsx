import { Calendar, Clock, Share2, User } from 'lucide-react';
import { PAGE_SIZES } from '../../../shared/store';
import type { BlogPost } from '../../../shared/blog-posts';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { BlogArt } from './BlogArt';
import { LikeButton } from './LikeButton';
import { sharePost } from './share';

export const CATEGORY_TONES = { fashion: 'purple', men: 'blue', women: 'pink', kids: 'green' } as const;

export function BlogCard({ post, onOpen }: { post: BlogPost; onOpen: () => void }) {
  return (
    <article aria-labelledby={`post-${post.id}-title`} className="flex w-full flex-col overflow-hidden rounded-2xl border border-gray-200 bg-white shadow-sm transition-shadow hover:shadow-md">
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
        <h3 id={`post-${post.id}-title`} className="mt-2 font-display text-xl font-bold text-gray-900">
          <button type="button" onClick={onOpen} className="text-left hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700">
            {post.title}
          </button>
        </h3>
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
            <Button variant="ghost" size="sm" onClick={() => void sharePost(post.title, post.excerpt)} aria-label={`Share ${post.title}`}>
              <Share2 aria-hidden="true" className="h-4 w-4" />
            </Button>
          </div>
          <Button variant="outline" size="sm" onClick={onOpen} aria-label={`Read More: ${post.title}`}>
            Read More
          </Button>
        </div>
      </div>
    </article>
  );
}
