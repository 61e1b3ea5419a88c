import { z } from 'zod';

/** The largest product CSV the admin takes in one upload (a Shopify export of ~50,000 variants). */
export const PRODUCT_CSV_MAX_BYTES = 64 * 1024 * 1024;

/** A row the import leaves out: its row number as a spreadsheet shows it (the header is row 1). */
export const CsvRejectionSchema = z.object({
  row: z.number().int(),
  column: z.string(),
  reason: z.string(),
  /** The product the row belongs to, when it names one. */
  handle: z.string(),
});
export type CsvRejection = z.infer<typeof CsvRejectionSchema>;

const CountsSchema = z.object({
  created: z.number().int(),
  changed: z.number().int(),
  unchanged: z.number().int(),
});

export const ProductImportPreviewSchema = z.object({
  products: CountsSchema.extend({
    /** Products left out because one of their rows was rejected. */
    rejected: z.number().int(),
  }),
  variants: CountsSchema.extend({
    /** Variants a changed product no longer lists (kept with no stock when orders point at them). */
    removed: z.number().int(),
  }),
  /** The first rejected rows (all of them up to a thousand). */
  rejections: z.array(CsvRejectionSchema),
  rejectedRows: z.number().int(),
});
export type ProductImportPreview = z.infer<typeof ProductImportPreviewSchema>;

export const PRODUCT_IMPORT_STATUSES = ['previewed', 'queued', 'running', 'done', 'failed'] as const;

export const ProductImportSchema = z.object({
  id: z.number().int(),
  fileName: z.string(),
  status: z.enum(PRODUCT_IMPORT_STATUSES),
  preview: ProductImportPreviewSchema,
  /** Progress while applying: products written or found unchanged, of those the preview accepted. */
  doneProducts: z.number().int(),
  totalProducts: z.number().int(),
  result: z.object({
    created: z.number().int(),
    changed: z.number().int(),
    unchanged: z.number().int(),
    /** Rejected while applying: a SKU another product took since the preview. */
    rejections: z.array(CsvRejectionSchema),
  }),
  error: z.string().nullable(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
});
export type ProductImport = z.infer<typeof ProductImportSchema>;

export const ProductImportQuerySchema = z.object({
  /** The uploaded file's name, kept with the import for the activity log. */
  name: z.string().trim().max(255, 'name is at most 255 characters').default('products.csv'),
});
