// A short field for a number of units (a stock change, a threshold), tied to the error below it.
import type { ComponentProps } from 'react';
import { Input } from '../../components/ui/field';

export function UnitsInput({
  label,
  errorId,
  ...props
}: { label: string; errorId: string | undefined } & Omit<ComponentProps<typeof Input>, 'aria-label'>) {
  return (
    <Input
      aria-label={label}
      aria-describedby={errorId}
      aria-invalid={errorId !== undefined}
      inputMode="numeric"
      className="w-16"
      {...props}
    />
  );
}

/** What was wrong with the number, under its field. */
export function UnitsError({ id, error }: { id: string; error: string | null }) {
  if (!error) return null;
  return (
    <p id={id} className="text-xs text-red-600">
      {error}
    </p>
  );
}
