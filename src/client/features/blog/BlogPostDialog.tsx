// The full post in a modal; loaded on first open, so the home page does not carry Radix.
import { Calendar, Clock, Share2, User } from 'lucide-react';
import type { BlogPost } from '../../../shared/blog-posts';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { BlogArt } from './BlogArt';
import { CATEGORY_TONES } from './BlogCard';
import { LikeButton } from './LikeButton';
import { sharePost } from './share';

export default function BlogPostDialog({ post, onClose }: { post: BlogPost | null; onClose: () => void }) {
  return (
    <Dialog
      open={post !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={post?.title ?? ''}
      className="max-w-3xl"
    >
      {post ? (
        <div className="space-y-5">
          <BlogArt post={post} className="aspect-[16/7] w-full rounded-xl" />
          <p className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-gray-600">
            <Badge tone={CATEGORY_TONES[post.category]} className="capitalize">
              {post.category}
            </Badge>
            <span className="inline-flex items-center gap-1">
              <User aria-hidden="true" className="h-4 w-4" />
              {post.author}
            </span>
            <span className="inline-flex items-center gap-1">
              <Calendar aria-hidden="true" className="h-4 w-4" />
              {post.date}
            </span>
            <span className="inline-flex items-center gap-1">
              <Clock aria-hidden="true" className="h-4 w-4" />
              {post.readTime}
            </span>
          </p>
          <div className="space-y-4 leading-relaxed text-gray-800">
            {post.content.split('\n\n').map((paragraph) => (
              <p key={paragraph.slice(0, 40)}>{paragraph}</p>
            ))}
          </div>
          <ul aria-label="Tags" className="flex flex-wrap gap-2">
            {post.tags.map((tag) => (
              <li key={tag}>
                <Badge tone="gray">#{tag}</Badge>
              </li>
            ))}
          </ul>
          <div className="flex items-center gap-2 border-t border-gray-100 pt-4">
            <LikeButton post={post} />
            <Button variant="ghost" size="sm" onClick={() => void sharePost(post.title, post.excerpt)}>
              <Share2 aria-hidden="true" className="h-4 w-4" />
              Share
            </Button>
          </div>
        </div>
      ) : null}
    </Dialog>
  );
}
