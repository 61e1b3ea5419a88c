// Step 3: colour, size (sizes sold out in the chosen colour are struck) and quantity, with the live preview.
import { DESIGN_COLORS } from '../../../../shared/store';
import { QuantityStepper } from '../../../components/ui/quantity-stepper';
import { cx } from '../../../lib/cx';
import type { Wizard } from '../use-wizard';
import { useSizeAvailability } from '../stock';
import { findColor, findProduct } from '../wizard';
import { GarmentPreview } from './GarmentPreview';

const legend = 'mb-3 text-sm font-semibold text-gray-900';

export function CustomizeStep({ wizard }: { wizard: Wizard }) {
  const { choice } = wizard;
  const product = findProduct(choice.productHandle);
  const isAvailable = useSizeAvailability();
  if (!product) return null;
  const color = findColor(choice.colorId);

  function chooseColor(colorId: string) {
    wizard.chooseColor(colorId);
    if (choice.size && !isAvailable(product?.handle ?? '', choice.size, findColor(colorId).name))
      wizard.chooseSize(null);
  }

  return (
    <div className="grid gap-8 lg:grid-cols-2">
      <div className="space-y-7">
        <fieldset>
          <legend className={legend}>
            Color: <span className="font-normal text-gray-700">{color.name}</span>
          </legend>
          <div className="flex flex-wrap gap-3">
            {DESIGN_COLORS.map((c) => (
              <button
                key={c.id}
                type="button"
                onClick={() => chooseColor(c.id)}
                aria-pressed={c.id === color.id}
                className={cx(
                  'flex w-20 flex-col items-center gap-1 rounded-lg p-2 text-xs text-gray-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700',
                  c.id === color.id ? 'bg-brand-50 font-semibold' : 'hover:bg-gray-50',
                )}
              >
                <span
                  className={cx(
                    'h-10 w-10 rounded-full border-2',
                    c.id === color.id ? 'border-brand-700 ring-2 ring-brand-200 ring-offset-2' : 'border-gray-300',
                  )}
                  style={{ backgroundColor: c.hex }}
                  aria-hidden="true"
                />
                {c.name}
              </button>
            ))}
          </div>
        </fieldset>
        <fieldset>
          <legend className={legend}>Size</legend>
          <div className="flex flex-wrap gap-2">
            {product.sizes.map((size) => {
              const available = isAvailable(product.handle, size, color.name);
              const active = size === choice.size;
              return (
                <button
                  key={size}
                  type="button"
                  onClick={() => wizard.chooseSize(size)}
                  disabled={!available}
                  aria-pressed={active}
                  aria-label={available ? size : `${size} (sold out)`}
                  className={cx(
                    'min-w-12 rounded-md border px-3 py-2 text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700',
                    active
                      ? 'border-brand-700 bg-brand-700 text-white'
                      : 'border-gray-300 bg-white text-gray-900 hover:border-brand-600',
                    !available && 'cursor-not-allowed border-dashed bg-gray-50 text-gray-400 line-through',
                  )}
                >
                  {size}
                </button>
              );
            })}
          </div>
          {choice.size === null ? <p className="mt-2 text-sm text-gray-600">Choose a size to continue.</p> : null}
        </fieldset>
        <div>
          <p className={legend}>Quantity</p>
          <QuantityStepper
            value={choice.quantity}
            onChange={wizard.setQuantity}
            label={`Custom ${product.name}`}
            min={1}
          />
        </div>
      </div>
      <GarmentPreview product={product} designId={choice.designId} colorId={color.id} />
    </div>
  );
}
