// The app shell: skip link, header, the page, footer (its code loads when it nears the
// screen; the checkout has a focused header and footer of its own), the slide-out cart (its
// code loads the first time it opens), the live chat (its code loads on the shopper's first
// use of the page) and the first visit's splash.
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
const Footer = deferredHydration('footer', () =>
  import('../features/footer/Footer').then((m) => ({ default: m.Footer })),
);

// The checkout's own header and footer: their code is not in every other page's first load.
const CheckoutHeader = deferredHydration('checkout-header', () =>
  import('../features/navigation/CheckoutHeader').then((m) => ({ default: m.CheckoutHeader })),
);
const CheckoutFooter = deferredHydration('checkout-footer', () =>
  import('../features/footer/CheckoutFooter').then((m) => ({ default: m.CheckoutFooter })),
);

const LiveChatLauncher = lazy(() =>
  import('../features/contact/LiveChatLauncher').then((m) => ({ default: m.LiveChatLauncher })),
);

/**
 * The checkout and its payment page (/checkout, /checkout/pay/<token>) show the checkout's
 * focused header and footer. Read from the path, the same on the server and in the browser,
 * so the header the server sends is the one the page keeps.
 */
const FOCUSED_CHECKOUT = /^\/checkout(\/pay\/[^/]+)?\/*$/;

/** Staff pages have no shopper chat. */
const WITHOUT_CHAT = /^\/(admin|auth)(\/|$)/;

/** Events that show a shopper is using the page: the chat's code loads on the first. */
const FIRST_USE = ['pointermove', 'pointerdown', 'keydown', 'scroll', 'touchstart'] as const;
/** Without any use, the chat's code loads this long after the page has loaded. */
const CHAT_AFTER_LOAD_MS = 4000;

/**
 * The chat button on every storefront page. Its code waits for the shopper's first use of the
 * page (a pointer move, a key, a scroll or a touch), or a few seconds after the page has
 * loaded, so it is never part of the page's first load; the button is fixed in the corner,
 * so its arrival moves nothing.
 */
function DeferredLiveChat() {
  const [location] = useLocation();
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    let timer: number | undefined;
    const want = () => setWanted(true);
    const afterLoad = () => {
      timer = window.setTimeout(want, CHAT_AFTER_LOAD_MS);
    };
    for (const type of FIRST_USE) window.addEventListener(type, want, { once: true, passive: true });
    if (document.readyState === 'complete') afterLoad();
    else window.addEventListener('load', afterLoad, { once: true });
    return () => {
      for (const type of FIRST_USE) window.removeEventListener(type, want);
      window.removeEventListener('load', afterLoad);
      window.clearTimeout(timer);
    };
  }, []);
  if (!wanted || WITHOUT_CHAT.test(location)) return null;
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
  const [location] = useLocation();
  const focused = FOCUSED_CHECKOUT.test(location);
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
        {/* A printed page (a packing slip, an invoice) is the page alone. */}
        <div className="contents print:hidden">{focused ? <CheckoutHeader /> : <Navbar />}</div>
        {/* At least a screen tall, so the footer starts below the fold and does not jump
            down (a layout shift) when the page's content arrives. */}
        <main id="main" tabIndex={-1} className="min-h-screen flex-1 focus:outline-none print:min-h-0">
          {children}
        </main>
        <div className="contents print:hidden">{focused ? <CheckoutFooter /> : <Footer />}</div>
      </div>
      <LazyCartDrawer />
      <DeferredLiveChat />
      <Splash />
    </>
  );
}
