// The sections' subcategories as the shop's menus publish them (labels.ts), for the tabs,
// chips and labels of the catalogue's pages.
import { useMemo } from 'react';
import { useCategoryMenus } from '../navigation';
import { subcategoriesOf, type Subcategories } from './labels';

export function useSubcategories(): Subcategories {
  const menus = useCategoryMenus();
  return useMemo(() => subcategoriesOf(menus), [menus]);
}
