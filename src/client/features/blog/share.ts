// Share a post: the device's share sheet when there is one, else copy the post's address
// (its own page, /blog/<slug>, wherever the shopper shares it from).
import { blogPostPath, type BlogPost } from '../../../shared/blog-posts';
import { notify } from '../../lib/toast';

/** The absolute address of a post's page on this store. */
export function blogPostUrl(post: Pick<BlogPost, 'slug'>): string {
  return new URL(blogPostPath(post), window.location.origin).href;
}

export async function sharePost(post: Pick<BlogPost, 'slug' | 'title' | 'excerpt'>): Promise<void> {
  const url = blogPostUrl(post);
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share({ title: post.title, text: post.excerpt, url });
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return;
      notify({ title: 'Could not share', description: 'Please try again.', variant: 'destructive' });
    }
    return;
  }
  try {
    await navigator.clipboard.writeText(url);
    notify({ title: 'Link copied!', description: 'The link to the post is on your clipboard.' });
  } catch {
    notify({ title: 'Could not copy the link', description: url, variant: 'destructive' });
  }
}
