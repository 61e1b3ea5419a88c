import { STORE } from '../../../shared/store-essentials';
import { cx } from '../../lib/cx';

const monogram = (STORE.name.split(/\s+/)[0] ?? '').slice(0, 2).toUpperCase();

/** The store's monogram and name; decorative text, so callers give the link its name. */
export function Logo({
  size = 'md',
  className,
  inverted = false,
}: {
  size?: 'md' | 'lg';
  className?: string;
  inverted?: boolean;
}) {
  return (
    <span className={cx('inline-flex items-center gap-2', className)}>
      <span
        aria-hidden="true"
        className={cx(
          'inline-flex items-center justify-center rounded-xl font-display font-bold',
          inverted ? 'bg-white text-brand-700' : 'bg-brand-700 text-white',
          size === 'lg' ? 'h-20 w-20 text-4xl' : 'h-9 w-9 text-lg',
        )}
      >
        {monogram}
      </span>
      <span className={cx('font-display font-bold tracking-tight', size === 'lg' ? 'text-4xl sm:text-5xl' : 'text-xl')}>
        {STORE.name}
      </span>
    </span>
  );
}
