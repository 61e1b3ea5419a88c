// Likes on blog posts are the shopper's own: kept in local storage, one toggle per post.
import { blogPosts, type BlogPost } from '../../../shared/blog-posts';
import { createLocalStore, stringList } from '../../lib/local-store';

export const BLOG_LIKES_STORAGE_KEY = 'tj-fashion-blog-likes';
const likesStore = createLocalStore(BLOG_LIKES_STORAGE_KEY, stringList(100, 100), []);

/** Likes the post, or takes the like back. */
export function toggleBlogLike(id: string): void {
  likesStore.set((ids) => (ids.includes(id) ? ids.filter((i) => i !== id) : [...ids, id]));
}

/** The posts with the shopper's likes applied: a liked post counts one more. */
export function useBlogPosts(): BlogPost[] {
  const liked = likesStore.use();
  return blogPosts().map((post) => {
    const isLiked = liked.includes(post.id);
    return { ...post, isLiked, likes: post.likes + (isLiked ? 1 : 0) };
  });
}
