// The pictures a shared link shows (Open Graph's og:image, Twitter's card): 1200×630 PNGs,
// which every chat app and social site accepts (SVG they do not). A product's picture is its
// own main image, SVG art or an upload, centred on a plain background; every other page shares
// the store's, drawn from its name and brand colour.
import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { STORE } from '../../shared/store';

export const SHARE_IMAGE = { width: 1200, height: 630 } as const;

/** Room around a product's image, so no app's crop cuts into it. */
const MARGIN = 40;
const BACKGROUND = '#f5f3ff';
const BRAND = '#6d28d9';

const xmlText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The store's picture as SVG: its name and tagline on its brand colour. */
export const STORE_ART = [
  `<svg xmlns="http://www.w3.org/2000/svg" width="${SHARE_IMAGE.width}" height="${SHARE_IMAGE.height}">`,
  `<rect width="100%" height="100%" fill="${BRAND}"/>`,
  `<text x="600" y="330" font-family="Georgia,serif" font-size="132" font-weight="700" fill="#fff" text-anchor="middle">${xmlText(STORE.name)}</text>`,
  `<text x="600" y="420" font-family="Georgia,serif" font-size="40" fill="#ede9fe" text-anchor="middle">${xmlText(STORE.tagline)}</text>`,
  '</svg>',
].join('');

export const STORE_ART_SHA = createHash('sha256').update(STORE_ART).digest('hex');

export function renderStoreImage(): Promise<Buffer> {
  return sharp(Buffer.from(STORE_ART)).png().toBuffer();
}

/** An image (SVG or raster) scaled to fit inside the frame's margins, centred on the background. */
export async function renderProductImage(body: Uint8Array, contentType: string): Promise<Buffer> {
  const box = { width: SHARE_IMAGE.width - 2 * MARGIN, height: SHARE_IMAGE.height - 2 * MARGIN };
  let input = sharp(body);
  if (contentType === 'image/svg+xml') {
    // Drawn at the size it is shown, not its own and then enlarged: a vector stays sharp.
    const { width = box.width, height = box.height } = await input.metadata();
    const scale = Math.min(box.width / width, box.height / height);
    input = sharp(body, { density: Math.min(72 * scale, 2400) });
  }
  const art = await input
    .resize({ ...box, fit: 'inside' })
    .png()
    .toBuffer();
  return sharp({ create: { ...SHARE_IMAGE, channels: 3, background: BACKGROUND } })
    .composite([{ input: art, gravity: 'centre' }])
    .png()
    .toBuffer();
}
