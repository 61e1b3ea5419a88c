// Share a post: the device's share sheet when there is one, else copy the page's address.
import { notify } from '../../lib/toast';

export async function sharePost(title: string, text: string): Promise<void> {
  const url = window.location.href;
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share({ title, text, url });
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return;
      notify({ title: 'Could not share', description: 'Please try again.', variant: 'destructive' });
    }
    return;
  }
  try {
    await navigator.clipboard.writeText(url);
    notify({ title: 'Link copied!', description: 'The page link is on your clipboard.' });
  } catch {
    notify({ title: 'Could not copy the link', description: url, variant: 'destructive' });
  }
}
