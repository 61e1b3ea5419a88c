// Product share: the device's share sheet when there is one, else copy the link.
export type ShareResult = 'shared' | 'copied' | 'cancelled' | 'failed';

export async function shareLink(url: string, title: string): Promise<ShareResult> {
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share({ title, url });
      return 'shared';
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return 'cancelled';
      // Share refused (not allowed here): fall back to copying.
    }
  }
  try {
    await navigator.clipboard.writeText(url);
    return 'copied';
  } catch {
    return 'failed';
  }
}
