// The design wizard's rules: four steps, each opened only once
// the step before has its choice; the price is the garment plus the design surcharge.
import { cartLineId, type CartItem } from '../../../shared/schemas/cart';
import { formatMoney, toDecimal } from '../../../shared/money';
import { DESIGN_COLORS, DESIGNER_PRODUCTS, DESIGNS } from '../../../shared/store';

export type DesignerProduct = (typeof DESIGNER_PRODUCTS)[number];
export type Design = (typeof DESIGNS)[number];
export type DesignColor = (typeof DESIGN_COLORS)[number];

export const STEPS = ['Choose Your Product', 'Pick Your Design', 'Customize', 'Review'] as const;
export type Step = 1 | 2 | 3 | 4;
export const LAST_STEP: Step = 4;

export interface WizardChoice {
  productHandle: string | null;
  designId: string | null;
  colorId: string;
  size: string | null;
  quantity: number;
}

export const INITIAL_CHOICE: WizardChoice = {
  productHandle: null,
  designId: null,
  colorId: DESIGN_COLORS[0].id,
  size: null,
  quantity: 1,
};

export const findProduct = (handle: string | null): DesignerProduct | undefined =>
  DESIGNER_PRODUCTS.find((p) => p.handle === handle);
export const findDesign = (id: string | null): Design | undefined => DESIGNS.find((d) => d.id === id);
export const findColor = (id: string): DesignColor => DESIGN_COLORS.find((c) => c.id === id) ?? DESIGN_COLORS[0];

/** The artwork file each design ships as (src/client/public/designs). */
export const designImageUrl = (designId: string) => `/designs/${designId}.svg`;

/** Forward only when this step's choice is made: a product, a design, a size the garment comes in. */
export function canGoNext(step: Step, choice: WizardChoice): boolean {
  switch (step) {
    case 1:
      return findProduct(choice.productHandle) !== undefined;
    case 2:
      return findDesign(choice.designId) !== undefined;
    case 3: {
      const sizes: readonly string[] = findProduct(choice.productHandle)?.sizes ?? [];
      return choice.size !== null && sizes.includes(choice.size);
    }
    case 4:
      return false;
  }
}

export const canGoBack = (step: Step): boolean => step > 1;
export const nextStep = (step: Step): Step => (step < LAST_STEP ? ((step + 1) as Step) : step);
export const previousStep = (step: Step): Step => (step > 1 ? ((step - 1) as Step) : step);

/** Choosing a garment keeps the size only if the new garment comes in it; a one-size garment picks it. */
export function chooseProduct(choice: WizardChoice, handle: string): WizardChoice {
  const sizes: readonly string[] = findProduct(handle)?.sizes ?? [];
  let size = choice.size !== null && sizes.includes(choice.size) ? choice.size : null;
  if (sizes.length === 1) size = sizes[0] ?? null;
  return { ...choice, productHandle: handle, size };
}

export const unitPriceCents = (product: DesignerProduct, design: Design): number =>
  product.priceCents + design.surchargeCents;

/** "Free" for the no-surcharge designs, else the surcharge ("+$5.00"). */
export const designPriceLabel = (design: Design): string =>
  design.surchargeCents === 0 ? 'Free' : `+${formatMoney(design.surchargeCents)}`;

/** The cart line for the choice, or null when a product, design or size is missing. */
export function buildCustomLine(choice: WizardChoice): CartItem | null {
  const product = findProduct(choice.productHandle);
  const design = findDesign(choice.designId);
  const sizes: readonly string[] = product?.sizes ?? [];
  if (!product || !design || choice.size === null || !sizes.includes(choice.size)) return null;
  const color = findColor(choice.colorId);
  return {
    // Product and design together, so two designs on one garment stay two lines.
    id: cartLineId(`${product.handle}:${design.id}`, choice.size, color.name),
    productId: product.handle,
    name: `Custom ${product.name} - ${design.name}`,
    price: toDecimal(unitPriceCents(product, design)),
    imageUrl: designImageUrl(design.id),
    size: choice.size,
    color: color.name,
    quantity: Math.max(1, Math.floor(choice.quantity)),
    shopifyId: null,
    custom: { productHandle: product.handle, designId: design.id, colorId: color.id },
  };
}

// ---------- Paging the designs (PAGE_SIZES.designs per page) ----------

export const pageCount = (total: number, pageSize: number): number => Math.max(1, Math.ceil(total / pageSize));

export function pageSlice<T>(items: readonly T[], page: number, pageSize: number): T[] {
  return items.slice((page - 1) * pageSize, page * pageSize);
}

/** "Showing 1-8 of 8 designs". */
export function pagingText(page: number, pageSize: number, total: number): string {
  if (total === 0) return 'Showing 0 of 0 designs';
  const from = Math.min((page - 1) * pageSize + 1, total);
  const to = Math.min(page * pageSize, total);
  return `Showing ${from}-${to} of ${total} design${total === 1 ? '' : 's'}`;
}
