// The phone menu (below md): a labelled button that shows a panel mirroring the whole
// navigation. The panel's code loads on first open. It closes on navigation and Escape.
import { CloseIcon, MenuIcon } from './header-icons';
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { withQueries } from '../../lib/with-queries';
import { iconButton } from './classes';
import { useRouteKey } from './use-disclosure';

const MobileMenuPanel = lazy(withQueries(() => import('./MobileMenuPanel')));

export const MOBILE_MENU_ID = 'mobile-menu';

export function MobileMenu() {
  const routeKey = useRouteKey();
  const [openAt, setOpenAt] = useState<string | null>(null);
  const open = openAt === routeKey;
  const buttonRef = useRef<HTMLButtonElement>(null);
  const close = useCallback(() => setOpenAt(null), []);

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      close();
      buttonRef.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open, close]);

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        aria-label={open ? 'Close menu' : 'Open menu'}
        aria-expanded={open}
        aria-controls={MOBILE_MENU_ID}
        onClick={() => setOpenAt(open ? null : routeKey)}
        className={`${iconButton} md:hidden`}
      >
        {open ? (
          <CloseIcon aria-hidden="true" className="h-6 w-6" />
        ) : (
          <MenuIcon aria-hidden="true" className="h-6 w-6" />
        )}
      </button>
      {open ? (
        <div
          id={MOBILE_MENU_ID}
          className="absolute inset-x-0 top-full z-40 max-h-[calc(100dvh-6rem)] overflow-y-auto border-t border-gray-100 bg-white shadow-xl md:hidden"
        >
          <Suspense fallback={<p className="p-4 text-sm text-gray-500">Loading menu...</p>}>
            <MobileMenuPanel onClose={close} />
          </Suspense>
        </div>
      ) : null}
    </>
  );
}
