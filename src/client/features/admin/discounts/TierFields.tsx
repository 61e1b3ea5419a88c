// Spend more, save more: rows of "spend at least $X, take $Y off". The cart gets the largest row it reaches.
import { Plus, Trash2 } from 'lucide-react';
import { get, useFieldArray, useFormContext, useFormState } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { MoneyField } from '../form/fields';
import type { DiscountFormValues } from './form-values';

const MAX_TIERS = 20;

export function TierFields() {
  const { control } = useFormContext<DiscountFormValues>();
  const { fields, append, remove } = useFieldArray({ control, name: 'tiers' });
  const { errors } = useFormState<DiscountFormValues>({ name: 'tiers' });
  const listError = (get(errors, 'tiers.root') ?? get(errors, 'tiers')) as { message?: string } | undefined;
  return (
    <fieldset className="space-y-3">
      <legend className="text-sm font-semibold text-gray-900">Tiers</legend>
      <p className="text-xs text-gray-600">The order gets the largest tier its items reach.</p>
      <ol className="space-y-3">
        {fields.map((field, index) => (
          <li key={field.id} className="flex flex-wrap items-start gap-3 rounded-lg border border-gray-200 p-3">
            <MoneyField
              name={`tiers.${index}.minSubtotal`}
              label={`Tier ${index + 1}: spend at least ($)`}
              className="min-w-36 flex-1"
            />
            <MoneyField
              name={`tiers.${index}.amount`}
              label={`Tier ${index + 1}: amount off ($)`}
              className="min-w-36 flex-1"
            />
            <Button
              variant="ghost"
              size="icon"
              className="mt-6"
              onClick={() => remove(index)}
              disabled={fields.length === 1}
              aria-label={`Remove tier ${index + 1}`}
            >
              <Trash2 aria-hidden="true" className="h-4 w-4" />
            </Button>
          </li>
        ))}
      </ol>
      {listError?.message ? (
        <p role="alert" className="text-sm text-red-600">
          {listError.message}
        </p>
      ) : null}
      <Button
        variant="outline"
        size="sm"
        onClick={() => append({ minSubtotal: '', amount: '' })}
        disabled={fields.length >= MAX_TIERS}
      >
        <Plus aria-hidden="true" className="h-4 w-4" />
        Add tier
      </Button>
    </fieldset>
  );
}
