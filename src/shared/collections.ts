// A collection's name as a shopper reads it, and the slugs collections had before: links,
// catalogue filters and hosted-store tags with a former slug still find the collection.
import type { CollectionSlug } from './store';
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

/** A name for a season and nothing more ("Summer Trends"): shoppers read it with the season's year. */
const SEASONAL_NAME = /^(Spring|Summer) Trends$/;

/**
 * A collection's name as shoppers read it on `today`, from the name staff gave it: one named for a
 * season ("Summer Trends") carries the year of the season now or next, "Summer '27 Trends".
 */
export function collectionName(name: string, today: Date = new Date()): string {
  const season = SEASONAL_NAME.exec(name)?.[1];
  if (!season) return name;
  const key = (Object.keys(SEASON_NAMES) as Season[]).find((s) => SEASON_NAMES[s] === season)!;
  return `${season} '${shortYear(seasonYear(key, today))} Trends`;
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
