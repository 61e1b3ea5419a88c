// The app shell: skip link, header, the page, footer (its code loads when it nears the
// screen), the slide-out cart (its code loads the first time it opens), the live chat (its
// code loads once the page is idle) and the first visit's splash.
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import { useCartDrawerOpen } from '../features/cart';
import { Navbar } from '../features/navigation';
import { Splash } from '../features/splash';
import { deferredHydration } from '../lib/deferred-hydration';
import { ScrollToTop } from './ScrollToTop';

const CartDrawer = lazy(() => import('../features/cart/CartDrawer'));
// Always below the fold (main is at least a screen tall): the server's footer shows, and its
// links work, before its code has loaded.
const Footer = deferredHydration('footer', () => import('../features/footer/Footer').then((m) => ({ default: m.Footer })));

const LiveChatLauncher = lazy(() => import('../features/contact/LiveChatLauncher').then((m) => ({ default: m.LiveChatLauncher })));

/** Staff pages have no shopper chat. */
const WITHOUT_CHAT = /^\/(admin|auth)(\/|$)/;

/**
 * The chat button on every storefront page. Its code waits until the page has loaded and the
 * browser is idle, so it never competes with the page's first load; the button is fixed in
 * the corner, so its arrival moves nothing.
 */
function IdleLiveChat() {
  const [location] = useLocation();
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    let handle: number | undefined;
    const whenIdle = () => {
      handle = typeof requestIdleCallback === 'function' ? requestIdleCallback(() => setIdle(true), { timeout: 3000 }) : window.setTimeout(() => setIdle(true), 1);
    };
    if (document.readyState === 'complete') whenIdle();
    else window.addEventListener('load', whenIdle, { once: true });
    return () => {
      window.removeEventListener('load', whenIdle);
      if (handle === undefined) return;
      if (typeof cancelIdleCallback === 'function') cancelIdleCallback(handle);
      else window.clearTimeout(handle);
    };
  }, []);
  if (!idle || WITHOUT_CHAT.test(location)) return null;
  return (
    <Suspense fallback={null}>
      <LiveChatLauncher />
    </Suspense>
  );
}

function LazyCartDrawer() {
  const open = useCartDrawerOpen();
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <CartDrawer />
    </Suspense>
  );
}

export function Layout({ children }: { children: ReactNode }) {
  return (
    <>
      <a
        href="#main"
        className="sr-only z-[110] rounded-md bg-white px-4 py-2 font-medium text-brand-700 shadow-lg focus:not-sr-only focus:fixed focus:left-4 focus:top-4 focus:outline-2 focus:outline-brand-700"
      >
        Skip to content
      </a>
      <ScrollToTop />
      <div className="flex min-h-screen flex-col">
        <Navbar />
        {/* At least a screen tall, so the footer starts below the fold and does not jump
            down (a layout shift) when the page's content arrives. */}
        <main id="main" tabIndex={-1} className="min-h-screen flex-1 focus:outline-none">
          {children}
        </main>
        <Footer />
      </div>
      <LazyCartDrawer />
      <IdleLiveChat />
      <Splash />
    </>
  );
}
