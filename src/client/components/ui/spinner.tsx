import { Loader2 } from 'lucide-react';
import { cx } from '../../lib/cx';

export function Spinner({ className }: { className?: string }) {
  return <Loader2 aria-hidden="true" className={cx('h-4 w-4 animate-spin', className)} />;
}
