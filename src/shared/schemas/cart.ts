// A line of the browser cart. Stored in local storage and sent at checkout,
// where the server re-prices it: the price here is only what the shopper saw.
// Checked by hand rather than with zod: every page reads the stored cart on first load,
// and zod would add about 15 KB (compressed) to that load. The checkout schema reuses
// these checks, so they are the one statement of what a cart line is.

/** The most of one line a cart holds. */
export const MAX_LINE_QUANTITY = 99;
/** The most lines a cart holds. */
export const MAX_CART_LINES = 100;

export interface CustomDesign {
  /** Handle of the designer base product (DESIGNER_PRODUCTS). */
  productHandle: string;
  designId: string;
  /** DESIGN_COLORS id. */
  colorId: string;
}

export interface CartItem {
  /** productId, size and color joined. */
  id: string;
  productId: string;
  name: string;
  /** Decimal string with up to 2 places, as shown. */
  price: string;
  imageUrl: string;
  size: string;
  color: string;
  quantity: number;
  /** Storefront variant id (gid://…/ProductVariant/…); null for custom lines. */
  shopifyId: string | null;
  handle?: string | undefined;
  custom?: CustomDesign | undefined;
}

/** Why a value is not a cart line, and where: the path inside the line. */
export interface CartIssue {
  path: Array<string | number>;
  message: string;
}

type Check = (value: unknown) => boolean;

const text =
  (max: number, min = 0): Check =>
  (value) =>
    typeof value === 'string' && value.length >= min && value.length <= max;
const optional =
  (check: Check): Check =>
  (value) =>
    value === undefined || check(value);
const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const PRICE = /^\d+(\.\d{1,2})?$/;

const CUSTOM_FIELDS: ReadonlyArray<[keyof CustomDesign, Check]> = [
  ['productHandle', text(100)],
  ['designId', text(64)],
  ['colorId', text(32)],
];

const LINE_FIELDS: ReadonlyArray<[keyof CartItem, Check, string]> = [
  ['id', text(300, 1), 'Line id must be 1 to 300 characters'],
  ['productId', text(200, 1), 'Product id must be 1 to 200 characters'],
  ['name', text(300), 'Name must be at most 300 characters'],
  ['price', (v) => typeof v === 'string' && PRICE.test(v), 'Price must be a decimal amount'],
  ['imageUrl', text(2000), 'Image URL must be at most 2000 characters'],
  ['size', text(32), 'Size must be at most 32 characters'],
  ['color', text(32), 'Color must be at most 32 characters'],
  [
    'quantity',
    (v) => Number.isInteger(v) && (v as number) >= 1 && (v as number) <= MAX_LINE_QUANTITY,
    `Quantity must be a whole number from 1 to ${MAX_LINE_QUANTITY}`,
  ],
  ['shopifyId', (v) => v === null || text(200)(v), 'Variant id must be at most 200 characters or null'],
  ['handle', optional(text(255)), 'Handle must be at most 255 characters'],
  [
    'custom',
    optional((v) => isRecord(v) && CUSTOM_FIELDS.every(([key, check]) => check(v[key]))),
    'Custom design is not valid',
  ],
];

/** The first thing wrong with a cart line, or null when it is one. */
export function cartLineIssue(value: unknown): CartIssue | null {
  if (!isRecord(value)) return { path: [], message: 'A cart line must be an object' };
  for (const [key, check, message] of LINE_FIELDS) if (!check(value[key])) return { path: [key], message };
  return null;
}

/** The first thing wrong with a cart, with the line's index in the path, or null. */
export function cartIssue(value: unknown): CartIssue | null {
  if (!Array.isArray(value)) return { path: [], message: 'A cart must be a list of lines' };
  if (value.length > MAX_CART_LINES) return { path: [], message: `A cart holds at most ${MAX_CART_LINES} lines` };
  for (const [index, line] of value.entries()) {
    const issue = cartLineIssue(line);
    if (issue) return { path: [index, ...issue.path], message: issue.message };
  }
  return null;
}

/** The line with only its known fields, or null when it is not a cart line. */
export function parseCartItem(value: unknown): CartItem | null {
  if (cartLineIssue(value) !== null) return null;
  const line = value as Record<string, unknown>;
  const item: CartItem = {
    id: line.id as string,
    productId: line.productId as string,
    name: line.name as string,
    price: line.price as string,
    imageUrl: line.imageUrl as string,
    size: line.size as string,
    color: line.color as string,
    quantity: line.quantity as number,
    shopifyId: line.shopifyId as string | null,
  };
  if (line.handle !== undefined) item.handle = line.handle as string;
  if (line.custom !== undefined) {
    const custom = line.custom as Record<string, unknown>;
    item.custom = {
      productHandle: custom.productHandle as string,
      designId: custom.designId as string,
      colorId: custom.colorId as string,
    };
  }
  return item;
}

/** The cart's lines, each with only its known fields, or null when anything is wrong. */
export function parseCart(value: unknown): CartItem[] | null {
  if (cartIssue(value) !== null) return null;
  return (value as unknown[]).map((line) => parseCartItem(line)!);
}

export const cartLineId = (productId: string, size: string, color: string) => `${productId}-${size}-${color}`;

/**
 * One line of the cart: the same product, size and colour; custom lines of different designs on one garment stay apart.
 */
export const sameCartLine = (a: CartItem, b: CartItem): boolean =>
  a.productId === b.productId && a.size === b.size && a.color === b.color && a.custom?.designId === b.custom?.designId;
