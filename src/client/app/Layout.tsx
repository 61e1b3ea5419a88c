// The app shell: skip link, header, the page, footer, the slide-out cart (its code loads
// the first time it opens) and the once-per-session splash.
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useCartDrawerOpen } from '../features/cart/drawer-state';
import { Footer } from '../features/footer/Footer';
import { Navbar } from '../features/navigation/Navbar';
import { Splash } from '../features/splash/Splash';
import { ScrollToTop } from './ScrollToTop';

const CartDrawer = lazy(() => import('../features/cart/CartDrawer'));

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
      <Splash />
    </>
  );
}
