import { Link, useLocation } from 'wouter';
import { cx } from '../../lib/cx';
import { CategoryDropdown } from './CategoryDropdown';
import { focusRing } from './classes';
import { PAGE_LINKS, type CategoryMenu, type NavLink } from './nav-links';
import { useCategoryMenus } from './use-category-menus';
import { useMenuSet } from './use-disclosure';

const linkClass = (active: boolean) =>
  cx(
    'inline-flex rounded-md px-3 py-2 text-sm font-medium hover:text-brand-700',
    active ? 'text-brand-700' : 'text-gray-800',
    focusRing,
  );

function PageLink({ link }: { link: NavLink }) {
  const [location] = useLocation();
  return (
    <li>
      <Link href={link.href} className={linkClass} aria-current={location === link.href ? 'page' : undefined}>
        {link.label}
      </Link>
    </li>
  );
}

const [home, shop, ...rest] = PAGE_LINKS;

/** The md-and-up link row: Home, Shop, the three category menus, then the other pages. */
export function DesktopNav() {
  const menus = useMenuSet<CategoryMenu['id']>();
  const categoryMenus = useCategoryMenus();
  return (
    <nav aria-label="Main" className="hidden border-t border-gray-100 md:block">
      <ul className="mx-auto flex max-w-7xl flex-wrap items-center justify-center gap-x-1 px-4 py-1 lg:gap-x-3">
        {[home, shop].map((link) => link && <PageLink key={link.href} link={link} />)}
        {categoryMenus.map((menu) => (
          <CategoryDropdown
            key={menu.id}
            menu={menu}
            isOpen={menus.openId === menu.id}
            openedBy={menus.openId === menu.id ? menus.openedBy : null}
            onOpen={(by) => menus.open(menu.id, by)}
            onClose={menus.close}
          />
        ))}
        {rest.map((link) => (
          <PageLink key={link.href} link={link} />
        ))}
      </ul>
    </nav>
  );
}
