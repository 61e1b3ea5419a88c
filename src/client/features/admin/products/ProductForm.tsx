// Create and edit a product with the shared AdminProductInputSchema; server field errors
// (a taken handle, a bad variant) show next to their fields.
import { zodResolver } from '@hookform/resolvers/zod';
import { Save } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { AdminProductInputSchema, type AdminProductDetail, type AdminProductValues } from '../../../../shared/schemas/admin';
import { CATALOG_CATEGORIES } from '../../../../shared/schemas/catalog';
import { COLLECTIONS } from '../../../../shared/store';
import { Button } from '../../../components/ui/button';
import { Field, Input, Select, Textarea } from '../../../components/ui/field';
import { Spinner } from '../../../components/ui/spinner';
import { showFieldErrors } from '../../../lib/form-errors';
import { notify } from '../../../lib/toast';
import { errorText } from '../http';
import { useSaveProduct } from './api';
import { toHandle, type ProductFormValues } from './form-values';
import { ImagesEditor } from './ImagesEditor';
import { VariantsEditor } from './VariantsEditor';

const FLAGS = [
  { name: 'featured', label: 'Featured' },
  { name: 'trending', label: 'Trending' },
  { name: 'active', label: 'Active (shown in the shop)' },
] as const;

export function ProductForm({ id, initial, onSaved }: { id: string | undefined; initial: ProductFormValues; onSaved: (detail: AdminProductDetail) => void }) {
  const save = useSaveProduct(id);
  const {
    register,
    control,
    handleSubmit,
    getValues,
    setValue,
    setError,
    formState: { errors },
  } = useForm<ProductFormValues, unknown, AdminProductValues>({ resolver: zodResolver(AdminProductInputSchema), defaultValues: initial });

  const onSubmit = handleSubmit(async (values) => {
    try {
      const detail = await save.mutateAsync(values);
      notify({ title: 'Product saved', description: `${detail.product.name} is saved.` });
      onSaved(detail);
    } catch (error) {
      if (!showFieldErrors(error, setError)) setError('root', { message: errorText(error) });
    }
  });

  const fillHandle = () => {
    if (!getValues('handle')) setValue('handle', toHandle(getValues('name')));
  };

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-8 rounded-xl border border-gray-200 bg-white p-6 shadow-sm">
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Name" error={errors.name?.message}>
          {(ids) => <Input {...ids} {...register('name', { onBlur: fillHandle })} />}
        </Field>
        <Field label="Handle" error={errors.handle?.message} hint="Used in the product's address: /product/handle">
          {(ids) => <Input {...ids} {...register('handle')} />}
        </Field>
        <Field label="Description" error={errors.description?.message} hint="HTML is allowed; scripts and event attributes are removed." className="sm:col-span-2">
          {(ids) => <Textarea {...ids} rows={5} {...register('description')} />}
        </Field>
        <Field label="Category" error={errors.category?.message}>
          {(ids) => (
            <Select {...ids} {...register('category')}>
              {CATALOG_CATEGORIES.map((c) => (
                <option key={c} value={c}>
                  {c}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field label="Subcategory" error={errors.subcategory?.message}>
          {(ids) => <Input {...ids} {...register('subcategory')} />}
        </Field>
        <Field label="Collection" error={errors.collection?.message}>
          {(ids) => (
            <Select {...ids} {...register('collection', { setValueAs: (v: string | null) => v || null })}>
              <option value="">None</option>
              {COLLECTIONS.filter((c) => c.slug !== 'all').map((c) => (
                <option key={c.slug} value={c.slug}>
                  {c.name}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field label="Vendor" error={errors.vendor?.message}>
          {(ids) => <Input {...ids} {...register('vendor')} />}
        </Field>
      </div>
      <fieldset className="flex flex-wrap gap-6">
        <legend className="sr-only">Flags</legend>
        {FLAGS.map((flag) => (
          <label key={flag.name} className="flex items-center gap-2 text-sm text-gray-800">
            <input type="checkbox" className="h-4 w-4 accent-brand-700" {...register(flag.name)} />
            {flag.label}
          </label>
        ))}
      </fieldset>
      <VariantsEditor control={control} register={register} errors={errors} />
      <ImagesEditor control={control} register={register} />
      {errors.root?.message ? (
        <p role="alert" className="text-sm text-red-600">
          {errors.root.message}
        </p>
      ) : null}
      <Button type="submit" size="lg" disabled={save.isPending}>
        {save.isPending ? <Spinner /> : <Save aria-hidden="true" className="h-4 w-4" />}
        {id === undefined ? 'Create product' : 'Save changes'}
      </Button>
    </form>
  );
}
