// Product images: upload a photo (JPEG, PNG, WebP or AVIF; the file's bytes go to POST
// /api/admin/media, which answers its size), alt text per image,
// the colour it shows (the shop leads with it when a shopper picks or filters by that colour),
// and order by Move up / Move down (the first image is the product's main picture).
import { ArrowDown, ArrowUp, Trash2, Upload } from 'lucide-react';
import { useId, useState, type ChangeEvent } from 'react';
import { useFieldArray, useWatch, type Control, type UseFormRegister } from 'react-hook-form';
import { MEDIA_MAX_BYTES, MEDIA_TYPES } from '../../../../shared/schemas/admin';
import { Button } from '../../../components/ui/button';
import { Input, Select } from '../../../components/ui/field';
import { Spinner } from '../../../components/ui/spinner';
import { errorText } from '../http';
import { useUploadImage } from './api';
import type { ProductFormValues } from './form-values';
import { optionsOf } from './variant-grid';

export function ImagesEditor({
  control,
  register,
}: {
  control: Control<ProductFormValues, unknown, unknown>;
  register: UseFormRegister<ProductFormValues>;
}) {
  const { fields, append, remove, move } = useFieldArray({ control, name: 'images' });
  const upload = useUploadImage();
  const [error, setError] = useState<string | null>(null);
  const inputId = useId();
  const colors = optionsOf(useWatch({ control, name: 'variants' }) ?? []).color;
  const images = useWatch({ control, name: 'images' }) ?? [];

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setError(null);
    // The server reads the file itself and names the problem (not a photo, over 40 megapixels).
    if (file.size > MEDIA_MAX_BYTES) return setError(`Photos are at most ${MEDIA_MAX_BYTES / 1024 / 1024} MB.`);
    try {
      const { url, width, height } = await upload.mutateAsync(file);
      append({ url, alt: '', color: null, width, height });
    } catch (e) {
      setError(errorText(e, 'Upload failed. Please try again.'));
    }
  };

  return (
    <fieldset className="space-y-3">
      <legend className="font-semibold text-gray-900">Images</legend>
      {fields.length ? (
        <ul className="space-y-2">
          {fields.map((field, index) => (
            <li key={field.id} className="flex flex-wrap items-center gap-3 rounded-lg border border-gray-200 p-2">
              <img src={field.url} alt="" width={48} height={60} className="h-15 w-12 rounded object-cover" />
              <Input
                aria-label={`Image ${index + 1} alt text`}
                placeholder="Alt text"
                className="flex-1 min-w-40"
                {...register(`images.${index}.alt`)}
              />
              <Select
                aria-label={`Image ${index + 1} color`}
                className="w-40"
                {...register(`images.${index}.color`, { setValueAs: (v: string | null) => v || null })}
              >
                <option value="">Any color</option>
                {/* A colour no variant has any more stays listed, so the choice is not lost unseen. */}
                {[...new Set([...colors, ...(images[index]?.color ? [images[index].color] : [])])].map((c) => (
                  <option key={c} value={c}>
                    {c}
                  </option>
                ))}
              </Select>
              <span className="flex gap-1">
                <Button
                  variant="ghost"
                  size="icon"
                  onClick={() => move(index, index - 1)}
                  disabled={index === 0}
                  aria-label={`Move image ${index + 1} up`}
                >
                  <ArrowUp aria-hidden="true" className="h-4 w-4" />
                </Button>
                <Button
                  variant="ghost"
                  size="icon"
                  onClick={() => move(index, index + 1)}
                  disabled={index === fields.length - 1}
                  aria-label={`Move image ${index + 1} down`}
                >
                  <ArrowDown aria-hidden="true" className="h-4 w-4" />
                </Button>
                <Button
                  variant="ghost"
                  size="icon"
                  onClick={() => remove(index)}
                  aria-label={`Remove image ${index + 1}`}
                >
                  <Trash2 aria-hidden="true" className="h-4 w-4" />
                </Button>
              </span>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-gray-500">No images yet.</p>
      )}
      <div>
        <label
          htmlFor={inputId}
          className="inline-flex cursor-pointer items-center gap-2 rounded-md border border-gray-300 bg-white px-4 py-2 text-sm font-medium hover:bg-gray-50 focus-within:outline-2 focus-within:outline-brand-700"
        >
          {upload.isPending ? <Spinner /> : <Upload aria-hidden="true" className="h-4 w-4" />}
          Upload image
        </label>
        <input
          id={inputId}
          type="file"
          accept={MEDIA_TYPES.join(',')}
          className="sr-only"
          onChange={(e) => void onFile(e)}
          disabled={upload.isPending}
        />
        <p className="mt-1 text-xs text-gray-500">
          JPEG, PNG, WebP or AVIF, up to 40 megapixels. Location and camera details are removed.
        </p>
      </div>
      {error ? (
        <p role="alert" className="text-sm text-red-600">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
