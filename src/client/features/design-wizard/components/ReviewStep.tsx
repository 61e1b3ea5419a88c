// Step 4: what goes into the cart, with the unit price (garment + design) and the total.
import { formatMoney } from '../../../../shared/money';
import { GarmentPreview } from './GarmentPreview';
import { designPriceLabel, findColor, findDesign, findProduct, unitPriceCents, type WizardChoice } from '../wizard';

export function ReviewStep({ choice }: { choice: WizardChoice }) {
  const product = findProduct(choice.productHandle);
  const design = findDesign(choice.designId);
  if (!product || !design) return null;
  const color = findColor(choice.colorId);
  const unit = unitPriceCents(product, design);
  const rows: [string, string][] = [
    ['Product', `${product.name} (${formatMoney(product.priceCents)})`],
    ['Design', `${design.name} (${designPriceLabel(design)})`],
    ['Size', choice.size ?? '-'],
    ['Color', color.name],
    ['Quantity', String(choice.quantity)],
    ['Unit price', formatMoney(unit)],
  ];
  return (
    <div className="grid items-start gap-8 md:grid-cols-[18rem_1fr]">
      <div className="mx-auto w-full max-w-72">
        <GarmentPreview product={product} designId={design.id} colorId={color.id} />
      </div>
      <dl className="divide-y divide-gray-200 rounded-xl border border-gray-200 bg-white">
        {rows.map(([term, value]) => (
          <div key={term} className="flex justify-between gap-4 px-5 py-3 text-sm">
            <dt className="text-gray-600">{term}</dt>
            <dd className="text-right font-medium text-gray-900">{value}</dd>
          </div>
        ))}
        <div className="flex justify-between gap-4 bg-brand-50 px-5 py-4">
          <dt className="font-semibold text-gray-900">Total</dt>
          <dd className="text-lg font-bold text-brand-800" data-testid="design-total">
            {formatMoney(unit * choice.quantity)}
          </dd>
        </div>
      </dl>
    </div>
  );
}
