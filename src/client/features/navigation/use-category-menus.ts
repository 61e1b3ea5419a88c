// The shop's published categories and collections (GET /api/taxonomy) and the Women, Men and
// Kids menus built from them, so a subcategory or collection staff publish shows without a new
// release. A catalogue answer like the products: the server reads it while rendering a page
// and puts it in the page (entry-server.tsx), so the menus and collection pages it renders are
// the ones the browser shows once the page's code runs. Read again once a minute old.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { Taxonomy } from '../../../shared/schemas/taxonomy';
import { apiRequest } from '../../lib/api';
import { CATEGORY_MENUS, type CategoryMenu } from './nav-links';
import { menuOf } from './taxonomy-menus';

const SECTIONS = new Set<string>(CATEGORY_MENUS.map((menu) => menu.id));

/** The answer, or a failure when it is not one (the store's first menus then stand). */
async function readTaxonomy(signal: AbortSignal): Promise<Taxonomy> {
  const answer = await apiRequest<Partial<Taxonomy> | null>('/api/taxonomy', { signal });
  if (!Array.isArray(answer?.categories) || !Array.isArray(answer.collections))
    throw new Error('The categories and collections could not be read');
  return answer as Taxonomy;
}

export const taxonomyQuery = queryOptions({
  queryKey: ['taxonomy'],
  queryFn: ({ signal }) => readTaxonomy(signal),
  staleTime: 60_000,
});

/** The published categories and collections; undefined until read (or when they cannot be). */
export const useTaxonomy = (): Taxonomy | undefined => useQuery(taxonomyQuery).data;

/** Whether the published categories and collections are still being read for the first time. */
export const useTaxonomyPending = (): boolean => useQuery(taxonomyQuery).isPending;

/** The category menus as staff publish them; the store's first ones until they are read, or if they cannot be. */
export function useCategoryMenus(): readonly CategoryMenu[] {
  const taxonomy = useTaxonomy();
  return useMemo(() => {
    const read = taxonomy?.categories.filter((top) => SECTIONS.has(top.handle)).map(menuOf) ?? [];
    return read.length > 0 ? read : CATEGORY_MENUS;
  }, [taxonomy]);
}
