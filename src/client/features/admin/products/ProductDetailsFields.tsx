// The product's describing fields: the rich-text description (its editor loaded on first use,
// a plain HTML box until it arrives), the product type, and tags and materials as chips
// (materials suggest the store's list, and take any other).
import { lazy, Suspense, useId } from 'react';
import { Controller, type Control, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import { MATERIALS } from '../../../../shared/store';
import { Field, Input, Textarea } from '../../../components/ui/field';
import { ChipsInput } from './ChipsInput';
import type { ProductFormValues } from './form-values';

const DescriptionEditor = lazy(() => import('./DescriptionEditor'));

const addChip = (values: readonly string[], value: string) =>
  values.some((v) => v.toLowerCase() === value.toLowerCase()) ? [...values] : [...values, value];

export function DescriptionField({
  control,
  errors,
}: {
  control: Control<ProductFormValues, unknown, unknown>;
  errors: FieldErrors<ProductFormValues>;
}) {
  const id = useId();
  const error = errors.description?.message;
  return (
    <div className="space-y-1 sm:col-span-2">
      <label id={`${id}-label`} htmlFor={id} className="block text-sm font-medium text-gray-800">
        Description
      </label>
      <Controller
        control={control}
        name="description"
        render={({ field }) => (
          <Suspense
            fallback={
              <Textarea
                id={id}
                rows={5}
                value={field.value ?? ''}
                onChange={(e) => field.onChange(e.target.value)}
                onBlur={field.onBlur}
              />
            }
          >
            <DescriptionEditor
              id={id}
              value={field.value ?? ''}
              onChange={field.onChange}
              onBlur={field.onBlur}
              describedBy={`${id}-hint`}
              invalid={Boolean(error)}
            />
          </Suspense>
        )}
      />
      <p id={`${id}-hint`} className="text-xs text-gray-500">
        Shown on the product page. Scripts, styles and event attributes are removed when saved.
      </p>
      {error ? <p className="text-xs text-red-600">{error}</p> : null}
    </div>
  );
}

export function ProductDetailsFields({
  control,
  register,
  errors,
}: {
  control: Control<ProductFormValues, unknown, unknown>;
  register: UseFormRegister<ProductFormValues>;
  errors: FieldErrors<ProductFormValues>;
}) {
  const materialsList = useId();
  const listError = (name: 'tags' | 'materials') => {
    const e = errors[name];
    return e?.message ?? (Array.isArray(e) ? e.find(Boolean)?.message : undefined);
  };
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <Field label="Product type" error={errors.productType?.message} hint="What it is, e.g. Dress, Sneakers, Necklace">
        {(ids) => <Input {...ids} {...register('productType')} />}
      </Field>
      <Controller
        control={control}
        name="materials"
        render={({ field }) => (
          <div>
            <ChipsInput
              label="Materials"
              values={field.value ?? []}
              listId={materialsList}
              placeholder="Add material"
              hint="Shown on the product page and offered as a shop filter."
              error={listError('materials')}
              onAdd={(value) => field.onChange(addChip(field.value ?? [], value))}
              onRemove={(value) => field.onChange((field.value ?? []).filter((v) => v !== value))}
            />
            <datalist id={materialsList}>
              {MATERIALS.map((m) => (
                <option key={m} value={m} />
              ))}
            </datalist>
          </div>
        )}
      />
      <Controller
        control={control}
        name="tags"
        render={({ field }) => (
          <ChipsInput
            label="Tags"
            values={field.value ?? []}
            placeholder="Add tag"
            hint="Words shoppers search by, e.g. summer, party."
            error={listError('tags')}
            onAdd={(value) => field.onChange(addChip(field.value ?? [], value))}
            onRemove={(value) => field.onChange((field.value ?? []).filter((v) => v !== value))}
          />
        )}
      />
    </div>
  );
}
