import type { ReactNode } from 'react';
import { cx } from '../../lib/cx';

const tones = {
  brand: 'bg-brand-100 text-brand-800',
  pink: 'bg-pink-100 text-pink-800',
  gray: 'bg-gray-100 text-gray-800',
  red: 'bg-red-100 text-red-800',
  green: 'bg-green-100 text-green-800',
  yellow: 'bg-yellow-100 text-yellow-800',
  blue: 'bg-blue-100 text-blue-800',
  purple: 'bg-purple-100 text-purple-800',
} as const;

export function Badge({
  tone = 'brand',
  className,
  children,
}: {
  tone?: keyof typeof tones;
  className?: string;
  children: ReactNode;
}) {
  return (
    <span
      className={cx('inline-flex items-center rounded-full px-2 py-0.5 text-xs font-semibold', tones[tone], className)}
    >
      {children}
    </span>
  );
}
