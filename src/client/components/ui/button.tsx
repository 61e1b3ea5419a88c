import { forwardRef, type ButtonHTMLAttributes } from 'react';
import { cx } from '../../lib/cx';

const variants = {
  primary: 'bg-brand-700 text-white hover:bg-brand-800 focus-visible:outline-brand-700',
  secondary: 'bg-gray-900 text-white hover:bg-gray-800 focus-visible:outline-gray-900',
  outline: 'border border-gray-300 bg-white text-gray-900 hover:bg-gray-50 focus-visible:outline-brand-700',
  ghost: 'text-gray-700 hover:bg-gray-100 focus-visible:outline-brand-700',
  destructive: 'bg-red-600 text-white hover:bg-red-700 focus-visible:outline-red-600',
} as const;

const sizes = {
  sm: 'h-8 px-3 text-sm',
  md: 'h-10 px-4 text-sm',
  lg: 'h-12 px-6 text-base',
  icon: 'h-10 w-10',
} as const;

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: keyof typeof variants;
  size?: keyof typeof sizes;
}

export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { variant = 'primary', size = 'md', className, type = 'button', ...props },
  ref,
) {
  return (
    <button
      ref={ref}
      type={type}
      className={cx(
        'inline-flex items-center justify-center gap-2 rounded-md font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 disabled:cursor-not-allowed disabled:opacity-50',
        variants[variant],
        sizes[size],
        className,
      )}
      {...props}
    />
  );
});

/** Classes that make a wouter <Link> look like a Button. */
export function buttonClasses(
  variant: keyof typeof variants = 'primary',
  size: keyof typeof sizes = 'md',
  className?: string,
) {
  return cx(
    'inline-flex items-center justify-center gap-2 rounded-md font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-2',
    variants[variant],
    sizes[size],
    className,
  );
}
