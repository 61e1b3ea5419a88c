// The header's search, on every screen: a button that opens the search box. The box and its
// suggestions load when first opened (SearchCombobox.tsx), so pages do not carry them in their
// first load; the button is drawn with the header's own icons for the same reason.
import { lazy, Suspense, useId, useRef, useState } from 'react';
import { cx } from '../../lib/cx';
import { iconButton } from './classes';
import { CloseIcon, SearchIcon } from './header-icons';

const SearchCombobox = lazy(() => import('./SearchCombobox'));

export function NavSearch({ className }: { className?: string }) {
  const [open, setOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const formId = useId();

  const close = (refocusToggle: boolean) => {
    setOpen(false);
    if (refocusToggle) toggleRef.current?.focus();
  };

  return (
    <div className={cx('flex items-center gap-1', className)}>
      {open ? (
        // On a phone the box takes the width of the screen, in a bar below the header.
        <div className="absolute inset-x-0 top-full z-40 border-t border-gray-200 bg-white p-3 shadow-md md:static md:border-0 md:bg-transparent md:p-0 md:shadow-none">
          <Suspense
            fallback={
              <span
                aria-hidden="true"
                className="block h-10 w-full rounded-full border border-gray-300 md:w-44 lg:w-64"
              />
            }
          >
            <SearchCombobox formId={formId} onClose={close} />
          </Suspense>
        </div>
      ) : null}
      <button
        ref={toggleRef}
        type="button"
        onClick={open ? () => close(true) : () => setOpen(true)}
        aria-label={open ? 'Close search' : 'Open search'}
        aria-expanded={open}
        aria-controls={formId}
        className={iconButton}
      >
        {open ? (
          <CloseIcon aria-hidden="true" className="h-5 w-5" />
        ) : (
          <SearchIcon aria-hidden="true" className="h-5 w-5" />
        )}
      </button>
    </div>
  );
}
