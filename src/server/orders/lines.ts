// A cart's lines as the store sells them: each line's variant (a custom design's is its
// garment's, in the size and colour chosen), its name and its server price.
import { parseVariantGid } from '../../shared/catalog/gid';
import { DESIGN_COLORS, DESIGNER_PRODUCTS, DESIGNS } from '../../shared/store';
import { toCents } from '../../shared/money';
import type { OrderLine } from '../../shared/schemas/orders';
import type { Tx } from '../db/database';
import { badRequest } from '../http/errors';
import type { SaleVariant } from '../inventory/stock';
import * as q from './queries';

export interface ResolvedLine {
  /** Where the line stands in the request, for error paths. */
  index: number;
  variant: SaleVariant;
  name: string;
  unitPriceCents: number;
  quantity: number;
  designId: string | null;
}

export type CustomLine = {
  base: (typeof DESIGNER_PRODUCTS)[number];
  design: (typeof DESIGNS)[number];
  size: string;
};
export type WantedLine = {
  index: number;
  quantity: number;
  variantId: number | null;
  custom?: CustomLine;
};

/** Each line's variant id: a custom design's is its garment's, in the size and colour chosen. */
export async function wantedLines(tx: Tx, items: readonly OrderLine[]): Promise<WantedLine[]> {
  // A variant id past the integer range (parseVariantGid: null) names no variant.
  const wanted: WantedLine[] = [];
  for (const [index, item] of items.entries()) {
    if ('variantId' in item) {
      wanted.push({
        index,
        quantity: item.quantity,
        variantId: parseVariantGid(item.variantId),
      });
      continue;
    }
    const { productHandle, designId, colorId, size } = item.custom;
    const base = DESIGNER_PRODUCTS.find((p) => p.handle === productHandle);
    const design = DESIGNS.find((d) => d.id === designId);
    const color = DESIGN_COLORS.find((c) => c.id === colorId);
    if (!base || !design || !color) throw badRequest(`items.${index}.custom`, 'Unknown custom design');
    const variantId = await q.findDesignerVariantId(tx, base.handle, size, color.name);
    if (variantId === undefined)
      throw badRequest(`items.${index}.custom.size`, `${base.name} does not come in size ${size}`);
    wanted.push({
      index,
      quantity: item.quantity,
      variantId,
      custom: { base, design, size },
    });
  }
  return wanted;
}

export const variantIdsOf = (wanted: WantedLine[]): number[] => [
  ...new Set(wanted.flatMap((w) => (w.variantId === null ? [] : [w.variantId]))),
];

/** Each line with its locked variant (claimCheckout), its name and unit price. */
export function resolveLines(wanted: WantedLine[], locked: SaleVariant[]): ResolvedLine[] {
  const variants = new Map(locked.map((v) => [v.id, v]));
  return wanted.map(({ index, quantity, variantId, custom }) => {
    const variant = variantId === null ? undefined : variants.get(variantId);
    if (custom) {
      // Locked by id, so still the designer's variant looked up above unless it was deleted since.
      const { base, design, size } = custom;
      if (!variant) throw badRequest(`items.${index}.custom.size`, `${base.name} does not come in size ${size}`);
      const name = `Custom ${base.name} - ${design.name}`;
      return {
        index,
        variant,
        name,
        unitPriceCents: toCents(variant.price) + design.surchargeCents,
        quantity,
        designId: design.id,
      };
    }
    if (!variant || !variant.active || variant.category === 'custom') {
      throw badRequest(`items.${index}.variantId`, 'This product is no longer available');
    }
    return {
      index,
      variant,
      name: variant.name,
      unitPriceCents: toCents(variant.price),
      quantity,
      designId: null,
    };
  });
}
