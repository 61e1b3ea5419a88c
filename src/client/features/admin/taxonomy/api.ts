// The shop's categories and collections as staff keep them (GET /api/admin/categories and
// /api/admin/collections), for the product form's pickers.
import { useQuery } from '@tanstack/react-query';
import type { AdminCategory, AdminCollection } from '../../../../shared/schemas/taxonomy';
import { apiRequest } from '../../../lib/api';
import { ADMIN_KEY } from '../api';

export function useAdminCategories() {
  return useQuery({
    queryKey: [...ADMIN_KEY, 'categories'],
    queryFn: ({ signal }) =>
      apiRequest<{ categories: AdminCategory[] }>('/api/admin/categories', { signal }).then((a) => a.categories),
  });
}

export function useAdminCollections() {
  return useQuery({
    queryKey: [...ADMIN_KEY, 'collections'],
    queryFn: ({ signal }) =>
      apiRequest<{ collections: AdminCollection[] }>('/api/admin/collections', { signal }).then((a) => a.collections),
  });
}

/** A section's subcategories as a product names them (dresses, girls-skirts), with their names ("Girls › Skirts"). */
export function subcategoriesOf(all: readonly AdminCategory[], section: string): { value: string; label: string }[] {
  const top = all.find((c) => c.parentId === null && c.handle === section);
  if (!top) return [];
  const byId = new Map(all.map((c) => [c.id, c]));
  const nameOf = (c: AdminCategory): string => {
    const parent = c.parentId === null ? undefined : byId.get(c.parentId);
    return parent && parent.parentId !== null ? `${nameOf(parent)} › ${c.name}` : c.name;
  };
  const under = (c: AdminCategory): boolean => {
    const parent = c.parentId === null ? undefined : byId.get(c.parentId);
    return parent !== undefined && (parent.id === top.id || under(parent));
  };
  return all.filter(under).map((c) => ({ value: c.path, label: nameOf(c) }));
}
