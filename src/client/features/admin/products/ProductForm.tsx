// Create and edit a product with the shared AdminProductInputSchema; server field errors
// (a taken handle, a bad variant) show next to their fields. An edit saved after someone
// else's save is refused: the form says what they changed and offers to reload.
import { zodResolver } from '@hookform/resolvers/zod';
import { RefreshCw, Save } from 'lucide-react';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import {
  AdminProductInputSchema,
  type AdminProductDetail,
  type AdminProductValues,
} from '../../../../shared/schemas/admin';
import { CATALOG_CATEGORIES } from '../../../../shared/schemas/catalog';
import { Button } from '../../../components/ui/button';
import { Field, FormError, Input, Select } from '../../../components/ui/field';
import { Spinner } from '../../../components/ui/spinner';
import { showRefusal } from '../../../lib/form-errors';
import { ApiRequestError } from '../../../lib/api';
import { notify } from '../../../lib/toast';
import { errorText } from '../http';
import { fetchAdminProduct, useReloadProduct, useSaveProduct } from './api';
import { changesSince, toHandle, type ProductFormValues } from './form-values';
import { ImagesEditor } from './ImagesEditor';
import { DescriptionField, ProductDetailsFields } from './ProductDetailsFields';
import { VariantsEditor } from './VariantsEditor';
import { subcategoriesOf, useAdminCategories, useAdminCollections } from '../taxonomy/api';

const FLAGS = [
  { name: 'featured', label: 'Featured' },
  { name: 'trending', label: 'Trending' },
  { name: 'active', label: 'Active (shown in the shop)' },
] as const;

const isStaleSave = (error: unknown) =>
  error instanceof ApiRequestError &&
  error.status === 409 &&
  Boolean(error.body?.errors?.some((e) => e.path === 'version'));

export function ProductForm({
  id,
  initial,
  stored,
  onSaved,
}: {
  id: string | undefined;
  initial: ProductFormValues;
  /** The product as read when the form opened (an edit), with its stock now. */
  stored?: AdminProductDetail | undefined;
  onSaved: (detail: AdminProductDetail) => void;
}) {
  const save = useSaveProduct(id, stored?.product.version);
  const reload = useReloadProduct(id ?? 'new');
  const [stale, setStale] = useState<{ message: string; changes: string[] } | null>(null);
  const {
    register,
    control,
    handleSubmit,
    getValues,
    setValue,
    setError,
    formState: { errors },
  } = useForm<ProductFormValues, unknown, AdminProductValues>({
    resolver: zodResolver(AdminProductInputSchema),
    defaultValues: initial,
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      const detail = await save.mutateAsync(values);
      notify({ title: 'Product saved', description: `${detail.product.name} is saved.` });
      onSaved(detail);
    } catch (error) {
      if (isStaleSave(error) && id !== undefined && stored) {
        const now = await fetchAdminProduct(id).catch(() => null);
        setStale({ message: errorText(error), changes: now ? changesSince(stored, now) : [] });
        return;
      }
      showRefusal(error, setError, {}, errorText(error));
    }
  });

  const categories = useAdminCategories().data ?? [];
  const subcategories = subcategoriesOf(categories, useWatch({ control, name: 'category' }));
  // The shop's collections as staff keep them (and always the product's own).
  const collections: { handle: string; name: string }[] = (useAdminCollections().data ?? []).filter(
    (c) => c.handle !== 'all',
  );
  const current = initial.collection;
  if (current && !collections.some((c) => c.handle === current)) collections.push({ handle: current, name: current });

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
        <DescriptionField control={control} errors={errors} />
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
          {(ids) => (
            <>
              <Input {...ids} list="subcategory-choices" autoComplete="off" {...register('subcategory')} />
              <datalist id="subcategory-choices">
                {subcategories.map((s) => (
                  <option key={s.value} value={s.value}>
                    {s.label}
                  </option>
                ))}
              </datalist>
            </>
          )}
        </Field>
        <Field label="Collection" error={errors.collection?.message}>
          {(ids) => (
            <Select {...ids} {...register('collection', { setValueAs: (v: string | null) => v || null })}>
              <option value="">None</option>
              {collections.map((c) => (
                <option key={c.handle} value={c.handle}>
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
      <ProductDetailsFields control={control} register={register} errors={errors} />
      <fieldset className="flex flex-wrap gap-6">
        <legend className="sr-only">Flags</legend>
        {FLAGS.map((flag) => (
          <label key={flag.name} className="flex items-center gap-2 text-sm text-gray-800">
            <input type="checkbox" className="h-4 w-4 accent-brand-700" {...register(flag.name)} />
            {flag.label}
          </label>
        ))}
      </fieldset>
      <VariantsEditor control={control} register={register} errors={errors} productId={id} stored={stored?.variants} />
      <ImagesEditor control={control} register={register} />
      {stale ? (
        <div
          role="alert"
          className="space-y-2 rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-900"
        >
          <p>{stale.message}</p>
          {stale.changes.length > 0 ? <p>Changed since you opened it: {stale.changes.join(', ')}.</p> : null}
          <Button variant="outline" size="sm" onClick={() => void reload()}>
            <RefreshCw aria-hidden="true" className="h-4 w-4" />
            Reload product
          </Button>
        </div>
      ) : null}
      <FormError message={errors.root?.message} />
      <Button type="submit" size="lg" disabled={save.isPending}>
        {save.isPending ? <Spinner /> : <Save aria-hidden="true" className="h-4 w-4" />}
        {id === undefined ? 'Create product' : 'Save changes'}
      </Button>
    </form>
  );
}
