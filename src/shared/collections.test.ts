import { describe, expect, it } from 'vitest';
import { collectionName, currentCollectionSlug, formerCollectionSlugs, movedCollectionSearch } from './collections';
import { CatalogQuerySchema } from './schemas/catalog';

const day = (iso: string) => new Date(iso);

describe('collectionName', () => {
  it('names the summer collection for this summer until it is over, then for next summer', () => {
    expect(collectionName('Summer Trends', day('2026-11-30T12:00:00Z'))).toBe("Summer '27 Trends");
    expect(collectionName('Summer Trends', day('2027-01-01T00:00:00Z'))).toBe("Summer '27 Trends");
    expect(collectionName('Summer Trends', day('2027-08-31T23:59:59Z'))).toBe("Summer '27 Trends");
    expect(collectionName('Summer Trends', day('2027-09-01T00:00:00Z'))).toBe("Summer '28 Trends");
    expect(collectionName('Summer Trends', day('2099-12-31T00:00:00Z'))).toBe("Summer '00 Trends");
  });

  it('reads the day in UTC, wherever the reader is', () => {
    // Still August 31 in New York, already September 1 in UTC.
    expect(collectionName('Summer Trends', day('2027-08-31T22:00:00-04:00'))).toBe("Summer '28 Trends");
    // Already September 1 in Tokyo, still August 31 in UTC.
    expect(collectionName('Summer Trends', day('2027-09-01T08:00:00+09:00'))).toBe("Summer '27 Trends");
  });

  it('keeps the other names staff give as they are', () => {
    const today = day('2026-11-30T12:00:00Z');
    expect(
      ['All Collections', 'Streetwear Staples', 'Summer Trends 2026', 'Winter Trends'].map((name) =>
        collectionName(name, today),
      ),
    ).toEqual(['All Collections', 'Streetwear Staples', 'Summer Trends 2026', 'Winter Trends']);
    expect(collectionName('Spring Trends', today)).toMatch(/^Spring '\d\d Trends$/);
  });
});

describe('former collection slugs', () => {
  it('reads summer-25 as summer and every other value as it is', () => {
    expect(currentCollectionSlug('summer-25')).toBe('summer');
    expect(['summer', 'streetwear', 'winter-99', 'toString', null, undefined].map(currentCollectionSlug)).toEqual([
      'summer',
      'streetwear',
      'winter-99',
      'toString',
      null,
      undefined,
    ]);
    expect(formerCollectionSlugs('summer')).toEqual(['summer-25']);
    expect(formerCollectionSlugs('streetwear')).toEqual([]);
  });

  it("moves the collections page's former slug to the collection's own, keeping the rest of the query", () => {
    expect(movedCollectionSearch('collection=summer-25&onSale=true&page=2')).toBe(
      'collection=summer&onSale=true&page=2',
    );
    expect(movedCollectionSearch('collection=summer&page=2')).toBeUndefined();
    expect(movedCollectionSearch('')).toBeUndefined();
  });

  it("reads a catalogue query's former slug as the collection's, and refuses what cannot be a handle", () => {
    expect(CatalogQuerySchema.parse({ collection: 'summer-25' }).collection).toBe('summer');
    expect(CatalogQuerySchema.parse({ collection: 'summer' }).collection).toBe('summer');
    expect(CatalogQuerySchema.parse({ collection: 'Capsule-Wardrobe' }).collection).toBe('capsule-wardrobe');
    expect(CatalogQuerySchema.safeParse({ collection: 'summer 24!' }).success).toBe(false);
  });
});
