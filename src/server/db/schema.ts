// Every table of the store. Money is numeric(10,2) (read as strings, converted to cents
// in code); ids are integer identities; public identifiers (handles, tracking numbers,
// gift card codes, session ids) are unique strings.
import { sql, type SQLWrapper } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  json,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import type { OrderDiscount, StoredDiscountRule } from '../../shared/schemas/discounts';

const money = (name: string) => numeric(name, { precision: 10, scale: 2 });
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => 'bytea' });
/** A 64-bit transaction id, read as its decimal text. */
const xid8 = customType<{ data: string; driverData: string }>({ dataType: () => 'xid8' });

// ---------- Catalogue ----------

export const products = pgTable(
  'products',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    handle: varchar('handle', { length: 255 }).notNull(),
    name: varchar('name', { length: 255 }).notNull(),
    /** Sanitised HTML. */
    description: text('description').notNull().default(''),
    /**
     * What search matches: each word of the product once, singular, prefixed with the best
     * place it appears (3: name or type, 2: color, material, category, tags, vendor,
     * 1: description), e.g. '3:dress'. Kept by a trigger (the search_vocabulary migration),
     * never written here.
     */
    searchTerms: text('search_terms')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Lowest variant price, kept in step with the variants for sorting and filtering. */
    price: money('price').notNull(),
    /**
     * The "was" price the product is listed with: the compare-at price of its cheapest variant
     * when above that variant's price, else null (not on sale). Kept in step with the variants.
     */
    originalPrice: money('original_price'),
    /** women | men | kids | unclassified | custom (designer base garments, not listed). */
    category: varchar('category', { length: 32 }).notNull(),
    subcategory: varchar('subcategory', { length: 64 }).notNull(),
    productType: varchar('product_type', { length: 64 }).notNull().default('General'),
    collection: varchar('collection', { length: 64 }),
    vendor: varchar('vendor', { length: 128 }).notNull().default(''),
    supplier: varchar('supplier', { length: 128 }),
    supplierId: varchar('supplier_id', { length: 128 }),
    sizes: text('sizes')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    colors: text('colors')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    materials: text('materials')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    featured: boolean('featured').notNull().default(false),
    trending: boolean('trending').notNull().default(false),
    /**
     * Some variant has stock. The shown total is summed from the variants when read; this
     * flag is what filters and facet counts use. Product saves set it; an order or a cancel
     * writes it only when a variant's stock reaches or leaves zero, after locking the product
     * and rechecking its variants in a statement of its own (orders/queries.ts
     * recheckInStock), so orders of one product do not queue on its row.
     */
    inStock: boolean('in_stock').notNull().default(false),
    /** Published on the storefront. */
    active: boolean('active').notNull().default(true),
    /**
     * When staff deleted a product that orders still name: it stays (past orders read it) but is
     * kept unpublished (active false) and marked, until staff restore it. Null for a live product.
     */
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    /**
     * The transaction that last changed a column facets count (category to active) or search
     * words come from (name, type, tags, vendor, description): set on insert, and by a trigger
     * on update (migrations 0011 and 0015), so the facet index
     * (catalog/facet-index.ts) reads only what changed since it last looked.
     */
    facetXid: xid8('facet_xid')
      .notNull()
      .default(sql`pg_current_xact_id()`),
    /**
     * Counts staff saves of the product: the admin form sends the version it was read at, and a
     * save from an older one is refused (409), so a stale form never overwrites a newer save.
     * Orders and stock adjustments do not change it: a save never writes existing variants' stock.
     */
    version: integer('version').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('products_handle_key').on(t.handle),
    index('products_facet_xid_idx').on(t.facetXid),
    index('products_category_idx').on(t.category, t.subcategory, t.id),
    index('products_collection_idx').on(t.collection, t.id),
    index('products_price_idx').on(t.price, t.id),
    index('products_name_idx').on(t.name, t.id),
    index('products_featured_idx').on(t.featured.desc(), t.trending.desc(), t.id),
    // The newest sort walks created_at desc, then id desc: both keys in the index's order.
    index('products_created_idx').on(t.createdAt.desc(), t.id.desc().nullsFirst()),
    index('products_sizes_idx').using('gin', t.sizes),
    index('products_colors_idx').using('gin', t.colors),
    index('products_materials_idx').using('gin', t.materials),
    // A search's words and the filters a search is narrowed with, in one index of listed
    // products: one scan of it finds the products that have them all, where intersecting the
    // search's matches with a category's index meant reading hundreds of thousands of rows. The
    // category and subcategory are held as one-element arrays, the form a search's conditions
    // give them (catalog/queries.ts), since GIN indexes arrays and not plain text; statistics
    // on those expressions (migration search_with_filters) tell the planner their shares.
    index('products_search_filters_idx')
      .using(
        'gin',
        t.searchTerms,
        t.colors,
        t.sizes,
        t.materials,
        sql`(array[${t.category}::text])`,
        sql`(array[${t.subcategory}::text])`,
      )
      .where(sql`${t.active} and ${t.category} <> 'custom'`),
    // products_counts_idx (migration counts_at_scale, hand-written: drizzle-kit has no INCLUDE):
    // listed products by category and price, carrying every filtered column, for counts under a filter.
  ],
);

/**
 * Every word the catalogue's products use (as search_terms holds them, without the place),
 * kept by a trigger on products (the search_vocabulary migration). Search corrects a word it
 * does not know to the nearest of these (trigram distance, then edits), and the typeahead
 * completes the last word from them. Words of deleted products stay: a correction to one
 * finds nothing.
 */
export const searchVocabulary = pgTable('search_vocabulary', { word: text('word').primaryKey() }, (t) => [
  index('search_vocabulary_trgm_idx').using('gist', sql`${t.word} gist_trgm_ops`),
]);

/**
 * How many listed (active) products of each category carry each facet value, kept exact by
 * statement triggers on products (migration 0002), so a whole category's (or the whole
 * shop's) total and facets read a few rows at any catalogue size instead of counting every
 * product. facet: total, subcategory, size, color, material, featured, trending, inStock,
 * onSale (value '' for the last four and total). Rows whose count falls to 0 stay, with n = 0.
 */
export const catalogFacetCounts = pgTable(
  'catalog_facet_counts',
  {
    category: varchar('category', { length: 32 }).notNull(),
    facet: varchar('facet', { length: 16 }).notNull(),
    value: text('value').notNull(),
    n: integer('n').notNull(),
  },
  (t) => [primaryKey({ columns: [t.category, t.facet, t.value] })],
);

export const productVariants = pgTable(
  'product_variants',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    sku: varchar('sku', { length: 64 }).notNull(),
    size: varchar('size', { length: 32 }).notNull(),
    color: varchar('color', { length: 32 }).notNull(),
    price: money('price').notNull(),
    /** The "was" price shown struck through beside the price; on sale only when above it. */
    compareAtPrice: money('compare_at_price'),
    stock: integer('stock').notNull().default(0),
    position: integer('position').notNull().default(0),
    /** Staff hear by email when the stock falls to this many or fewer; none: no alert. */
    lowStockAt: integer('low_stock_at'),
    /** The alert for the current fall was sent; cleared once the stock is back above the threshold. */
    lowStockAlerted: boolean('low_stock_alerted').notNull().default(false),
  },
  (t) => [
    uniqueIndex('product_variants_sku_key').on(t.sku),
    uniqueIndex('product_variants_option_key').on(t.productId, t.size, t.color),
    check('product_variants_stock_nonnegative', sql`${t.stock} >= 0`),
    check('product_variants_price_nonnegative', sql`${t.price} >= 0`),
    // The alert job finds the variants at or below their threshold without reading the others.
    index('product_variants_low_stock_idx')
      .on(t.id)
      .where(sql`${t.lowStockAt} is not null`),
  ],
);

/**
 * Binary assets served at /media/:id (seeded SVG artwork and admin uploads): one row per
 * distinct content and type, so two identical uploads at once get the same id. Uploaded
 * photos (JPEG, PNG, WebP, AVIF) carry their size; their resized copies live in the media
 * store (media/store.ts), not here, and so do their originals when the store is a directory
 * or a bucket.
 */
export const media = pgTable(
  'media',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    contentType: varchar('content_type', { length: 100 }).notNull(),
    /** The bytes, or null when they are kept in the media store (media/originals.ts). */
    body: bytea('body'),
    sha256: varchar('sha256', { length: 64 }).notNull(),
    /** Pixel size of an uploaded photo (upright); null for SVG artwork. */
    width: integer('width'),
    height: integer('height'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('media_sha256_content_type_key').on(t.sha256, t.contentType)],
);

/** The database media store: resized photos by key (when no directory or bucket is configured). */
export const mediaBlobs = pgTable('media_blobs', {
  key: varchar('key', { length: 300 }).primaryKey(),
  body: bytea('body').notNull(),
  createdAt: createdAt(),
});

export const productImages = pgTable(
  'product_images',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    alt: varchar('alt', { length: 255 }).notNull().default(''),
    /** The colour this image shows, when it shows one. */
    color: varchar('color', { length: 32 }),
    width: integer('width').notNull().default(800),
    height: integer('height').notNull().default(1000),
    /** An uploaded photo, served resized in several widths and formats; false for SVG artwork and addresses. */
    raster: boolean('raster').notNull().default(false),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('product_images_product_idx').on(t.productId, t.position)],
);

/**
 * A product CSV staff uploaded: the file itself (gzipped, so the worker that applies it need not
 * share a disk with the process that took it), what its preview found, and how far applying it
 * has come. Applying runs in batches, each in its own transaction that also moves done_products
 * on, so a worker that dies resumes after the last whole batch.
 */
export const productImports = pgTable('product_imports', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  staffId: integer('staff_id').references(() => adminUsers.id, { onDelete: 'set null' }),
  fileName: varchar('file_name', { length: 255 }).notNull(),
  file: bytea('file').notNull(),
  /** previewed | queued | running | done | failed */
  status: varchar('status', { length: 16 }).notNull().default('previewed'),
  /** Products in the file that pass the checks: what applying works through. */
  totalProducts: integer('total_products').notNull().default(0),
  doneProducts: integer('done_products').notNull().default(0),
  /** The preview's counts and rejected rows (shared/schemas/product-csv.ts). */
  preview: jsonb('preview').$type<Record<string, unknown>>().notNull(),
  /** What applying did: products created, changed, unchanged, rejected at apply time. */
  result: jsonb('result').$type<Record<string, unknown>>().notNull().default({}),
  error: text('error'),
  createdAt: createdAt(),
  finishedAt: timestamp('finished_at', { withTimezone: true }),
});

// ---------- Orders ----------

/**
 * What staff offer: a rule (shared/discounts/rules.ts, checked by the shared schema) with its
 * conditions and limits. A code is stored upper-case; none for an automatic discount.
 */
export const discounts = pgTable(
  'discounts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    title: varchar('title', { length: 120 }).notNull(),
    code: varchar('code', { length: 64 }),
    rule: jsonb('rule').$type<StoredDiscountRule>().notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    paused: boolean('paused').notNull().default(false),
    combinable: boolean('combinable').notNull().default(false),
    priority: integer('priority').notNull().default(0),
    usageLimit: integer('usage_limit'),
    /** Uses held by orders (a cancelled order gives its use back); only promotions/claims.ts changes it. */
    usedCount: integer('used_count').notNull().default(0),
    perCustomerLimit: integer('per_customer_limit'),
    firstOrderOnly: boolean('first_order_only').notNull().default(false),
    minSubtotalCents: integer('min_subtotal_cents'),
    minQuantity: integer('min_quantity'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('discounts_code_key')
      .on(t.code)
      .where(sql`${t.code} is not null`),
    check(
      'discounts_used_count_within_limit',
      sql`${t.usedCount} >= 0 and (${t.usageLimit} is null or ${t.usedCount} <= ${t.usageLimit})`,
    ),
    check(
      'discounts_limits_positive',
      sql`(${t.usageLimit} is null or ${t.usageLimit} >= 1) and (${t.perCustomerLimit} is null or ${t.perCustomerLimit} >= 1)`,
    ),
  ],
);

/**
 * One use of a discount by one order. The customer's uses are numbered: two checkouts of one
 * customer that both count n uses cannot both write use n + 1.
 */
export const discountUses = pgTable(
  'discount_uses',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    discountId: integer('discount_id')
      .notNull()
      .references(() => discounts.id),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** The order's email as one mailbox (shared/customer-key.ts). */
    customerKey: varchar('customer_key', { length: 255 }).notNull(),
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    useNumber: integer('use_number').notNull(),
    amountCents: integer('amount_cents').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('discount_uses_order_key').on(t.discountId, t.orderId),
    uniqueIndex('discount_uses_customer_use_key').on(t.discountId, t.customerKey, t.useNumber),
    index('discount_uses_customer_key_idx').on(t.customerKey),
    index('discount_uses_customer_id_idx').on(t.customerId),
    index('discount_uses_order_idx').on(t.orderId),
    check('discount_uses_amount_nonnegative', sql`${t.amountCents} >= 0 and ${t.useNumber} >= 1`),
  ],
);

/**
 * A markdown staff schedule: from `starts_at` to `ends_at` the chosen products (or every product
 * of a collection) sell at a percentage off or at a set price, with their old price shown as
 * the "was" price. The sales module (sales/run.ts) starts and ends it, through the job queue.
 */
export const sales = pgTable(
  'sales',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    title: varchar('title', { length: 120 }).notNull(),
    percentOff: integer('percent_off'),
    priceCents: integer('price_cents'),
    productIds: integer('product_ids')
      .array()
      .notNull()
      .default(sql`'{}'::int[]`),
    collection: varchar('collection', { length: 64 }),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    /** None: it runs until staff end it. */
    endsAt: timestamp('ends_at', { withTimezone: true }),
    /** scheduled, active or ended; moved only by guarded updates, so a sale starts and ends once. */
    state: varchar('state', { length: 16 }).notNull().default('scheduled'),
    startedAt: timestamp('started_at', { withTimezone: true }),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('sales_due_idx').on(t.state, t.startsAt),
    check('sales_state_known', sql`${t.state} in ('scheduled', 'active', 'ended')`),
    check(
      'sales_one_markdown',
      sql`(${t.percentOff} between 1 and 99 and ${t.priceCents} is null) or (${t.percentOff} is null and ${t.priceCents} >= 0)`,
    ),
  ],
);

/**
 * A variant a running sale marked down, with what it had before: ending the sale puts that back.
 * One row per variant: a variant is in one running sale at a time.
 */
export const saleVariants = pgTable(
  'sale_variants',
  {
    variantId: integer('variant_id')
      .primaryKey()
      .references(() => productVariants.id, { onDelete: 'cascade' }),
    saleId: integer('sale_id')
      .notNull()
      .references(() => sales.id),
    priceBefore: money('price_before').notNull(),
    compareAtBefore: money('compare_at_before'),
    salePrice: money('sale_price').notNull(),
  },
  (t) => [index('sale_variants_sale_idx').on(t.saleId)],
);

export const giftCards = pgTable(
  'gift_cards',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    code: varchar('code', { length: 32 }).notNull(),
    title: varchar('title', { length: 200 }).notNull(),
    amount: money('amount').notNull(),
    /** What is left to spend; debits are guarded by balance >= amount. */
    balance: money('balance').notNull(),
    message: text('message').notNull().default(''),
    senderName: varchar('sender_name', { length: 200 }).notNull(),
    senderEmail: varchar('sender_email', { length: 255 }).notNull(),
    recipientName: varchar('recipient_name', { length: 200 }).notNull(),
    recipientEmail: varchar('recipient_email', { length: 255 }).notNull(),
    design: varchar('design', { length: 64 }),
    isRedeemed: boolean('is_redeemed').notNull().default(false),
    redeemedAt: timestamp('redeemed_at', { withTimezone: true }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    /** The staff member who issued it by hand, without payment; null for a card bought and paid for. */
    issuedByStaffId: integer('issued_by_staff_id').references(() => adminUsers.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('gift_cards_code_key').on(t.code),
    check('gift_cards_balance_range', sql`${t.balance} >= 0 and ${t.balance} <= ${t.amount}`),
  ],
);

/**
 * The shopper's name as given at checkout: the order list shows it and searches it, through
 * an index on this very expression (orders_customer_name_trgm_idx).
 */
export const orderCustomerName = (customer: SQLWrapper) =>
  sql<string>`(trim(coalesce(${customer}->>'firstName', '') || ' ' || coalesce(${customer}->>'lastName', '')))`;

/**
 * An email as one mailbox, in SQL: what shared/customer-key.ts customerKeyOf says in code (lower
 * case, a +tag dropped, Gmail's dots dropped and googlemail.com read as gmail.com). The
 * customer list groups accounts, newsletter sign-ups and emails sent by it, through indexes on
 * this very expression.
 */
export const customerKeySql = (email: SQLWrapper) => {
  const address = sql`lower(trim(${email}))`;
  const name = sql`split_part(${address}, '@', 1)`;
  const domain = sql`split_part(${address}, '@', 2)`;
  const untagged = sql`(case when position('+' in ${name}) > 1 then split_part(${name}, '+', 1) else ${name} end)`;
  return sql<string>`(case
    when ${domain} in ('gmail.com', 'googlemail.com') then replace(${untagged}, '.', '') || '@gmail.com'
    when position('@' in ${address}) > 1 then ${untagged} || '@' || ${domain}
    else ${address} end)`;
};

/** The order list's trigram indexes: see orders_email_trgm_idx. */
const SEARCH_GIN = { fastupdate: true, gin_pending_list_limit: 64 };

export const orders = pgTable(
  'orders',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    email: varchar('email', { length: 255 }).notNull(),
    /** The stage the shopper follows (ORDER_STATUSES): the tracking timeline reads it. */
    status: varchar('status', { length: 32 }).notNull().default('pending'),
    /**
     * unpaid | paid | partially_refunded | refunded | in_review (PAYMENT_STATUSES); only orders/moves.ts changes it.
     */
    paymentStatus: varchar('payment_status', { length: 24 }).notNull().default('unpaid'),
    /**
     * unfulfilled | partially_fulfilled | fulfilled | delivered | returned (FULFILLMENT_STATUSES); only orders/moves.ts
     * changes it.
     */
    fulfillmentStatus: varchar('fulfillment_status', { length: 24 }).notNull().default('unfulfilled'),
    subtotal: money('subtotal').notNull().default('0'),
    discount: money('discount').notNull().default('0'),
    shipping: money('shipping').notNull().default('0'),
    tax: money('tax').notNull().default('0'),
    giftCardAmount: money('gift_card_amount').notNull().default('0'),
    total: money('total').notNull(),
    /** Multi-line text: name, street, city state zip, country, optional phone. */
    shippingAddress: text('shipping_address').notNull(),
    /** How the order travels: standard or express. */
    shippingMethod: varchar('shipping_method', { length: 16 }).notNull().default('standard'),
    /** The structured form the shopper filled in. */
    customer: jsonb('customer').$type<Record<string, unknown>>().notNull().default({}),
    notes: text('notes'),
    promoCode: varchar('promo_code', { length: 64 }),
    /** The email as one mailbox (shared/customer-key.ts): discount limits and first orders count by it. */
    customerKey: varchar('customer_key', { length: 255 }),
    /** The discounts the order got, as it was placed: what its page, emails and the admin show. */
    discounts: jsonb('discounts').$type<OrderDiscount[]>().notNull().default([]),
    giftCardId: integer('gift_card_id').references(() => giftCards.id),
    /** The shopper's account: placed while signed in, or joined once the shopper proved the email. */
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    /** Random and unguessable: the shopper's key to the tracking page. */
    trackingNumber: varchar('tracking_number', { length: 64 }).notNull(),
    carrier: varchar('carrier', { length: 64 }),
    carrierTrackingNumber: varchar('carrier_tracking_number', { length: 128 }),
    /**
     * The client address the order was placed from (an IPv6 address by its /64): unpaid orders
     * are limited per address. Null for orders placed before it was kept.
     */
    placedFrom: varchar('placed_from', { length: 64 }),
    /**
     * Whether the order has taken its stock: at placement by default, or only once paid when the
     * store takes stock at payment (store_settings). What a cancel gives back depends on it.
     */
    stockTaken: boolean('stock_taken').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('orders_tracking_number_key').on(t.trackingNumber),
    // The unpaid orders an address holds, counted on every order placed (orders/checkout-sql.ts);
    // an email's are counted through orders_email_idx, as one email has few orders. Only rows
    // with an address: so the email's count, which names none, cannot pick this index and read
    // every unpaid order of the shop.
    index('orders_unpaid_placed_from_idx')
      .on(t.placedFrom)
      .where(sql`${t.status} = 'awaiting_payment' and ${t.paymentStatus} = 'unpaid' and ${t.placedFrom} is not null`),
    // The order list's keyset pages, newest or oldest first. Plain ascending keys: read
    // backwards they give "created_at desc, id desc" as queries write it (a key declared
    // DESC sorts nulls last, which that order does not, so the planner would sort instead).
    index('orders_created_idx').on(t.createdAt, t.id),
    index('orders_status_idx').on(t.status, t.createdAt.desc()),
    // By payment status, abandoned checkouts (unpaid) included: their list and count read it.
    index('orders_payment_status_idx').on(t.paymentStatus, t.createdAt, t.id),
    // The placed orders' fulfilment filter. A checkout is written unpaid and rewritten when its
    // payment succeeds, so its first version would only add an entry that dies with that payment.
    index('orders_fulfillment_status_idx')
      .on(t.fulfillmentStatus, t.createdAt, t.id)
      .where(sql`${t.paymentStatus} <> 'unpaid'`),
    /** The orders to ship (admin/order-list.ts toShip), newest first, and their count. */
    index('orders_to_ship_idx')
      .on(t.createdAt, t.id)
      .where(
        sql`${t.paymentStatus} in ('paid', 'partially_refunded') and ${t.fulfillmentStatus} in ('unfulfilled', 'partially_fulfilled') and ${t.status} <> 'cancelled'`,
      ),
    index('orders_email_idx').on(t.email),
    index('orders_customer_key_idx').on(t.customerKey),
    // The order list's search: any part of an email, tracking number, carrier's number or name.
    // New entries go to a short pending list (64 kB) that the insert which fills it merges into
    // the index in one sorted pass: an order then costs a few appends instead of a descent per
    // trigram (an email or a random tracking number has about twenty), and a search reads at
    // most those 64 kB beside the index.
    index('orders_email_trgm_idx')
      .using('gin', sql`${t.email} gin_trgm_ops`)
      .with(SEARCH_GIN),
    index('orders_tracking_number_trgm_idx')
      .using('gin', sql`${t.trackingNumber} gin_trgm_ops`)
      .with(SEARCH_GIN),
    index('orders_carrier_tracking_number_trgm_idx')
      .using('gin', sql`${t.carrierTrackingNumber} gin_trgm_ops`)
      .with(SEARCH_GIN),
    index('orders_customer_name_trgm_idx')
      .using('gin', sql`${orderCustomerName(t.customer)} gin_trgm_ops`)
      .with(SEARCH_GIN),
    // A signed-in shopper's orders; a guest's are found by email.
    index('orders_customer_idx')
      .on(t.customerId, t.createdAt.desc(), t.id.desc())
      .where(sql`${t.customerId} is not null`),
  ],
);

export const orderItems = pgTable(
  'order_items',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: integer('product_id').references(() => products.id, { onDelete: 'set null' }),
    variantId: integer('variant_id').references(() => productVariants.id, { onDelete: 'set null' }),
    /** Snapshots, so an order reads the same after the catalogue changes. */
    name: varchar('name', { length: 255 }).notNull(),
    imageUrl: text('image_url'),
    sku: varchar('sku', { length: 64 }),
    designId: varchar('design_id', { length: 64 }),
    quantity: integer('quantity').notNull(),
    price: money('price').notNull(),
    size: varchar('size', { length: 32 }),
    color: varchar('color', { length: 32 }),
  },
  (t) => [
    index('order_items_order_idx').on(t.orderId),
    // The order list's search by product finds its lines by the names and SKUs matched in sold_item_names.
    index('order_items_name_idx').on(t.name),
    index('order_items_sku_idx').on(t.sku),
    check('order_items_quantity_positive', sql`${t.quantity} > 0`),
  ],
);

/**
 * An order line's id with its table's name, for a subquery about the line: drizzle leaves a
 * column unqualified when a query reads one table, and inside a subquery of a table with an
 * `id` of its own, a bare "id" would be that table's.
 */
export const orderItemIdSql = sql`${orderItems}.${sql.identifier('id')}`;

/**
 * Each product name and SKU an order line was sold under, once (no SKU is ''). The order
 * list's search by any part of a product's name or SKU matches these few rows by trigram, then
 * reads the lines by the names and SKUs found, through plain indexes. Placing an order only looks its names
 * up here (a name sold before is not written again), where trigram indexes on the lines
 * themselves cost every order two trigram index writes per line.
 */
export const soldItemNames = pgTable(
  'sold_item_names',
  {
    name: varchar('name', { length: 255 }).notNull(),
    sku: varchar('sku', { length: 64 }).notNull().default(''),
  },
  (t) => [
    primaryKey({ columns: [t.name, t.sku] }),
    // Written straight into the index, as on orders: a new name is rare, and a pending list
    // would be read through by every search until vacuum merged it.
    index('sold_item_names_name_trgm_idx')
      .using('gin', sql`${t.name} gin_trgm_ops`)
      .with({ fastupdate: false }),
    index('sold_item_names_sku_trgm_idx')
      .using('gin', sql`${t.sku} gin_trgm_ops`)
      .with({ fastupdate: false }),
  ],
);

/**
 * The order's history: who changed what, when and why. The shopper's timeline reads only the
 * stage moves (kind 'status') and only their shopper_note; `note` is for staff alone.
 */
export const orderEvents = pgTable(
  'order_events',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** status (the stage) | payment | fulfillment | note (a staff comment) */
    kind: varchar('kind', { length: 16 }).notNull().default('status'),
    /** The stage, payment status or fulfillment status the order moved to (the stage, for a comment). */
    status: varchar('status', { length: 32 }).notNull(),
    /** Staff only: why, as staff or the store wrote it. */
    note: text('note'),
    /** What the shopper's timeline says of this step, if anything. */
    shopperNote: text('shopper_note'),
    adminUserId: integer('admin_user_id').references(() => adminUsers.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('order_events_order_idx').on(t.orderId, t.createdAt)],
);

/**
 * A parcel sent for an order: its carrier and what it holds. An order ships in one parcel or
 * several; the order is fulfilled once every line's quantity is in one.
 */
export const shipments = pgTable(
  'shipments',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** As staff chose it; null when the parcel went without a named carrier. */
    carrier: varchar('carrier', { length: 64 }),
    carrierTrackingNumber: varchar('carrier_tracking_number', { length: 128 }),
    adminUserId: integer('admin_user_id').references(() => adminUsers.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('shipments_order_idx').on(t.orderId, t.id)],
);

export const shipmentItems = pgTable(
  'shipment_items',
  {
    shipmentId: integer('shipment_id')
      .notNull()
      .references(() => shipments.id, { onDelete: 'cascade' }),
    orderItemId: integer('order_item_id')
      .notNull()
      .references(() => orderItems.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.shipmentId, t.orderItemId] }),
    check('shipment_items_quantity_positive', sql`${t.quantity} > 0`),
  ],
);

/**
 * Units of an order's lines that went back on sale: taken back with a staff refund (refund_id),
 * or received with a shopper's return (return_line_id). Each line once per refund and each
 * return line once, so a refund or a receipt repeated or retried never returns the same stock
 * twice, and a line never goes back to stock more often than it was ordered.
 */
export const returnedItems = pgTable(
  'returned_items',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    refundId: integer('refund_id').references(() => refunds.id, { onDelete: 'cascade' }),
    returnLineId: integer('return_line_id').references((): AnyPgColumn => returnLines.id, { onDelete: 'cascade' }),
    orderItemId: integer('order_item_id')
      .notNull()
      .references(() => orderItems.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('returned_items_refund_item_key').on(t.refundId, t.orderItemId),
    uniqueIndex('returned_items_return_line_key').on(t.returnLineId),
    index('returned_items_order_item_idx').on(t.orderItemId),
    check('returned_items_quantity_positive', sql`${t.quantity} > 0`),
    check('returned_items_has_cause', sql`(${t.refundId} is null) <> (${t.returnLineId} is null)`),
  ],
);

// ---------- Returns and exchanges ----------

/**
 * A shopper's return of some of an order's items, for their money back or another size or
 * colour (returns/). Its status moves only forward, each move a guarded update (returns/moves.ts);
 * `refund_cents` is what its refund lines and cheaper exchanges give back, fixed when it is started.
 */
export const returns = pgTable(
  'returns',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** As printed on the slip: R- and six random letters and digits. */
    returnNumber: varchar('return_number', { length: 16 }).notNull(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** requested | approved | in_transit | received | refunded | exchanged | rejected (RETURN_STATUSES) */
    status: varchar('status', { length: 16 }).notNull().default('requested'),
    refundCents: integer('refund_cents').notNull().default(0),
    /**
     * What the shopper owes for exchanges to dearer sizes or colours, fixed when it is started.
     * Kept apart from refund_cents (never netted): the refund goes back to the order's payment,
     * the charge is paid with a payment of the return's own (payments.return_id).
     */
    chargeCents: integer('charge_cents').notNull().default(0),
    /** When the charge was paid (its payment is the return's one paid payment); null while owed. */
    chargePaidAt: timestamp('charge_paid_at', { withTimezone: true }),
    /** The refund made for it (payments), once staff refunded it. */
    refundId: integer('refund_id').references(() => refunds.id),
    /** The exchanged sizes became lines of the order before the return arrived. */
    exchangeShipped: boolean('exchange_shipped').notNull().default(false),
    /** The shopper's Idempotency-Key, when sent: a repeat answers this return. */
    idempotencyKey: varchar('idempotency_key', { length: 128 }),
    /** SHA-256 of what was asked: a repeat of the same request answers the same return. */
    requestHash: varchar('request_hash', { length: 64 }).notNull(),
    /** The shopper's carrier tracking number of the parcel sent back. */
    carrierTrackingNumber: varchar('carrier_tracking_number', { length: 128 }),
    /**
     * The prepaid return label staff attached for the shopper to print: its key in the media
     * store (named by its SHA-256), its content type and when; null until one is attached.
     */
    labelKey: varchar('label_key', { length: 200 }),
    labelType: varchar('label_type', { length: 40 }),
    labelAddedAt: timestamp('label_added_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('returns_return_number_key').on(t.returnNumber),
    uniqueIndex('returns_idempotency_key').on(t.idempotencyKey),
    index('returns_order_idx').on(t.orderId),
    // The staff list, newest first, whole or by status.
    index('returns_status_idx').on(t.status, t.id),
    check('returns_refund_nonnegative', sql`${t.refundCents} >= 0`),
    check('returns_charge_nonnegative', sql`${t.chargeCents} >= 0`),
  ],
);

/** What comes back in a return: a line of the order and how many, why, and what the shopper wants instead. */
export const returnLines = pgTable(
  'return_lines',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    returnId: integer('return_id')
      .notNull()
      .references(() => returns.id, { onDelete: 'cascade' }),
    orderItemId: integer('order_item_id')
      .notNull()
      .references(() => orderItems.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    /** What one unit cost the shopper (its price less its share of the order's discount). */
    unitPaidCents: integer('unit_paid_cents').notNull(),
    /** RETURN_REASONS */
    reason: varchar('reason', { length: 32 }).notNull(),
    /** refund | exchange */
    outcome: varchar('outcome', { length: 16 }).notNull(),
    note: text('note'),
    /** For an exchange: the variant whose units are reserved for the shopper from the moment it is started. */
    exchangeVariantId: integer('exchange_variant_id').references(() => productVariants.id, { onDelete: 'set null' }),
    exchangeSize: varchar('exchange_size', { length: 32 }),
    exchangeColor: varchar('exchange_color', { length: 32 }),
    /** The new variant's price when the exchange was started: its order line is priced at it. */
    exchangeUnitCents: integer('exchange_unit_cents'),
    /** The order line the exchange became, to ship; until then the units are held by the return. */
    exchangeItemId: integer('exchange_item_id').references(() => orderItems.id, { onDelete: 'set null' }),
    /** Whether its units went back on sale; null until received. */
    restocked: boolean('restocked'),
  },
  (t) => [
    index('return_lines_return_idx').on(t.returnId),
    index('return_lines_order_item_idx').on(t.orderItemId),
    check('return_lines_quantity_positive', sql`${t.quantity} > 0`),
  ],
);

/** Each step of a return: who moved it (staff, or null for the shopper or the store), when, and what they wrote. */
export const returnEvents = pgTable(
  'return_events',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    returnId: integer('return_id')
      .notNull()
      .references(() => returns.id, { onDelete: 'cascade' }),
    status: varchar('status', { length: 16 }).notNull(),
    /** The message staff wrote for the shopper (an approval's or a rejection's). */
    message: text('message'),
    staffId: integer('staff_id').references(() => adminUsers.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('return_events_return_idx').on(t.returnId, t.id)],
);

export const giftCardTransactions = pgTable(
  'gift_card_transactions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    giftCardId: integer('gift_card_id')
      .notNull()
      .references(() => giftCards.id, { onDelete: 'cascade' }),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    /** issue | debit | refund */
    kind: varchar('kind', { length: 16 }).notNull(),
    /** Positive adds to the balance, negative spends it. */
    amount: money('amount').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('gift_card_transactions_card_idx').on(t.giftCardId, t.createdAt),
    // The gift-card report's sales and redemptions over a range of days.
    index('gift_card_transactions_created_idx').on(t.createdAt),
  ],
);

/** One row per checkout attempt key: a replay answers with the same order. */
export const idempotencyKeys = pgTable('idempotency_keys', {
  key: varchar('key', { length: 128 }).primaryKey(),
  requestHash: varchar('request_hash', { length: 64 }).notNull(),
  orderId: integer('order_id').references(() => orders.id, { onDelete: 'cascade' }),
  createdAt: createdAt(),
});

// ---------- Engagement ----------

/**
 * Shoppers who asked to be emailed when a sold-out variant is back. A request is open until its
 * email is queued (notified_at); one open request per address and variant, so asking again
 * changes nothing.
 */
export const backInStockRequests = pgTable(
  'back_in_stock_requests',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    variantId: integer('variant_id')
      .notNull()
      .references(() => productVariants.id, { onDelete: 'cascade' }),
    /** Stored lowercased and trimmed, so a repeat is recognised. */
    email: varchar('email', { length: 255 }).notNull(),
    createdAt: createdAt(),
    notifiedAt: timestamp('notified_at', { withTimezone: true }),
  },
  (t) => [
    // Also how the job and the inventory count find the waiting requests of a variant.
    uniqueIndex('back_in_stock_requests_open_key')
      .on(t.variantId, t.email)
      .where(sql`${t.notifiedAt} is null`),
  ],
);

export const newsletter = pgTable(
  'newsletter',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** Stored lowercased and trimmed, so a repeat is recognised. */
    email: varchar('email', { length: 255 }).notNull(),
    subscribedAt: timestamp('subscribed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('newsletter_email_key').on(t.email),
    index('newsletter_customer_key_idx').on(customerKeySql(t.email)),
    index('newsletter_subscribed_idx').on(t.subscribedAt.desc(), t.id.desc()),
  ],
);

export const contactMessages = pgTable(
  'contact_messages',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: varchar('name', { length: 200 }).notNull(),
    email: varchar('email', { length: 255 }).notNull(),
    category: varchar('category', { length: 64 }).notNull(),
    subject: varchar('subject', { length: 300 }).notNull(),
    message: text('message').notNull(),
    /** form | chat */
    source: varchar('source', { length: 16 }).notNull().default('form'),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('contact_messages_created_idx').on(t.createdAt.desc(), t.id.desc())],
);

/** Every email the store writes. Without SMTP it stays here for staff to read. */
export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    to: varchar('to', { length: 255 }).notNull(),
    subject: varchar('subject', { length: 300 }).notNull(),
    text: text('text').notNull(),
    html: text('html'),
    /** Where a reply goes, when not to the store (a shopper's contact message). */
    replyTo: varchar('reply_to', { length: 255 }),
    /**
     * stored (no transport) | pending (written, waiting to be handed to SMTP) | sending (one
     * process is handing it over) | sent | failed
     */
    status: varchar('status', { length: 16 }).notNull(),
    error: text('error'),
    /** How many times it was handed to SMTP (mail/mailer.ts). */
    attempts: integer('attempts').notNull().default(0),
    /** When a temporary failure is tried again; null once sent, or failed for good. */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    /**
     * A secret email (a sign-in code): handed to SMTP directly, never queued; the row only
     * records that it went out (its subject names the kind, its text says no copy is kept).
     */
    secret: boolean('secret').notNull().default(false),
    /** The order this email confirms: written in the order's transaction, found again on a replay. */
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    index('email_outbox_created_idx').on(t.createdAt.desc(), t.id.desc()),
    index('email_outbox_order_idx').on(t.orderId),
    // A customer's page lists the emails the store sent them, by mailbox.
    index('email_outbox_customer_key_idx').on(customerKeySql(t.to)),
    // What the retry sweep reads: the few emails not yet sent, however long the outbox grows.
    index('email_outbox_unsent_idx')
      .on(t.id)
      .where(sql`${t.status} in ('pending', 'failed')`),
  ],
);

// ---------- Payments ----------

/**
 * A gift card bought and not yet paid for: what the buyer asked for, issued as it is (and
 * emailed) once its payment succeeds; a purchase whose payment ends unpaid issues nothing.
 */
export const giftCardPurchases = pgTable('gift_card_purchases', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  /** The validated request (amount in cents). */
  request: jsonb('request').notNull(),
  amountCents: integer('amount_cents').notNull(),
  /** awaiting_payment | paid | cancelled */
  status: varchar('status', { length: 32 }).notNull().default('awaiting_payment'),
  giftCardId: integer('gift_card_id').references(() => giftCards.id),
  /** The recipient's email with the code, once issued. */
  emailOutboxId: integer('email_outbox_id').references(() => emailOutbox.id),
  createdAt: createdAt(),
  settledAt: timestamp('settled_at', { withTimezone: true }),
});

/**
 * One attempt to pay for an order, a gift card or the difference a return owes, on a payment page.
 * `token` is the shopper's handle on it (in the payment page's and the return page's address);
 * the provider's session is created
 * after the order commits, so a payment may exist for a moment without one. Only an open
 * payment changes, once, under its row lock (payments/settle.ts).
 */
export const payments = pgTable(
  'payments',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    token: varchar('token', { length: 64 }).notNull().unique(),
    /** What is paid for: an order, a gift card purchase or a return's difference (exactly one). */
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'cascade' }),
    giftCardPurchaseId: integer('gift_card_purchase_id').references(() => giftCardPurchases.id),
    /** Or the difference a return owes for exchanges to dearer sizes (returns.charge_cents). */
    returnId: integer('return_id').references((): AnyPgColumn => returns.id, { onDelete: 'cascade' }),
    /** demo | stripe */
    provider: varchar('provider', { length: 16 }).notNull(),
    /** open | paid | declined | cancelled | expired | failed */
    status: varchar('status', { length: 16 }).notNull().default('open'),
    amountCents: integer('amount_cents').notNull(),
    currency: varchar('currency', { length: 3 }).notNull().default('usd'),
    providerSessionId: varchar('provider_session_id', { length: 255 }).unique(),
    /** The provider's payment page. */
    checkoutUrl: text('checkout_url'),
    /** The provider's reference of the money received (Stripe's payment intent). */
    providerPaymentId: varchar('provider_payment_id', { length: 255 }),
    /**
     * What arrived when it was not what was asked (status review): the amount in the minor unit
     * of its currency. Null when the payment took exactly its amount, or nothing.
     */
    receivedCents: integer('received_cents'),
    receivedCurrency: varchar('received_currency', { length: 3 }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /**
     * SHA-256 of the buyer cookie of the browser that made the payment: only that browser (or
     * the signed-in shopper the order belongs to) reads what the payment is for. Null: nobody.
     */
    buyerKeyHash: varchar('buyer_key_hash', { length: 64 }),
    createdAt: createdAt(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (t) => [
    // A payment is for an order or for a gift card: each index holds only its own kind.
    index('payments_order_idx')
      .on(t.orderId)
      .where(sql`${t.orderId} is not null`),
    index('payments_gift_card_purchase_idx')
      .on(t.giftCardPurchaseId)
      .where(sql`${t.giftCardPurchaseId} is not null`),
    // What the sweeper reads: the few open payments, oldest expiry first.
    index('payments_open_idx')
      .on(t.expiresAt)
      .where(sql`${t.status} = 'open'`),
    index('payments_return_idx')
      .on(t.returnId)
      .where(sql`${t.returnId} is not null`),
    check('payments_pays_for_one', sql`num_nonnulls(${t.orderId}, ${t.giftCardPurchaseId}, ${t.returnId}) = 1`),
  ],
);

/** Every movement of money through a provider, appended and never changed: charges now, refunds later. */
export const paymentLedger = pgTable(
  'payment_ledger',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    paymentId: integer('payment_id')
      .notNull()
      .references(() => payments.id),
    /** The order paid for; null for a gift card purchase (its payment says which). */
    orderId: integer('order_id').references(() => orders.id),
    /** charge | refund */
    kind: varchar('kind', { length: 16 }).notNull(),
    amountCents: integer('amount_cents').notNull(),
    currency: varchar('currency', { length: 3 }).notNull(),
    provider: varchar('provider', { length: 16 }).notNull(),
    providerReference: varchar('provider_reference', { length: 255 }),
    createdAt: createdAt(),
  },
  (t) => [index('payment_ledger_order_idx').on(t.orderId), index('payment_ledger_payment_idx').on(t.paymentId)],
);

/**
 * Money given back from a payment: asked for by staff (cancelling a paid order, or part of
 * one), or made in the provider's dashboard and learnt from its webhook. A pending refund is
 * sent to the provider with an idempotency key of its own until the provider takes it, so it
 * is never lost and never made twice; the ledger gets its row once it has succeeded.
 */
export const refunds = pgTable(
  'refunds',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    paymentId: integer('payment_id')
      .notNull()
      .references(() => payments.id),
    amountCents: integer('amount_cents').notNull(),
    /** pending | succeeded */
    status: varchar('status', { length: 16 }).notNull().default('pending'),
    reason: varchar('reason', { length: 500 }),
    providerRefundId: varchar('provider_refund_id', { length: 255 }).unique(),
    /** The staff member who asked; null for a refund made outside the store. */
    staffId: integer('staff_id').references(() => adminUsers.id, { onDelete: 'set null' }),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: createdAt(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (t) => [
    index('refunds_payment_idx').on(t.paymentId),
    index('refunds_pending_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.status} = 'pending'`),
    check('refunds_amount_positive', sql`${t.amountCents} > 0`),
  ],
);

/**
 * Provider events (Stripe webhooks) by their id: an event that changed a payment, or that
 * changed nothing because it came twice or after another, is kept with the time it was
 * handled, so a delivery of the same id again is answered without effect. One for a payment
 * the store does not know (yet) stays unhandled and is refused, so the provider sends it again.
 */
export const paymentEvents = pgTable('payment_events', {
  id: varchar('id', { length: 255 }).primaryKey(),
  provider: varchar('provider', { length: 16 }).notNull(),
  type: varchar('type', { length: 100 }).notNull(),
  paymentId: integer('payment_id').references(() => payments.id),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  handledAt: timestamp('handled_at', { withTimezone: true }),
});

/**
 * The demo provider's own sessions: what its payment page was told to charge and what the
 * shopper chose there. It stands where Stripe's records would, apart from the store's.
 */
export const demoPaymentSessions = pgTable('demo_payment_sessions', {
  id: varchar('id', { length: 64 }).primaryKey(),
  amountCents: integer('amount_cents').notNull(),
  currency: varchar('currency', { length: 3 }).notNull(),
  /** The order number the page shows. */
  reference: varchar('reference', { length: 64 }).notNull(),
  /** open | paid | declined | expired */
  status: varchar('status', { length: 16 }).notNull().default('open'),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  createdAt: createdAt(),
  completedAt: timestamp('completed_at', { withTimezone: true }),
});

// ---------- Activity log ----------

/**
 * One row per staff change, written in the change's own transaction (audit/record.ts) and
 * never changed or removed: a trigger refuses UPDATE, DELETE and TRUNCATE. Who did it is kept
 * as they were then (their account may later change role or leave); `before` and `after`
 * hold only the fields that changed.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    kind: varchar('kind', { length: 64 }).notNull(),
    actorId: integer('actor_id'),
    actorUsername: varchar('actor_username', { length: 100 }),
    actorEmail: varchar('actor_email', { length: 255 }),
    actorRole: varchar('actor_role', { length: 50 }),
    /** The request's address (the proxy's client address where one is trusted). */
    address: varchar('address', { length: 64 }),
    subjectType: varchar('subject_type', { length: 32 }),
    subjectId: varchar('subject_id', { length: 64 }),
    /** What the subject was called then: a product's name, an order's number, a username. */
    subjectLabel: varchar('subject_label', { length: 300 }),
    // json, not jsonb: the fields keep the order they were written in (a product's as its form has them).
    before: json('before'),
    after: json('after'),
  },
  // Newest first, whole or by person or kind (read backwards, as orders_created_idx is).
  (t) => [
    index('audit_log_at_idx').on(t.at, t.id),
    index('audit_log_actor_idx').on(t.actorId, t.at, t.id),
    index('audit_log_kind_idx').on(t.kind, t.at, t.id),
  ],
);

// ---------- Store settings ----------

/**
 * The settings staff change in the admin (store-settings/): one row, id 1, written on the
 * first save; until then the defaults in shared/schemas/store-settings.ts apply.
 */
export const storeSettings = pgTable(
  'store_settings',
  {
    id: integer('id').primaryKey(),
    /** The most units of one item (a variant, or a custom design on it) one order may take. */
    maxUnitsPerLine: integer('max_units_per_line').notNull(),
    /** The most units one order may take, all items together. */
    maxUnitsPerOrder: integer('max_units_per_order').notNull(),
    /** How many orders one email may have awaiting payment at once. */
    maxUnpaidOrdersPerEmail: integer('max_unpaid_orders_per_email').notNull(),
    /** How many orders one client address may have awaiting payment at once. */
    maxUnpaidOrdersPerAddress: integer('max_unpaid_orders_per_address').notNull(),
    /** placement | payment: when an order takes its stock. */
    stockReservedAt: varchar('stock_reserved_at', { length: 16 }).notNull(),
    /** How many days, today included, a product counts as new (the New Arrivals page). */
    newArrivalDays: integer('new_arrival_days').notNull().default(30),
    updatedBy: integer('updated_by').references(() => adminUsers.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('store_settings_one_row', sql`${t.id} = 1`)],
);

// ---------- Staff ----------

export const adminUsers = pgTable(
  'admin_users',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    username: varchar('username', { length: 100 }).notNull(),
    email: varchar('email', { length: 255 }).notNull(),
    passwordHash: varchar('password_hash', { length: 255 }).notNull(),
    role: varchar('role', { length: 50 }).notNull().default('admin'),
    isActive: boolean('is_active').notNull().default(true),
    /** When this staff member last opened the order list: orders placed since are "new". */
    ordersSeenAt: timestamp('orders_seen_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // Sign-in and the "already taken" checks match both case-insensitively (staff-auth/queries.ts).
  (t) => [
    uniqueIndex('admin_users_username_lower_key').on(sql`lower(${t.username})`),
    uniqueIndex('admin_users_email_lower_key').on(sql`lower(${t.email})`),
  ],
);

export const staffSessions = pgTable(
  'staff_sessions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** SHA-256 of the cookie's random id; the id itself is never stored. */
    sessionId: varchar('session_id', { length: 255 }).notNull().unique(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => adminUsers.id, { onDelete: 'cascade' }),
    /** Idle expiry, pushed forward on use, never past absoluteExpiresAt. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    absoluteExpiresAt: timestamp('absolute_expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    /**
     * The browser that signed in (its User-Agent, cut to 255) and from where, for the staff member's list of sessions.
     */
    userAgent: varchar('user_agent', { length: 255 }),
    address: varchar('address', { length: 64 }),
    /** When a request last used the session (moved at most once a minute, with the idle expiry). */
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  },
  (t) => [index('staff_sessions_staff_idx').on(t.staffId)],
);

/**
 * One-time links emailed to staff: an invitation (an owner invites an email with a role; the
 * link sets up the account) or a password reset (for an account). Only the token's SHA-256 is
 * kept. A link is used once, until `expiresAt`, unless revoked.
 */
export const staffTokens = pgTable(
  'staff_tokens',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    purpose: varchar('purpose', { length: 20 }).notNull(),
    tokenHash: varchar('token_hash', { length: 64 }).notNull().unique(),
    email: varchar('email', { length: 255 }).notNull(),
    /** The role an invitation gives. */
    role: varchar('role', { length: 50 }),
    /** The account a reset is for. */
    staffId: integer('staff_id').references(() => adminUsers.id, { onDelete: 'cascade' }),
    createdBy: integer('created_by').references(() => adminUsers.id, { onDelete: 'set null' }),
    /** The address that asked (a forgotten-password request), for its limits. */
    address: varchar('address', { length: 64 }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    check('staff_tokens_purpose', sql`${t.purpose} in ('invite', 'reset')`),
    index('staff_tokens_email_idx').on(sql`lower(${t.email})`, t.createdAt),
  ],
);

/**
 * Where each staff username last signed in successfully: such an address is let through while the account is under
 * attack.
 */
export const staffSignInAddresses = pgTable(
  'staff_sign_in_addresses',
  {
    username: varchar('username', { length: 100 }).notNull(),
    address: varchar('address', { length: 64 }).notNull(),
    signedInAt: timestamp('signed_in_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.username, t.address] })],
);

/**
 * One row per try the guard let through (auth/guard.ts): a staff password, a shopper's emailed
 * code, a staff reset link, by kind, the subject tried (a normalised username or email) and the
 * address it came from. Rows older than the kind's rules look back are pruned as new ones come.
 */
export const authTries = pgTable(
  'auth_tries',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    kind: varchar('kind', { length: 20 }).notNull(),
    subject: varchar('subject', { length: 320 }).notNull(),
    address: varchar('address', { length: 64 }).notNull(),
    triedAt: timestamp('tried_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('auth_tries_subject_idx').on(t.kind, t.subject, t.triedAt),
    index('auth_tries_tried_at_idx').on(t.kind, t.triedAt),
  ],
);

// ---------- Customer accounts ----------

/** A shopper's account. Created by the first sign-in with an email code; the email is stored lowercased. */
export const customers = pgTable(
  'customers',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    email: varchar('email', { length: 255 }).notNull(),
    name: varchar('name', { length: 100 }).notNull().default(''),
    /** The WebAuthn user handle: random, so a passkey reveals nothing about the account. */
    webauthnUserId: varchar('webauthn_user_id', { length: 64 }).notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('customers_email_key').on(t.email),
    index('customers_customer_key_idx').on(customerKeySql(t.email)),
    uniqueIndex('customers_webauthn_user_key').on(t.webauthnUserId),
  ],
);

/** Shopper sessions, apart from staff sessions: their own cookie and expiry. Only the token's SHA-256 is kept. */
export const customerSessions = pgTable(
  'customer_sessions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    sessionId: varchar('session_id', { length: 64 }).notNull().unique(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    absoluteExpiresAt: timestamp('absolute_expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('customer_sessions_customer_idx').on(t.customerId)],
);

/**
 * One emailed code, bound to the browser that asked for it (the SHA-256 of a random token in
 * its cookie), so nobody else can spend its tries. Only the code's hash is kept.
 */
export const customerEmailCodes = pgTable(
  'customer_email_codes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    attemptHash: varchar('attempt_hash', { length: 64 }).notNull().unique(),
    /** sign_in | change_email */
    purpose: varchar('purpose', { length: 16 }).notNull(),
    email: varchar('email', { length: 255 }).notNull(),
    /** For change_email: whose email changes. */
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'cascade' }),
    codeHash: varchar('code_hash', { length: 64 }).notNull(),
    wrongTries: integer('wrong_tries').notNull().default(0),
    address: varchar('address', { length: 64 }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('customer_email_codes_email_idx').on(t.email, t.createdAt),
    index('customer_email_codes_created_idx').on(t.createdAt),
  ],
);

/** Where an account last signed in: such an address may still ask for codes while strangers flood the account. */
export const customerSignInAddresses = pgTable(
  'customer_sign_in_addresses',
  {
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    address: varchar('address', { length: 64 }).notNull(),
    signedInAt: timestamp('signed_in_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.customerId, t.address] })],
);

export const customerPasskeys = pgTable(
  'customer_passkeys',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    /** base64url credential id, as the browser reports it. */
    credentialId: varchar('credential_id', { length: 1400 }).notNull(),
    publicKey: bytea('public_key').notNull(),
    signCount: integer('sign_count').notNull().default(0),
    transports: jsonb('transports').$type<string[]>().notNull().default([]),
    name: varchar('name', { length: 100 }).notNull(),
    createdAt: createdAt(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('customer_passkeys_credential_key').on(t.credentialId),
    index('customer_passkeys_customer_idx').on(t.customerId),
  ],
);

/** A WebAuthn challenge, used once, bound to the browser that asked (hash of its cookie token). */
export const passkeyChallenges = pgTable(
  'passkey_challenges',
  {
    attemptHash: varchar('attempt_hash', { length: 64 }).primaryKey(),
    /** register | sign_in */
    purpose: varchar('purpose', { length: 16 }).notNull(),
    challenge: varchar('challenge', { length: 128 }).notNull(),
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('passkey_challenges_expires_idx').on(t.expiresAt)],
);

export const customerAddresses = pgTable(
  'customer_addresses',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    firstName: varchar('first_name', { length: 100 }).notNull(),
    lastName: varchar('last_name', { length: 100 }).notNull(),
    address: varchar('address', { length: 200 }).notNull(),
    city: varchar('city', { length: 100 }).notNull(),
    state: varchar('state', { length: 100 }).notNull(),
    zipCode: varchar('zip_code', { length: 20 }).notNull(),
    country: varchar('country', { length: 2 }).notNull(),
    phone: varchar('phone', { length: 40 }).notNull().default(''),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    index('customer_addresses_customer_idx').on(t.customerId),
    uniqueIndex('customer_addresses_one_default_key')
      .on(t.customerId)
      .where(sql`${t.isDefault}`),
  ],
);

/**
 * A signed-in shopper's cart and wishlist, as the browser keeps them (shared/schemas/cart.ts), one row each per
 * account.
 */
export const customerCarts = pgTable('customer_carts', {
  customerId: integer('customer_id')
    .primaryKey()
    .references(() => customers.id, { onDelete: 'cascade' }),
  items: jsonb('items').$type<unknown[]>().notNull().default([]),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const customerWishlists = pgTable('customer_wishlists', {
  customerId: integer('customer_id')
    .primaryKey()
    .references(() => customers.id, { onDelete: 'cascade' }),
  items: jsonb('items').$type<unknown[]>().notNull().default([]),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * What staff keep about a customer for themselves (admin Customers): a private note and tags,
 * by the customer's key (shared/customer-key.ts), so a guest has them as an account does.
 * Shoppers never see them.
 */
export const customerNotes = pgTable('customer_notes', {
  customerKey: varchar('customer_key', { length: 255 }).primaryKey(),
  note: text('note').notNull().default(''),
  tags: jsonb('tags').$type<string[]>().notNull().default([]),
  updatedBy: integer('updated_by').references(() => adminUsers.id, { onDelete: 'set null' }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Each customer's figures for the admin list, one row per customer key (shared/customer-key.ts):
 * their account, name and email to show (none for a deleted account's orders), placed orders,
 * spend net of refunds and last order. Kept in the transaction of every change that moves them
 * (customers/figures.ts), so the list reads a page instead of aggregating every order.
 */
/** The store's own secret for customer page addresses (one row, made by the migration). */
export const customerPageSalt = pgTable('customer_page_salt', {
  salt: text('salt').notNull(),
});

export const customerFigures = pgTable(
  'customer_figures',
  {
    customerKey: varchar('customer_key', { length: 255 }).primaryKey(),
    /** The account with this mailbox (the first made, when two addresses reach one inbox). */
    accountId: integer('account_id'),
    accountSince: timestamp('account_since', { withTimezone: true }),
    name: text('name'),
    email: varchar('email', { length: 255 }),
    orders: integer('orders').notNull().default(0),
    spentCents: bigint('spent_cents', { mode: 'number' }).notNull().default(0),
    lastOrderAt: timestamp('last_order_at', { withTimezone: true }),
    /**
     * The customer's address in Admin > Customers: a keyed hash of the mailbox
     * (customers/figures.ts), the same at every refresh, that does not spell the email out to a
     * role that may not read it.
     */
    pageId: varchar('page_id', { length: 32 }).notNull(),
    /** Whether the mailbox takes the newsletter: kept by the newsletter's writes and the checkout's. */
    subscribed: boolean('subscribed').notNull().default(false),
  },
  (t) => [
    uniqueIndex('customer_figures_page_id_key').on(t.pageId),
    // The list's search by any part of a name or email, without reading every customer.
    index('customer_figures_name_trgm_idx').using('gin', sql`${t.name} gin_trgm_ops`),
    index('customer_figures_email_trgm_idx').using('gin', sql`${t.email} gin_trgm_ops`),
    // One per sort of the list, so a page is the first rows of an index.
    index('customer_figures_last_order_idx').on(sql`${t.lastOrderAt} desc nulls last`, t.customerKey),
    index('customer_figures_spent_idx').on(t.spentCents.desc(), t.customerKey),
    index('customer_figures_orders_idx').on(t.orders.desc(), t.spentCents.desc(), t.customerKey),
    index('customer_figures_name_idx').on(sql`lower(${t.name}) nulls last`, t.customerKey),
  ],
);

// ---------- Reports ----------

/**
 * The store's sales by UTC day (reports/rollup.ts says what each figure counts): kept in the
 * transaction where money moves, an order's payment going through and a refund succeeding, so a
 * report reads one row per day instead of every order.
 */
export const salesByDay = pgTable('sales_by_day', {
  day: date('day', { mode: 'string' }).primaryKey(),
  orders: integer('orders').notNull().default(0),
  grossCents: bigint('gross_cents', { mode: 'number' }).notNull().default(0),
  discountCents: bigint('discount_cents', { mode: 'number' }).notNull().default(0),
  refundCents: bigint('refund_cents', { mode: 'number' }).notNull().default(0),
  taxCents: bigint('tax_cents', { mode: 'number' }).notNull().default(0),
  shippingCents: bigint('shipping_cents', { mode: 'number' }).notNull().default(0),
  netCents: bigint('net_cents', { mode: 'number' }).notNull().default(0),
});

/**
 * The orders the sales figures count, each once, with the day it counted on: its row is what
 * makes a payment reported twice count once, and what tells a refund whether its order counted
 * (money given back for an order that never counted is no refund of a sale).
 */
export const salesCountedOrders = pgTable('sales_counted_orders', {
  orderId: integer('order_id')
    .primaryKey()
    .references(() => orders.id, { onDelete: 'cascade' }),
  day: date('day', { mode: 'string' }).notNull(),
});

/**
 * Each variant's sales by UTC day (reports/rollup.ts and shared/schemas/reports.ts
 * PRODUCT_DEFINITIONS say what each figure counts): written with sales_by_day when an order's
 * payment goes through, and when its units come back to stock, so the products report reads a
 * row per variant and day instead of every order line. A variant deleted later keeps its rows.
 */
export const variantSalesByDay = pgTable(
  'variant_sales_by_day',
  {
    day: date('day', { mode: 'string' }).notNull(),
    variantId: integer('variant_id').notNull(),
    /** Units in the lines of orders that counted that day. */
    units: integer('units').notNull().default(0),
    /** Those lines' subtotal: unit price × units, before order-level discounts. */
    salesCents: bigint('sales_cents', { mode: 'number' }).notNull().default(0),
    /** Units that came back to stock that day. */
    returnedUnits: integer('returned_units').notNull().default(0),
    /** The unit price of those that came back for money (not for another size). */
    refundedCents: bigint('refunded_cents', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.day, t.variantId] })],
);

/**
 * Each variant's figures from its first through the end of `month`: one row for every month from
 * the first month with figures to the last (a month without sales repeats the month before), so
 * the figures up to a day are one row plus the days of one month, and a range is two of those.
 */
export const variantSalesThroughMonth = pgTable(
  'variant_sales_through_month',
  {
    month: date('month', { mode: 'string' }).notNull(),
    variantId: integer('variant_id').notNull(),
    units: integer('units').notNull().default(0),
    salesCents: bigint('sales_cents', { mode: 'number' }).notNull().default(0),
    returnedUnits: integer('returned_units').notNull().default(0),
    refundedCents: bigint('refunded_cents', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.month, t.variantId] })],
);

/**
 * The months a variant's rows in variant_sales_through_month run over (null before its first
 * figures), and its figures through the last of them: what every month after it holds too.
 * Writes for a variant take its row first, so they follow one another.
 */
export const variantSalesSpan = pgTable('variant_sales_span', {
  variantId: integer('variant_id').primaryKey(),
  firstMonth: date('first_month', { mode: 'string' }),
  lastMonth: date('last_month', { mode: 'string' }),
  units: integer('units').notNull().default(0),
  salesCents: bigint('sales_cents', { mode: 'number' }).notNull().default(0),
  returnedUnits: integer('returned_units').notNull().default(0),
  refundedCents: bigint('refunded_cents', { mode: 'number' }).notNull().default(0),
});

/**
 * What each discount's uses brought in, by the UTC day their orders counted as sales
 * (reports/discounts.ts): uses, the orders' net (refunds of them on the day they went through)
 * and what the discount took off. Kept beside sales_by_day, in the same transactions.
 */
export const discountsByDay = pgTable(
  'discounts_by_day',
  {
    day: date('day', { mode: 'string' }).notNull(),
    discountId: integer('discount_id').notNull(),
    uses: integer('uses').notNull().default(0),
    revenueCents: bigint('revenue_cents', { mode: 'number' }).notNull().default(0),
    costCents: bigint('cost_cents', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.day, t.discountId] })],
);

/**
 * Each customer's counted orders and net sales by UTC day (reports/customers.ts), one row per
 * mailbox (shared/customer-key.ts) and day: kept beside sales_by_day, each row knowing enough of
 * the customer's other days (their first, their last before it, and the sums from it on) for a
 * report to count customers by reading rows, without adding up each customer. A customer is named by
 * their page id (customer_figures.page_id, a keyed hash), never by the email itself, so these
 * rows spell out no one's address, a deleted account's included.
 */
export const customerSalesByDay = pgTable(
  'customer_sales_by_day',
  {
    day: date('day', { mode: 'string' }).notNull(),
    pageId: varchar('page_id', { length: 32 }).notNull(),
    orders: integer('orders').notNull().default(0),
    netCents: bigint('net_cents', { mode: 'number' }).notNull().default(0),
    /** The day of the customer's first counted order (customer_first_sales.day). */
    firstDay: date('first_day', { mode: 'string' }),
    /** The customer's last day with a counted order before this one; null before their first. */
    previousDay: date('previous_day', { mode: 'string' }),
    /** The orders and net of this row and of every later row of the customer: what a range from here to today holds. */
    laterOrders: integer('later_orders').notNull().default(0),
    laterNetCents: bigint('later_net_cents', { mode: 'number' }).notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.day, t.pageId] }),
    index('customer_sales_by_day_page_idx').on(t.pageId, t.day),
    // The few days with a refund and no order, which a range looks at apart.
    index('customer_sales_by_day_refunds_idx')
      .on(t.day, t.previousDay)
      .where(sql`${t.orders} = 0`),
    // A range's edges apart from its whole months: the rows of customers whose first day, or
    // whose last order before, falls in the days of a month the range begins or ends inside.
    index('customer_sales_by_day_first_idx').on(t.firstDay, t.day, t.orders, t.netCents),
    index('customer_sales_by_day_repeat_idx')
      .on(t.previousDay, t.day)
      .where(sql`${t.orders} > 0`),
  ],
);

/** The UTC day of each customer's (by page id) first counted order: they are new in the period that holds it. */
export const customerFirstSales = pgTable(
  'customer_first_sales',
  {
    pageId: varchar('page_id', { length: 32 }).primaryKey(),
    day: date('day', { mode: 'string' }).notNull(),
  },
  (t) => [index('customer_first_sales_day_idx').on(t.day, t.pageId)],
);

/**
 * The customers' days added up by day: each day's customers with an order (new: their first;
 * returning: one before it), and their orders and net (refunds that day included).
 */
export const customerSalesDays = pgTable('customer_sales_days', {
  day: date('day', { mode: 'string' }).primaryKey(),
  newCustomers: integer('new_customers').notNull().default(0),
  returningCustomers: integer('returning_customers').notNull().default(0),
  orders: integer('orders').notNull().default(0),
  netCents: bigint('net_cents', { mode: 'number' }).notNull().default(0),
});

/**
 * Returning customers by day and the month of their last order before it: a range counts a
 * returning customer once, on their first day in it, when that last order was before the range.
 */
export const customerSalesRepeats = pgTable(
  'customer_sales_repeats',
  {
    day: date('day', { mode: 'string' }).notNull(),
    /** The first day of the month of the customers' last day with an order before `day`. */
    previousMonth: date('previous_month', { mode: 'string' }).notNull(),
    customers: integer('customers').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.day, t.previousMonth] })],
);

/**
 * The customers' orders and net by day and the month of their first day: what the customers new
 * in a range ordered in it.
 */
export const customerSalesCohorts = pgTable(
  'customer_sales_cohorts',
  {
    day: date('day', { mode: 'string' }).notNull(),
    /** The first day of the month of the customers' first day. */
    firstMonth: date('first_month', { mode: 'string' }).notNull(),
    orders: integer('orders').notNull().default(0),
    netCents: bigint('net_cents', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.firstMonth, t.day] })],
);

/**
 * What shoppers searched for, by UTC day: the search's words as the catalogue reads them and how
 * often, and how often it found nothing. No shopper, address or session is kept: a row per term
 * and day, added to in batches (reports/searches.ts).
 */
export const searchTermsByDay = pgTable(
  'search_terms_by_day',
  {
    day: date('day', { mode: 'string' }).notNull(),
    term: varchar('term', { length: 100 }).notNull(),
    searches: integer('searches').notNull().default(0),
    zeroResults: integer('zero_results').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.day, t.term] })],
);

/**
 * The returns asked for by UTC day (those not rejected), summed whole (dimension "all", key ""),
 * by reason, by the size sold ("" when none, labelled "No size") and by product (its id, ""
 * for one deleted since, labelled with the name sold): how many returns, their units and what
 * comes back for money. A return counts once in each group it has lines in, on the day it was
 * asked; written with its first step and taken off again when it is rejected (reports/returns-rollup.ts).
 */
export const returnsByDay = pgTable(
  'returns_by_day',
  {
    day: date('day', { mode: 'string' }).notNull(),
    dimension: varchar('dimension', { length: 16 }).notNull(),
    key: varchar('key', { length: 64 }).notNull(),
    label: varchar('label', { length: 255 }).notNull(),
    returns: integer('returns').notNull().default(0),
    units: integer('units').notNull().default(0),
    refundCents: bigint('refund_cents', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.day, t.dimension, t.key, t.label] })],
);

/**
 * search_terms_by_day summed by month (its first day), written in the same statement as the
 * days: a report over a year reads a row per term and month for the months wholly inside it.
 */
export const searchTermsByMonth = pgTable(
  'search_terms_by_month',
  {
    month: date('month', { mode: 'string' }).notNull(),
    term: varchar('term', { length: 100 }).notNull(),
    searches: integer('searches').notNull().default(0),
    zeroResults: integer('zero_results').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.month, t.term] })],
);

/** What a category and a collection both have: how it is named, shown and ordered, and whether shoppers see it. */
const shelfColumns = () => ({
  name: varchar('name', { length: 64 }).notNull(),
  handle: varchar('handle', { length: 64 }).notNull(),
  description: text('description').notNull().default(''),
  imageUrl: text('image_url'),
  position: integer('position').notNull().default(0),
  published: boolean('published').notNull().default(true),
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The shop's categories, as staff arrange them: Women, Men and Kids at the top (no parent), their
 * subcategories below (Kids has Girls and Boys, each with its own). A product names its top
 * category's handle and, as its subcategory, the handles from below the top joined by dashes
 * (dresses, girls-skirts). Only published ones show in the shop's menus.
 */
export const categories = pgTable(
  'categories',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    parentId: integer('parent_id').references((): AnyPgColumn => categories.id),
    ...shelfColumns(),
  },
  (t) => [
    unique('categories_handle_per_parent').on(t.parentId, t.handle).nullsNotDistinct(),
    index('categories_parent_idx').on(t.parentId, t.position),
  ],
);

/** The shop's collections, each at /collections?collection=<handle>. */
export const collections = pgTable(
  'collections',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    ...shelfColumns(),
  },
  (t) => [uniqueIndex('collections_handle_key').on(t.handle)],
);

/** A shop address that moved (a category or collection's handle renamed): the old one answers 301 to the new. */
export const redirects = pgTable('redirects', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  /** Path and query as a shopper's link has it: /women?category=dresses. */
  fromPath: varchar('from_path', { length: 512 }).notNull().unique(),
  toPath: varchar('to_path', { length: 512 }).notNull(),
  createdAt: createdAt(),
});
