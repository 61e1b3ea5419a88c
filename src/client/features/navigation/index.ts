export { Navbar } from './Navbar';
export { useCategoryMenus } from './use-category-menus';
