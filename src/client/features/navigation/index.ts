export { Navbar } from './Navbar';
export { taxonomyQuery, useCategoryMenus, useTaxonomy, useTaxonomyPending } from './use-category-menus';
export { CATEGORY_MENUS, type CategoryMenu } from './nav-links';
