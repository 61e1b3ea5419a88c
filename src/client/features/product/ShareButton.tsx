import { Share2 } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { notify } from '../../lib/toast';
import { shareLink } from './share';

export function ShareButton({ title }: { title: string }) {
  async function share() {
    const result = await shareLink(window.location.href, title);
    if (result === 'copied') notify({ title: 'Link copied', description: 'The product link is on your clipboard.' });
    if (result === 'failed')
      notify({
        title: 'Could not share',
        description: 'Copy the address from your browser instead.',
        variant: 'destructive',
      });
  }
  return (
    <Button variant="outline" size="icon" className="h-12 w-12" onClick={share} aria-label="Share this product">
      <Share2 className="h-5 w-5 text-gray-700" aria-hidden="true" />
    </Button>
  );
}
