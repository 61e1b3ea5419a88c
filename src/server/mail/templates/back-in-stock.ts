// The email to a shopper who asked to hear when a sold-out size and color is back: once only,
// with a link that opens the product with that size and color chosen.
import type { MailMessage } from '../../ports/mailer';
import { composeEmail } from './compose';
import { absoluteImageUrl, subjectLine } from './format';

export interface BackInStockVariant {
  productName: string;
  handle: string;
  size: string;
  color: string;
  /** A relative picture of the variant's color, or null. */
  imageUrl: string | null;
}

/** The product page with this size and color already chosen. */
export const variantPageUrl = (publicUrl: string, v: Pick<BackInStockVariant, 'handle' | 'size' | 'color'>) =>
  `${publicUrl}/product/${encodeURIComponent(v.handle)}?${new URLSearchParams({ size: v.size, color: v.color })}`;

export function backInStockEmail(variant: BackInStockVariant, to: string, publicUrl: string): MailMessage {
  const option = `${variant.size} / ${variant.color}`;
  return composeEmail(
    {
      to,
      subject: subjectLine(`Back in stock: ${variant.productName} (${option})`),
      preview: `The ${variant.productName} you asked about is back in ${option}.`,
      heading: 'It is back in stock',
      blocks: [
        {
          kind: 'paragraph',
          parts: ['The size and color you asked about is back. Stock is limited, so it may not last.'],
        },
        {
          kind: 'items',
          title: 'Back in stock',
          lines: [
            {
              title: variant.productName,
              details: `${variant.size}, ${variant.color}`,
              amount: null,
              imageUrl: absoluteImageUrl(variant.imageUrl, publicUrl),
            },
          ],
        },
        { kind: 'button', label: 'Shop it now', href: variantPageUrl(publicUrl, variant) },
        {
          kind: 'paragraph',
          parts: ['You asked to be told once; we will not email you again about this item.'],
        },
      ],
    },
    publicUrl,
  );
}
