// A collection's name as a shopper reads it, and the slugs collections had before: links,
// catalogue filters and hosted-store tags with a former slug still find the collection.
import { COLLECTIONS, type CollectionSlug } from './store';
import { seasonYear, shortYear, type Season } from './seasons';

/** Each former slug and the collection it names now. */
export const FORMER_COLLECTION_SLUGS: Readonly<Record<string, CollectionSlug>> = { 'summer-25': 'summer' };

const SEASON_NAMES: Record<Season, string> = { spring: 'Spring', summer: 'Summer' };

/** The slug a collection has now: a former slug reads as its collection's, any other value as it is. */
export function currentCollectionSlug<T extends string | null | undefined>(slug: T): T | CollectionSlug {
  return typeof slug === 'string' && Object.hasOwn(FORMER_COLLECTION_SLUGS, slug)
    ? FORMER_COLLECTION_SLUGS[slug]!
    : slug;
}

/** The former slugs of a collection: a hosted store may still tag its products with them. */
export const formerCollectionSlugs = (slug: string) =>
  Object.keys(FORMER_COLLECTION_SLUGS).filter((former) => FORMER_COLLECTION_SLUGS[former] === slug);

/**
 * The collection's name on `today`: a seasonal one's carries the year of the season now or next, "Summer '27 Trends".
 */
export function collectionName(slug: CollectionSlug, today: Date = new Date()): string {
  const collection = COLLECTIONS.find((c) => c.slug === slug) ?? COLLECTIONS[0];
  if ('name' in collection) return collection.name;
  return `${SEASON_NAMES[collection.season]} '${shortYear(seasonYear(collection.season, today))} Trends`;
}

/**
 * The collections page's query (`collection=summer-25&page=2`) with a former slug replaced by its collection's;
 * undefined when it has none.
 */
export function movedCollectionSearch(search: string): string | undefined {
  const params = new URLSearchParams(search);
  const slug = params.get('collection');
  const current = currentCollectionSlug(slug);
  if (current === slug || current === null) return undefined;
  params.set('collection', current);
  return params.toString();
}
