// How catalogue changes read in the activity log: a product as the fields staff edit (each
// variant by its size and colour), and the kind of change named by what moved: a save that
// only changed prices is a price change, only stock a stock change, only the storefront
// switch a publish; anything wider is an edit.
import type { AuditKind } from '../../shared/audit';
import type { AdminProductDetail } from '../../shared/schemas/admin';
import { changedFields, type Snapshot } from '../audit/changes';
import { recordAudit } from '../audit/record';
import type { Tx } from '../db/database';
import type { Photo } from '../media/photos';
import { mediaUrl } from '../media/queries';

/** What staff edit of a product: all but its id, its times, its version and the totals its variants make. */
export function productFields({ product, variants, images }: AdminProductDetail): Snapshot {
  const {
    id: _id,
    price: _lowest,
    originalPrice: _listedWas,
    sizes: _sizes,
    colors: _colors,
    stock: _units,
    version: _version,
    archivedAt: _archived,
    createdAt: _created,
    updatedAt: _updated,
    ...edited
  } = product;
  return {
    ...edited,
    variants: Object.fromEntries(
      variants.map((v) => [
        `${v.size} / ${v.color}`,
        { sku: v.sku, price: v.price, compareAtPrice: v.compareAtPrice, stock: v.stock },
      ]),
    ),
    images: images.map((image) => ({ url: image.url, alt: image.alt, color: image.color })),
  };
}

type Moved = 'price' | 'stock' | 'publish' | 'other';

const movedBy = (field: string): Moved =>
  field === 'active'
    ? 'publish'
    : /^variants\..+\.(price|compareAtPrice)$/.test(field)
      ? 'price'
      : /^variants\..+\.stock$/.test(field)
        ? 'stock'
        : 'other';

function kindOf(before: Snapshot, after: Snapshot): AuditKind {
  const moved = new Set(Object.keys(changedFields(before, after).after ?? {}).map(movedBy));
  if (moved.size !== 1) return 'product.updated';
  if (moved.has('publish')) return after.active ? 'product.published' : 'product.unpublished';
  if (moved.has('price')) return 'product.price_changed';
  if (moved.has('stock')) return 'product.stock_changed';
  return 'product.updated';
}

/** One row for a product's save: its addition (`before` null) or the fields the save changed. */
export async function recordProductSave(
  tx: Tx,
  before: AdminProductDetail | null,
  after: AdminProductDetail,
): Promise<AdminProductDetail> {
  const was = before ? productFields(before) : null;
  const is = productFields(after);
  await recordAudit(tx, {
    kind: was ? kindOf(was, is) : 'product.created',
    subject: { type: 'product', id: after.product.id, label: after.product.name },
    before: was,
    after: is,
  });
  return after;
}

/** One row for a photo kept for the catalogue (an upload of one already kept names the same address). */
export async function recordPhotoUpload(
  tx: Tx,
  mediaId: number,
  photo: Pick<Photo, 'contentType' | 'width' | 'height' | 'body'>,
): Promise<number> {
  const url = mediaUrl(mediaId);
  await recordAudit(tx, {
    kind: 'product.photo_uploaded',
    subject: { type: 'photo', id: mediaId, label: url },
    after: { url, contentType: photo.contentType, width: photo.width, height: photo.height, bytes: photo.body.length },
  });
  return mediaId;
}
