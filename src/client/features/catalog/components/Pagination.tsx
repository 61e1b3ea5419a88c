// Numbered pages as real links (?page=2): a crawler follows them, they work before any script
// has run, and rel="prev"/"next" name the neighbours. In the browser a click moves within the
// app and brings the top of the list into view.
import { ChevronLeft, ChevronRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { buttonClasses } from '../../../components/ui/button';
import { cx } from '../../../lib/cx';
import { paginationItems } from '../pagination';

const EDGE = buttonClasses('outline', 'sm');
const DISABLED = cx(EDGE, 'cursor-not-allowed opacity-50 hover:bg-white');

function Edge({
  href,
  rel,
  children,
  onNavigate,
}: {
  href: string | null;
  rel: 'prev' | 'next';
  children: ReactNode;
  onNavigate: () => void;
}) {
  if (href === null) {
    return (
      <span aria-disabled="true" className={DISABLED}>
        {children}
      </span>
    );
  }
  return (
    <Link href={href} rel={rel} onClick={onNavigate} className={EDGE}>
      {children}
    </Link>
  );
}

export function Pagination({
  page,
  totalPages,
  hrefFor,
  onNavigate = () => undefined,
}: {
  page: number;
  totalPages: number;
  /** The address of page n of this list, with its filters. */
  hrefFor: (page: number) => string;
  onNavigate?: () => void;
}) {
  if (totalPages <= 1) return null;
  return (
    <nav aria-label="Pagination" className="flex flex-wrap items-center justify-center gap-2">
      <Edge href={page > 1 ? hrefFor(page - 1) : null} rel="prev" onNavigate={onNavigate}>
        <ChevronLeft aria-hidden="true" className="h-4 w-4" />
        Previous
      </Edge>
      <ul className="flex flex-wrap items-center justify-center gap-1">
        {paginationItems(page, totalPages).map((item, index) =>
          item === 'ellipsis' ? (
            <li key={`ellipsis-${index}`} aria-hidden="true" className="px-2 text-gray-500">
              …
            </li>
          ) : (
            <li key={item}>
              <Link
                href={hrefFor(item)}
                aria-label={`Page ${item}`}
                aria-current={item === page ? 'page' : undefined}
                onClick={onNavigate}
                className={buttonClasses(
                  item === page ? 'primary' : 'outline',
                  'sm',
                  cx('min-w-9', item === page && 'pointer-events-none'),
                )}
              >
                {item}
              </Link>
            </li>
          ),
        )}
      </ul>
      <Edge href={page < totalPages ? hrefFor(page + 1) : null} rel="next" onNavigate={onNavigate}>
        Next
        <ChevronRight aria-hidden="true" className="h-4 w-4" />
      </Edge>
    </nav>
  );
}
