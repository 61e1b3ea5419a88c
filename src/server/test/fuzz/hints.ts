// What the document cannot say: which ids, handles, codes and tracking numbers exist, and
// the rules zod checks beyond the JSON Schema (a real email, a US state, a future date).
// Hints steer well-formed requests to real records so the happy paths run too.
import fc from 'fast-check';
import { DESIGN_COLORS, DESIGNER_PRODUCTS, DESIGNS, GIFT_CARDS } from '../../../shared/store';
import type { Hints } from './arbitraries';

/** Records the fuzz test created before it starts. */
export interface KnownRecords {
  handles: string[];
  productIds: number[];
  variantGids: string[];
  /** Variants with stock for every order the fuzzer can place. */
  plentifulVariantGids: string[];
  trackingNumbers: string[];
  /** Tokens of real payments, open and settled, for the payment pages' routes. */
  paymentTokens: string[];
  giftCardCodes: string[];
  promoCodes: string[];
  /** Cursors from real pages: the catalogue's, and the admin lists' (one format for every list). */
  catalogCursors: string[];
  adminCursors: string[];
  /** Ids of rows the admin routes look up (orders, messages, outbox, staff, products). */
  rowIds: number[];
  login: { username: string; password: string };
  sizes: string[];
  colors: string[];
  subcategories: string[];
  materials: string[];
}

const slug = fc.stringMatching(/^[a-z0-9]{1,8}(-[a-z0-9]{1,8}){0,3}$/);
const some = <T>(values: readonly T[]) => fc.constantFrom(...values);
/** A real value most of the time, something else the rest. */
const mostly = <T>(real: fc.Arbitrary<T>, other: fc.Arbitrary<unknown>) =>
  fc.oneof({ weight: 4, arbitrary: real }, { weight: 1, arbitrary: other });
const list = (values: readonly string[]) =>
  fc.oneof(
    some(values),
    fc.uniqueArray(some(values), { minLength: 1, maxLength: 3 }).map((v) => v.join(',')),
    fc.uniqueArray(some(values), { minLength: 1, maxLength: 3 }),
  );

export function storeHints(known: KnownRecords): Hints {
  // fc.emailAddress() follows RFC 5322, which allows far more than the store's rule (and the browser's).
  const email = fc.oneof(
    {
      weight: 12,
      arbitrary: fc
        .tuple(
          fc.stringMatching(/^[a-z][a-z0-9._+-]{0,12}[a-z0-9]$/),
          some(['example.com', 'store.test', 'mail.co.uk']),
        )
        .map(([local, domain]) => `${local}@${domain}`),
    },
    { weight: 1, arbitrary: some(['Shopper@Example.com', ' ann@example.com ', 'name@localhost']) },
    { weight: 1, arbitrary: fc.emailAddress({ size: 'small' }).filter((e) => e.length <= 60) },
  );
  const future = fc
    .integer({ min: 1, max: 3_000 })
    .map((days) => new Date(Date.now() + days * 86_400_000).toISOString());

  return ({ op, location, name, schema }) => {
    if (/email$/i.test(name) && schema.type === 'string') return email;
    if (op === 'POST /api/auth/login') {
      if (name === 'username')
        return mostly(fc.constant(known.login.username), fc.string({ minLength: 1, maxLength: 20 }));
      if (name === 'password')
        return mostly(fc.constant(known.login.password), fc.string({ minLength: 1, maxLength: 40 }));
    }
    // A few names over and over, so concurrent adds of one account meet (and must answer 409).
    if (op === 'POST /api/admin/staff' && name === 'username')
      return mostly(
        some(['fuzz-staff-1', 'fuzz-staff-2', known.login.username]),
        fc.string({ minLength: 3, maxLength: 30 }),
      );
    if (location === 'path' && name === 'id')
      return mostly(some(known.rowIds), fc.integer({ min: 1, max: 2_147_483_647 }));
    switch (name) {
      case 'handleOrId':
        return mostly(
          fc.oneof(some(known.handles), some(known.productIds.map(String))),
          fc.oneof(slug, fc.integer({ min: 1, max: 2_147_483_647 }).map(String)),
        );
      case 'handle':
        return location === 'body'
          ? fc.oneof({ weight: 4, arbitrary: slug }, { weight: 1, arbitrary: some(known.handles) })
          : undefined;
      case 'variantId':
        return fc.oneof(
          { weight: 6, arbitrary: some(known.plentifulVariantGids) },
          { weight: 6, arbitrary: some(known.variantGids) },
          { weight: 1, arbitrary: some(['gid://local/ProductVariant/999999', 'gid://shopify/ProductVariant/1']) },
        );
      case 'quantity':
        return fc.oneof(
          { weight: 4, arbitrary: fc.integer({ min: 1, max: 2 }) },
          { weight: 1, arbitrary: fc.integer({ min: 1, max: 99 }) },
        );
      case 'token':
        return location === 'path'
          ? mostly(some(known.paymentTokens), fc.stringMatching(/^[A-Za-z0-9_-]{32}$/))
          : undefined;
      case 'trackingNumber':
        return mostly(
          fc.oneof(some(known.trackingNumbers), some(known.trackingNumbers.map((t) => ` ${t.toLowerCase()} `))),
          fc.stringMatching(/^TJ[0-9A-Z]{16}$/),
        );
      case 'code':
        if (op.includes('/promotions/')) return mostly(some(known.promoCodes), fc.string({ maxLength: 20 }));
        return mostly(
          fc.oneof(some(known.giftCardCodes), some(known.giftCardCodes.map((c) => ` ${c.toLowerCase()}`))),
          fc.stringMatching(GIFT_CARDS.codePattern),
        );
      case 'promoCode':
        return mostly(some(known.promoCodes), fc.string({ maxLength: 20 }));
      case 'giftCardCode':
        return mostly(
          fc.oneof(some(known.giftCardCodes), some(known.giftCardCodes.map((c) => ` ${c.toLowerCase()}`))),
          fc.stringMatching(GIFT_CARDS.codePattern),
        );
      case 'amount':
        return some(['50', 25, '100.50', 500, '10', ' 75 ']);
      case 'expiresAt':
        return future;
      case 'country':
        return some(['US', 'us', 'CA', 'GB']);
      case 'state':
        return some(['AR', 'NY', 'ca']);
      case 'zipCode':
        return some(['72901', '10001-1234']);
      case 'productHandle':
        // The fuzz test stocks the second designer garment in every wizard colour.
        return mostly(fc.constant(DESIGNER_PRODUCTS[1].handle), some(DESIGNER_PRODUCTS.map((p) => p.handle)));
      case 'designId':
        return some(DESIGNS.map((d) => d.id));
      case 'colorId':
        return some(DESIGN_COLORS.map((c) => c.id));
      case 'size':
        return location === 'body' ? mostly(some(DESIGNER_PRODUCTS[1].sizes), some(['XS', 'One Size'])) : undefined;
      case 'after':
        return mostly(
          some(op.startsWith('GET /api/admin/') ? known.adminCursors : known.catalogCursors),
          fc.string({ maxLength: 40 }),
        );
      // The catalogue's other paging arguments mostly stay out, so that most listings are
      // a combination the API takes (after or before, first or last, page alone) and run.
      case 'before':
        return mostly(fc.constant(undefined), fc.oneof(some(known.catalogCursors), fc.string({ maxLength: 40 })));
      case 'last':
        return mostly(fc.constant(undefined), fc.integer({ min: 1, max: 60 }));
      case 'skip':
        return mostly(fc.constant(undefined), fc.integer({ min: 0, max: 200 }));
      case 'page':
        return mostly(fc.constant(undefined), fc.integer({ min: 1, max: 6 }));
      case 'minPrice':
        return fc.integer({ min: 0, max: 60 });
      case 'maxPrice':
        return fc.integer({ min: 40, max: 300 });
      // A filter in a query takes one, a comma list or repeats; a body (a discount's items) takes an array.
      case 'sizes':
        return location === 'body' ? fc.uniqueArray(some(known.sizes), { maxLength: 3 }) : list(known.sizes);
      case 'colors':
        return location === 'body' ? fc.uniqueArray(some(known.colors), { maxLength: 3 }) : list(known.colors);
      case 'subcategory':
        return location === 'query' ? list(known.subcategories) : undefined;
      case 'materials':
        return location === 'query' ? list(known.materials) : undefined;
      case 'query':
      case 'q':
        return mostly(some(['dress', 'cotton', 'TJ_7', '100%', 'polo', 'ann', 'Hal']), fc.string({ maxLength: 20 }));
      case 'url':
        return some(['/media/1', 'https://cdn.example.com/a.png']);
      case 'idempotency-key':
        return fc.oneof(
          { weight: 4, arbitrary: fc.stringMatching(/^[A-Za-z0-9_-]{16,40}$/) },
          { weight: 1, arbitrary: some(['fuzz-replayed-key-0001', 'fuzz-replayed-key-0002']) },
        );
      default:
        return undefined;
    }
  };
}
