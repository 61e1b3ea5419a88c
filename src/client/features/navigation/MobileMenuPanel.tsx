// What the phone menu shows: search, every nav link (category menus as expandable
// groups), wishlist, cart, the account links and the social profiles.
import { ChevronDown, Heart, LayoutDashboard, LogIn, LogOut, ShoppingBag, User } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { Link, useLocation } from 'wouter';
import { cx } from '../../lib/cx';
import { useCustomerSignedIn } from '../account-sync';
import { useCurrentUser, useStaffLogout } from '../staff-auth';
import { openCartDrawer, useCart } from '../cart';
import { useWishlist } from '../wishlist';
import { focusRing } from './classes';
import { PAGE_LINKS, searchHref, type CategoryMenu } from './nav-links';
import { useCategoryMenus } from './use-category-menus';
import { SocialLinks } from '../../components/brand/SocialLinks';

const rowClass = cx(
  'flex w-full items-center gap-3 rounded-md px-3 py-2.5 text-base font-medium text-gray-800 hover:bg-brand-50 hover:text-brand-700',
  focusRing,
);
const subLinkBase = cx('block rounded-md px-3 py-2 text-sm hover:bg-brand-50 hover:text-brand-700', focusRing);
const subLinkClass = cx(subLinkBase, 'text-gray-700');

function CategoryGroup({ menu, onNavigate }: { menu: CategoryMenu; onNavigate: () => void }) {
  const [expanded, setExpanded] = useState(false);
  const listId = useId();
  return (
    <li>
      <button
        type="button"
        aria-expanded={expanded}
        aria-controls={listId}
        onClick={() => setExpanded(!expanded)}
        className={cx(rowClass, 'justify-between')}
      >
        {menu.label}
        <ChevronDown aria-hidden="true" className={cx('h-5 w-5 transition-transform', expanded && 'rotate-180')} />
      </button>
      <div id={listId} hidden={!expanded} className="pb-2 pl-4">
        <Link href={menu.href} onClick={onNavigate} className={cx(subLinkBase, 'font-semibold text-brand-700')}>
          Shop all {menu.label}
        </Link>
        {menu.groups.map((group) => (
          <div key={group.heading ?? menu.id}>
            {group.heading ? (
              <p className="px-3 pt-2 text-xs font-semibold uppercase tracking-wide text-gray-500">{group.heading}</p>
            ) : null}
            <ul
              aria-label={group.heading ? `${menu.label}: ${group.heading}` : `${menu.label} categories`}
              className="grid grid-cols-2"
            >
              {group.links.map((link) => (
                <li key={link.href}>
                  <Link href={link.href} onClick={onNavigate} className={subLinkClass}>
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
    </li>
  );
}

function MobileSearch({ onNavigate }: { onNavigate: () => void }) {
  const [text, setText] = useState('');
  const [, navigate] = useLocation();
  const inputId = useId();
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!text.trim()) return;
    navigate(searchHref(text));
    onNavigate();
  };
  return (
    <form role="search" onSubmit={onSubmit} className="px-3 pb-3">
      <label htmlFor={inputId} className="sr-only">
        Search products
      </label>
      <input
        id={inputId}
        type="search"
        value={text}
        onChange={(e) => setText(e.target.value)}
        placeholder="Search products..."
        maxLength={100}
        enterKeyHint="search"
        className="h-11 w-full rounded-full border border-gray-300 px-4 text-base focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-200"
      />
    </form>
  );
}

function AccountLinks({ onNavigate }: { onNavigate: () => void }) {
  const staff = useCurrentUser();
  const logout = useStaffLogout();
  const shopperSignedIn = useCustomerSignedIn();
  if (!staff) {
    return (
      <Link href="/account" onClick={onNavigate} className={rowClass}>
        {shopperSignedIn ? (
          <User aria-hidden="true" className="h-5 w-5" />
        ) : (
          <LogIn aria-hidden="true" className="h-5 w-5" />
        )}
        {shopperSignedIn ? 'My Account' : 'Sign In'}
      </Link>
    );
  }
  return (
    <>
      <p className="px-3 py-2 text-sm font-semibold text-gray-900">Welcome, {staff.username}</p>
      <Link href="/admin" onClick={onNavigate} className={rowClass}>
        <LayoutDashboard aria-hidden="true" className="h-5 w-5" />
        Admin Dashboard
      </Link>
      <button
        type="button"
        disabled={logout.isPending}
        onClick={() => logout.mutate(undefined, { onSuccess: onNavigate })}
        className={rowClass}
      >
        <LogOut aria-hidden="true" className="h-5 w-5" />
        Sign Out
      </button>
    </>
  );
}

export default function MobileMenuPanel({ onClose }: { onClose: () => void }) {
  const { count: cartCount } = useCart();
  const { count: wishlistCount } = useWishlist();
  // The panel shows only while open.
  const categoryMenus = useCategoryMenus();
  const [home, shop, ...rest] = PAGE_LINKS;
  const pageLink = (link: (typeof PAGE_LINKS)[number] | undefined) =>
    link ? (
      <li key={link.href}>
        <Link href={link.href} onClick={onClose} className={rowClass}>
          {link.label}
        </Link>
      </li>
    ) : null;

  return (
    <div className="space-y-2 px-2 py-4">
      <MobileSearch onNavigate={onClose} />
      <nav aria-label="Mobile">
        <ul>
          {pageLink(home)}
          {pageLink(shop)}
          {categoryMenus.map((menu) => (
            <CategoryGroup key={menu.id} menu={menu} onNavigate={onClose} />
          ))}
          {rest.map(pageLink)}
        </ul>
      </nav>
      <div className="border-t border-gray-100 pt-2">
        <Link href="/wishlist" onClick={onClose} className={rowClass}>
          <Heart aria-hidden="true" className="h-5 w-5" />
          Wishlist ({wishlistCount})
        </Link>
        <button
          type="button"
          onClick={() => {
            onClose();
            openCartDrawer();
          }}
          className={rowClass}
        >
          <ShoppingBag aria-hidden="true" className="h-5 w-5" />
          Cart ({cartCount})
        </button>
        <AccountLinks onNavigate={onClose} />
      </div>
      <SocialLinks
        withReviews
        className="border-t border-gray-100 px-2 pt-3"
        linkClassName="text-gray-600 hover:bg-brand-50 hover:text-brand-700"
      />
    </div>
  );
}
