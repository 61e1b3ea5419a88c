export { Navbar } from './Navbar';
export { taxonomyQuery, useCategoryMenus, useTaxonomy, useTaxonomyPending } from './use-category-menus';
