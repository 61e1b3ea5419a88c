import { Heart } from 'lucide-react';
import type { BlogPost } from '../../../shared/blog-posts';
import { cx } from '../../lib/cx';
import { toggleBlogLike } from './likes';

export function LikeButton({ post }: { post: Pick<BlogPost, 'id' | 'title' | 'likes' | 'isLiked'> }) {
  return (
    <button
      type="button"
      onClick={() => toggleBlogLike(post.id)}
      aria-pressed={post.isLiked}
      aria-label={`Like ${post.title}`}
      className={cx(
        'inline-flex h-8 items-center gap-1.5 rounded-md px-2 text-sm font-medium transition-colors hover:bg-gray-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700',
        post.isLiked ? 'text-accent-600' : 'text-gray-700',
      )}
    >
      <Heart aria-hidden="true" className={cx('h-4 w-4', post.isLiked && 'fill-current')} />
      <span data-testid="like-count" className="tabular-nums">
        {post.likes}
      </span>
    </button>
  );
}
