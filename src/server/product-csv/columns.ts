// Shopify's product CSV layout (help.shopify.com, "Using CSV files to import and export
// products"): one row per variant and image under the product's Handle, the product's own
// fields on its first row only. What the store keeps beyond Shopify's columns travels as
// product metafields, in the header form Shopify exports them: `Name (product.metafields.custom.key)`.

export const SHOPIFY_COLUMNS = [
  'Handle',
  'Title',
  'Body (HTML)',
  'Vendor',
  'Product Category',
  'Type',
  'Tags',
  'Published',
  'Option1 Name',
  'Option1 Value',
  'Option2 Name',
  'Option2 Value',
  'Option3 Name',
  'Option3 Value',
  'Variant SKU',
  'Variant Grams',
  'Variant Inventory Tracker',
  'Variant Inventory Qty',
  'Variant Inventory Policy',
  'Variant Fulfillment Service',
  'Variant Price',
  'Variant Compare At Price',
  'Variant Requires Shipping',
  'Variant Taxable',
  'Variant Barcode',
  'Image Src',
  'Image Position',
  'Image Alt Text',
  'Gift Card',
  'SEO Title',
  'SEO Description',
  'Variant Image',
  'Variant Weight Unit',
  'Status',
] as const;

export const METAFIELD_COLUMNS = {
  category: 'Category (product.metafields.custom.category)',
  subcategory: 'Subcategory (product.metafields.custom.subcategory)',
  collection: 'Collection (product.metafields.custom.collection)',
  materials: 'Materials (product.metafields.custom.materials)',
  featured: 'Featured (product.metafields.custom.featured)',
  trending: 'Trending (product.metafields.custom.trending)',
  supplier: 'Supplier (product.metafields.custom.supplier)',
  supplierId: 'Supplier ID (product.metafields.custom.supplier_id)',
  lowStockAt: 'Low stock alert (variant.metafields.custom.low_stock_at)',
} as const;

export const PRODUCT_CSV_COLUMNS: readonly string[] = [...SHOPIFY_COLUMNS, ...Object.values(METAFIELD_COLUMNS)];

export type CsvRecord = Record<string, string>;

/** The option names a file may give the store's two options, as Shopify stores spell them. */
export const SIZE_OPTION = 'Size';
export const COLOR_OPTION = 'Color';
/** The store's values for a product without that option (Shopify's "Title: Default Title"). */
export const DEFAULT_COLOR = 'Default';

/** How lists (tags, materials) are written in one cell, as Shopify writes tags. */
export const LIST_SEPARATOR = ', ';
export const splitList = (cell: string) =>
  cell
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);

/** One product as the file carries it, in the store's units (cents, whole counts). */
export interface CsvVariant {
  size: string;
  color: string;
  sku: string;
  priceCents: number;
  compareAtPriceCents: number | null;
  stock: number;
  lowStockAt: number | null;
  /** The picture shown for this variant (Variant Image): the first image of its color. */
  imageUrl: string;
}

export interface CsvImage {
  url: string;
  alt: string;
}

export interface CsvProduct {
  handle: string;
  name: string;
  description: string;
  vendor: string;
  productType: string;
  tags: string[];
  active: boolean;
  category: string;
  subcategory: string;
  collection: string | null;
  materials: string[];
  featured: boolean;
  trending: boolean;
  supplier: string | null;
  supplierId: string | null;
  variants: CsvVariant[];
  images: CsvImage[];
}
