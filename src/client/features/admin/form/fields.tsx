// The admin forms' controls (discounts, sales), each labelled, with its hint and its error (the
// form's own check or the server's) read out with it. They take the form from FormProvider, and
// a field by its name in the form's values ("tiers.1.amount").
import { useId, type ReactNode } from 'react';
import { get, useFormContext, useFormState } from 'react-hook-form';
import { Field, Input, Select } from '../../../components/ui/field';

type FieldName = string;

/** The message of the field's error, the form's own or the server's. */
export function useFieldError(name: FieldName): string | undefined {
  const { errors } = useFormState({ name });
  return (get(errors, name) as { message?: string } | undefined)?.message;
}

export function TextField({
  name,
  label,
  hint,
  inputMode,
  type = 'text',
  disabled,
  className,
}: {
  name: FieldName;
  label: ReactNode;
  hint?: ReactNode;
  inputMode?: 'numeric' | 'decimal' | 'text';
  type?: 'text' | 'datetime-local';
  /** Shown, not changed: the hint says why. */
  disabled?: boolean;
  className?: string;
}) {
  const { register } = useFormContext();
  return (
    <Field label={label} hint={hint} error={useFieldError(name)} className={className}>
      {(ids) => (
        <Input {...ids} type={type} inputMode={inputMode} autoComplete="off" disabled={disabled} {...register(name)} />
      )}
    </Field>
  );
}

export function SelectField({
  name,
  label,
  options,
  className,
}: {
  name: FieldName;
  label: ReactNode;
  options: Record<string, string>;
  className?: string;
}) {
  const { register } = useFormContext();
  return (
    <Field label={label} error={useFieldError(name)} className={className}>
      {(ids) => (
        <Select {...ids} {...register(name)}>
          {Object.entries(options).map(([value, text]) => (
            <option key={value} value={value}>
              {text}
            </option>
          ))}
        </Select>
      )}
    </Field>
  );
}

export function CheckField({ name, label, hint }: { name: FieldName; label: string; hint?: string }) {
  const { register } = useFormContext();
  const error = useFieldError(name);
  const id = useId();
  return (
    <div className="space-y-1">
      <label className="flex items-center gap-2 text-sm font-medium text-gray-800">
        <input
          type="checkbox"
          className="h-4 w-4 accent-brand-700"
          aria-describedby={hint || error ? id : undefined}
          aria-invalid={Boolean(error)}
          {...register(name)}
        />
        {label}
      </label>
      {error ? (
        <p id={id} role="alert" className="text-sm text-red-600">
          {error}
        </p>
      ) : hint ? (
        <p id={id} className="pl-6 text-xs text-gray-500">
          {hint}
        </p>
      ) : null}
    </div>
  );
}

/** Money typed in dollars. */
export const MoneyField = (props: { name: FieldName; label: ReactNode; hint?: ReactNode; className?: string }) => (
  <TextField {...props} inputMode="decimal" />
);

/** A whole number. */
export const CountField = (props: { name: FieldName; label: ReactNode; hint?: ReactNode; className?: string }) => (
  <TextField {...props} inputMode="numeric" />
);

/** One of a few choices, as radio buttons under a legend. */
export function ChoiceField({
  name,
  legend,
  options,
}: {
  name: FieldName;
  legend: ReactNode;
  options: Record<string, string>;
}) {
  const { register } = useFormContext();
  const error = useFieldError(name);
  const id = useId();
  return (
    <fieldset className="space-y-2" aria-describedby={error ? id : undefined}>
      <legend className="text-sm font-medium text-gray-800">{legend}</legend>
      <div className="flex flex-wrap gap-x-6 gap-y-2">
        {Object.entries(options).map(([value, text]) => (
          <label key={value} className="flex items-center gap-2 text-sm text-gray-800">
            <input type="radio" value={value} className="h-4 w-4 accent-brand-700" {...register(name)} />
            {text}
          </label>
        ))}
      </div>
      {error ? (
        <p id={id} role="alert" className="text-sm text-red-600">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
