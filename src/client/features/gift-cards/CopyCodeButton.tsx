import { Check, Copy } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../components/ui/button';
import { notify } from '../../lib/toast';

export function CopyCodeButton({ code, size = 'sm' }: { code: string; size?: 'sm' | 'md' }) {
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(code);
      setCopied(true);
    } catch {
      notify({ title: 'Could not copy the code', description: code, variant: 'destructive' });
    }
  };
  return (
    <Button variant="outline" size={size} onClick={() => void copy()}>
      {copied ? <Check aria-hidden="true" className="h-4 w-4" /> : <Copy aria-hidden="true" className="h-4 w-4" />}
      {copied ? 'Copied' : 'Copy code'}
    </Button>
  );
}
