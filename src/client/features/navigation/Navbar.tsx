// The store's header: a slim bar with the
// social profiles and the free-shipping promise, the logo and the shopper's icons, then
// the link row (md and up) or the phone menu (below md); the search on every screen. The parts a phone's screen hides
// load and come alive only where they show (lib/deferred-hydration.tsx).
import { Link } from 'wouter';
import { formatMoney } from '../../../shared/money';
import { SHIPPING, STORE } from '../../../shared/store-essentials';
import { cx } from '../../lib/cx';
import { deferredHydration } from '../../lib/deferred-hydration';
import { focusRing } from './classes';
import { Logo } from '../../components/brand/Logo';
import { MobileMenu } from './MobileMenu';
import { NavSearch } from './NavSearch';
import { CartButton, WishlistLink } from './ShopIcons';
import { withQueries } from '../../lib/with-queries';
import { UserMenu } from './UserMenu';

const SocialLinks = deferredHydration('social-bar', () =>
  import('../../components/brand/SocialLinks').then((m) => ({ default: m.SocialLinks })),
);
// Its menus are the shop's published categories (a catalogue answer): it asks for data.
const DesktopNav = deferredHydration<object>(
  'desktop-nav',
  withQueries(() => import('./DesktopNav').then((m) => ({ default: m.DesktopNav }))),
);

export function Navbar() {
  return (
    <header className="relative z-30 bg-white shadow-sm">
      <div className="bg-brand-700 text-white">
        <div className="mx-auto flex h-9 max-w-7xl items-center justify-center px-4 text-xs font-medium sm:justify-between">
          <SocialLinks
            className="hidden sm:flex"
            linkClassName="h-7 w-7 text-white/90 hover:bg-white/10 hover:text-white focus-visible:outline-white"
          />
          <p>Free shipping on orders over {formatMoney(SHIPPING.freeThresholdCents)}</p>
        </div>
      </div>
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-2 px-4">
        <MobileMenu />
        <Link href="/" aria-label={`${STORE.name} home`} className={cx('rounded-md text-gray-900', focusRing)}>
          <Logo />
        </Link>
        <div className="ml-auto flex items-center gap-0.5 sm:gap-1">
          <NavSearch />
          <WishlistLink />
          <CartButton />
          <div className="hidden md:block">
            <UserMenu />
          </div>
        </div>
      </div>
      <DesktopNav />
    </header>
  );
}
