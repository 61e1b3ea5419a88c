// Small wordings the templates share, so an item or an amount reads the same in every email.
import { formatMoney } from '../../../shared/money';
import type { ItemLine } from './content';

/** The outbox holds subjects of at most 300 characters. */
const SUBJECT_MAX = 300;

export const subjectLine = (text: string) => {
  const oneLine = text.replace(/\s+/g, ' ').trim();
  return oneLine.length > SUBJECT_MAX ? `${oneLine.slice(0, SUBJECT_MAX - 1)}…` : oneLine;
};

/**
 * A picture's address an email client can load: a path on the store becomes absolute on its
 * public URL; anything that is neither a path nor http(s) is left out.
 */
export function absoluteImageUrl(imageUrl: string | null, publicUrl: string): string | null {
  if (!imageUrl) return null;
  if (/^https?:\/\//i.test(imageUrl)) return imageUrl;
  if (imageUrl.startsWith('/') && !imageUrl.startsWith('//')) return `${publicUrl}${imageUrl}`;
  return null;
}

export const trackUrl = (publicUrl: string, trackingNumber: string) =>
  `${publicUrl}/track?number=${encodeURIComponent(trackingNumber)}`;

/** An item as a shopper picked it. */
export interface ParcelItem {
  name: string;
  size: string | null;
  color: string | null;
  quantity: number;
  /** A path on the store ("/media/…") or an absolute URL; null for no picture. */
  imageUrl: string | null;
}

/** An item with the price of one, in cents. */
export interface PricedItem extends ParcelItem {
  priceCents: number;
}

const details = (item: ParcelItem) => [item.size, item.color].filter(Boolean).join(', ') || null;

/** "2 × Culottes" and "M, Black", without money: what is in a parcel. */
export function itemLine(item: ParcelItem, publicUrl: string): ItemLine {
  return {
    title: `${item.quantity} × ${item.name}`,
    details: details(item),
    amount: null,
    imageUrl: absoluteImageUrl(item.imageUrl, publicUrl),
  };
}

/** The same, with the line's total: quantity × the price of one, in whole cents. */
export const pricedItemLine = (item: PricedItem, publicUrl: string): ItemLine => ({
  ...itemLine(item, publicUrl),
  amount: formatMoney(item.quantity * item.priceCents),
});
