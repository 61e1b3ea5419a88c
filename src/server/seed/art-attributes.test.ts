import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COLOR_HEX } from '../../shared/store';
import { createTestApp, type TestApp } from '../test/harness';
import { productImages, products } from '../db/schema';
import {
  artAttributesOf,
  STYLES,
  type ArtAttributes,
  type Leg,
  type Length,
  type Neckline,
  type Sleeves,
} from './art-attributes';
import { renderArtwork, type ArtworkSpec } from './artwork';
import { buildCatalogue, designerProducts } from './catalogue';
import { seedIfEmpty } from './index';

const SLEEVES: Sleeves[] = ['sleeveless', 'short', 'three-quarter', 'long'];
const LENGTHS: Length[] = ['mini', 'midi', 'maxi'];
const LEGS: Leg[] = ['skinny', 'slim', 'straight', 'tapered', 'relaxed', 'wide', 'flare', 'bootcut', 'jogger'];
const NECKLINES: Neckline[] = [
  'crew',
  'v',
  'scoop',
  'square',
  'halter',
  'off-shoulder',
  'bow',
  'henley',
  'zip',
  'collar',
  'camp-collar',
  'round-collar',
  'hood',
];

/** The group names a drawing with these attributes must carry, one per attribute. */
function markersOf(a: ArtAttributes): string[] {
  return [
    `item-${a.silhouette}`,
    ...(a.style ? [`style-${a.style}`] : []),
    ...(a.sleeves ? [`sleeves-${a.sleeves}`] : []),
    ...(a.neckline ? [`neck-${a.neckline}`] : []),
    ...(a.length ? [`length-${a.length}`] : []),
    ...(a.leg ? [`leg-${a.leg}`] : []),
    ...(a.cropped ? ['cropped'] : []),
    ...(a.trims ?? []).map((trim) => `trim-${trim}`),
  ];
}

/** Every feature group the SVG was drawn with, each checked to hold drawing, not nothing. */
function drawnFeatures(svg: string): string[] {
  const names = [...svg.matchAll(/<g id="([a-z0-9-]+)">(.)/g)].map((m) => {
    expect(m[2], `group ${m[1]} is empty`).toBe('<');
    return m[1] as string;
  });
  return names.filter((name) => /^(item|style|sleeves|neck|length|leg|trim)-|^cropped$/.test(name)).sort();
}

/** What the drawing looks like, without the group names: changing an attribute must change this. */
const picture = (spec: ArtworkSpec) => renderArtwork(spec).replace(/ id="[a-z0-9-]+"/g, '');

const catalogue = [...buildCatalogue(), ...designerProducts()];
const frontOf = (name: string) => {
  const product = catalogue.find((p) => p.input.name === name);
  if (!product) throw new Error(`${name} is not in the catalogue`);
  return { ...(product.images[0]?.spec as ArtworkSpec), hex: COLOR_HEX.Navy as string, pattern: 'solid' as const };
};
const lookOf = (name: string) => {
  const product = catalogue.find((p) => p.input.name === name);
  if (!product) throw new Error(`${name} is not in the catalogue`);
  return artAttributesOf(product.input);
};

describe('product art drawn from what the name says', () => {
  let t: TestApp;
  let stored: Array<{ name: string; productType: string; subcategory: string; category: string; url: string }>;
  beforeAll(async () => {
    t = await createTestApp();
    await seedIfEmpty(t.db);
    stored = (
      (await t.db.execute(sql`
      select p.name, p.product_type as "productType", p.subcategory, p.category, i.url
      from ${products} p join ${productImages} i on i.product_id = p.id and i.position = 0
      order by p.handle`)) as unknown as { rows: typeof stored }
    ).rows;
  });
  afterAll(() => t.close());

  it('stores, for every product in the store, a main picture drawn with exactly the attributes its name and type call for', async () => {
    expect(stored.length).toBe(catalogue.length);
    expect(stored.length).toBeGreaterThanOrEqual(180);
    for (const product of stored) {
      const res = await t.app.inject({ method: 'GET', url: product.url });
      expect(res.statusCode).toBe(200);
      expect(drawnFeatures(res.body), product.name).toEqual(markersOf(artAttributesOf(product)).sort());
    }
  });

  it('changes the picture when any one attribute changes, for every product', () => {
    for (const product of catalogue) {
      const spec = product.images[0]?.spec as ArtworkSpec;
      const own = picture(spec);
      const alternatives: Array<Partial<ArtworkSpec>> = [
        ...(spec.style
          ? (STYLES[spec.silhouette as keyof typeof STYLES] as readonly string[]).map(
              (style) => ({ style }) as Partial<ArtworkSpec>,
            )
          : []),
        ...(spec.sleeves ? SLEEVES.map((sleeves) => ({ sleeves })) : []),
        ...(spec.neckline ? NECKLINES.map((neckline) => ({ neckline })) : []),
        ...(spec.length ? LENGTHS.map((length) => ({ length })) : []),
        ...(spec.leg ? LEGS.map((leg) => ({ leg })) : []),
        ...(spec.cropped ? [{ cropped: undefined }] : []),
        ...(spec.trims ?? []).map((trim) => ({ trims: spec.trims?.filter((other) => other !== trim) })),
      ].filter((change) => Object.entries(change).some(([key, value]) => spec[key as keyof ArtworkSpec] !== value));
      for (const change of alternatives) {
        expect(
          picture({ ...spec, ...change }) !== own,
          `${product.input.name} drawn the same with ${JSON.stringify(change)}`,
        ).toBe(true);
      }
    }
  });

  it('never gives two products of one kind the same picture when their names say different things', () => {
    const byLook = new Map<string, string>();
    for (const product of catalogue) {
      const look = JSON.stringify(artAttributesOf(product.input));
      const drawing = picture({
        ...(product.images[0]?.spec as ArtworkSpec),
        hex: '#2f6fd6',
        pattern: 'solid',
        kids: false,
      });
      const earlier = byLook.get(drawing);
      if (earlier !== undefined) expect(earlier, product.input.name).toBe(look);
      byLook.set(drawing, look);
    }
  });

  it('keeps every drawing self-contained and small', () => {
    for (const product of catalogue) {
      for (const image of product.images) {
        const svg = renderArtwork(image.spec);
        expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" viewBox="0 0 800 1000"/);
        expect(svg).not.toMatch(/<script|<text|<image|<foreignObject|href=|url\((?!#)/);
        expect(svg.length, image.alt).toBeLessThan(10_000);
      }
    }
  });

  describe('the pictures shoppers found wrong', () => {
    it('draws the Long Sleeve Polo with sleeves to the wrist, and a plain polo with short ones', () => {
      expect(lookOf('Long Sleeve Polo')).toMatchObject({ silhouette: 'polo', sleeves: 'long', neckline: 'collar' });
      expect(renderArtwork(frontOf('Long Sleeve Polo'))).toContain('id="sleeves-long"');
      expect(renderArtwork(frontOf('Long Sleeve Polo'))).not.toContain('id="sleeves-short"');
      expect(renderArtwork(frontOf('Pique Cotton Polo'))).toContain('id="sleeves-short"');
    });

    it('draws the Knit Bodycon Midi Dress fitted and the Belted Shirt Dress with collar, buttons and belt', () => {
      expect(lookOf('Knit Bodycon Midi Dress')).toMatchObject({ style: 'bodycon', length: 'midi' });
      expect(lookOf('Belted Shirt Dress')).toMatchObject({ style: 'shirt-dress', neckline: 'collar', trims: ['belt'] });
      expect(picture(frontOf('Knit Bodycon Midi Dress'))).not.toBe(picture(frontOf('Belted Shirt Dress')));
      expect(renderArtwork(frontOf('Belted Shirt Dress'))).toMatch(
        /id="style-shirt-dress".*id="neck-collar".*id="trim-belt"/,
      );
    });

    it('draws the wrap, slip and tiered dresses each in their own shape and length', () => {
      expect(lookOf('Linen Wrap Midi Dress')).toMatchObject({ style: 'wrap', neckline: 'v', length: 'midi' });
      expect(lookOf('Satin Slip Maxi Dress')).toMatchObject({ style: 'slip', sleeves: 'sleeveless', length: 'maxi' });
      expect(lookOf('Tiered Cotton Mini Dress')).toMatchObject({ length: 'mini', trims: ['tiers'] });
      expect(lookOf('Puff Sleeve Mini Dress')).toMatchObject({ sleeves: 'short', trims: ['puff'] });
    });

    it('draws two different rings, earrings, necklaces and bracelets as different pieces', () => {
      expect(lookOf('Signet Ring').style).toBe('signet');
      expect(lookOf('Solitaire Stacking Ring').style).toBe('solitaire');
      for (const [a, b] of [
        ['Signet Ring', 'Solitaire Stacking Ring'],
        ['Classic Hoop Earrings', 'Crystal Drop Earrings'],
        ['Teardrop Pendant Necklace', 'Layered Chain Necklace'],
        ['Twisted Cuff Bracelet', 'Charm Link Bracelet'],
        ['Sleek Bob Wig', 'Layered Shoulder Length Wig'],
        ['Kinky Curly Wig', 'Afro Puff Curly Wig'],
        ['Long Straight Lace Front Wig', 'Body Wave Wig'],
        ['Quilted Crossbody Bag', 'Mini Shoulder Bag'],
      ] as const) {
        expect(picture({ ...frontOf(a), hex: '#d4af37' }), `${a} vs ${b}`).not.toBe(
          picture({ ...frontOf(b), hex: '#d4af37' }),
        );
      }
    });

    it('draws the lace blouse with a scalloped lace edge, not as a plain top', () => {
      expect(lookOf('Lace Trim Poplin Blouse')).toMatchObject({ silhouette: 'blouse', trims: ['lace'] });
      const svg = renderArtwork(frontOf('Lace Trim Poplin Blouse'));
      expect(svg).toMatch(/<g id="trim-lace"><path d="M[^"]* A/);
      expect(renderArtwork(frontOf('Satin Wrap Blouse'))).not.toContain('trim-lace');
    });

    it('reads sleeves, legs and trims from names across the store', () => {
      expect(lookOf('Long Sleeve Fitted Tee')).toMatchObject({
        silhouette: 't-shirt',
        sleeves: 'long',
        style: 'fitted',
      });
      expect(lookOf('Raglan Baseball Tee')).toMatchObject({ sleeves: 'three-quarter' });
      expect(lookOf('Short Sleeve Camp Shirt')).toMatchObject({
        silhouette: 'shirt',
        sleeves: 'short',
        neckline: 'camp-collar',
      });
      expect(lookOf('Slub V-Neck Tee')).toMatchObject({ neckline: 'v', sleeves: 'short' });
      expect(lookOf('Halter Neck Jumpsuit')).toMatchObject({ neckline: 'halter', sleeves: 'sleeveless' });
      expect(lookOf('Slim Flare Jeans')).toMatchObject({ silhouette: 'jeans', leg: 'flare' });
      expect(lookOf('High Rise Skinny Jeans')).toMatchObject({ leg: 'skinny' });
      expect(lookOf('Raw Hem Cropped Jeans')).toMatchObject({ cropped: true, trims: ['raw-hem'] });
      expect(lookOf('Tulle Tutu Skirt')).toMatchObject({ silhouette: 'skirt', style: 'tutu', length: 'mini' });
      expect(lookOf('Pleated Midi Skirt')).toMatchObject({ style: 'a-line', length: 'midi', trims: ['pleats'] });
      expect(lookOf('Basic Crew Neck Tee')).toEqual({
        silhouette: 't-shirt',
        style: 'regular',
        sleeves: 'short',
        neckline: 'crew',
      });
      expect(lookOf('Cozy Hoodie')).toMatchObject({ silhouette: 'hoodie', sleeves: 'long', neckline: 'hood' });
    });
  });
});
