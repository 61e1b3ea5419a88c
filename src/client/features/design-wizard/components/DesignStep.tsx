// Step 2: the designs, PAGE_SIZES.designs per page, each with a favourite heart.
import { useState } from 'react';
import { ChevronLeft, ChevronRight, Heart } from 'lucide-react';
import { DESIGNS, PAGE_SIZES } from '../../../../shared/store';
import { cx } from '../../../lib/cx';
import { useFavourites } from '../favourites';
import { designImageUrl, designPriceLabel, pageCount, pageSlice, pagingText } from '../wizard';

const pagerButton =
  'inline-flex h-10 min-w-10 items-center gap-1 justify-center rounded-md border px-3 text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:cursor-not-allowed disabled:opacity-40';

export function DesignStep({ selected, onSelect }: { selected: string | null; onSelect: (designId: string) => void }) {
  const pageSize = PAGE_SIZES.designs;
  const pages = pageCount(DESIGNS.length, pageSize);
  const [page, setPage] = useState(() => {
    const index = DESIGNS.findIndex((d) => d.id === selected);
    return index < 0 ? 1 : Math.floor(index / pageSize) + 1;
  });
  const favourites = useFavourites();

  return (
    <div className="space-y-5">
      <ul className="grid grid-cols-2 gap-4 md:grid-cols-3 lg:grid-cols-4">
        {pageSlice(DESIGNS, page, pageSize).map((design) => {
          const active = design.id === selected;
          const favourite = favourites.isFavourite(design.id);
          const price = designPriceLabel(design);
          return (
            <li key={design.id} className="relative">
              <button
                type="button"
                onClick={() => onSelect(design.id)}
                aria-pressed={active}
                className={cx(
                  'flex h-full w-full flex-col rounded-xl border-2 bg-white p-3 text-left transition hover:shadow-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700',
                  active ? 'border-brand-700 shadow-md ring-4 ring-brand-100' : 'border-gray-200',
                )}
              >
                <span className="flex aspect-square items-center justify-center rounded-lg bg-gray-50 p-3">
                  <img
                    src={designImageUrl(design.id)}
                    alt=""
                    width={160}
                    height={160}
                    loading="lazy"
                    decoding="async"
                    className="h-full w-full object-contain"
                  />
                </span>
                <span className="mt-3 font-semibold text-gray-900">{design.name}</span>
                <span className="text-sm text-gray-600">{design.category}</span>
                <span
                  className={cx('mt-1 text-sm font-semibold', price === 'Free' ? 'text-green-700' : 'text-brand-800')}
                >
                  {price}
                </span>
              </button>
              <button
                type="button"
                onClick={() => favourites.toggle(design.id)}
                aria-pressed={favourite}
                aria-label={`Favourite ${design.name}`}
                className="absolute top-5 right-5 inline-flex h-9 w-9 items-center justify-center rounded-full bg-white/90 shadow focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
              >
                <Heart
                  className={cx('h-5 w-5', favourite ? 'fill-accent-500 text-accent-600' : 'text-gray-600')}
                  aria-hidden="true"
                />
              </button>
            </li>
          );
        })}
      </ul>
      <div className="flex flex-col items-center justify-between gap-3 sm:flex-row">
        <p className="text-sm text-gray-700" aria-live="polite">
          {pagingText(page, pageSize, DESIGNS.length)}
        </p>
        <nav aria-label="Design pages" className="flex items-center gap-2">
          <button
            type="button"
            className={cx(pagerButton, 'border-gray-300 bg-white')}
            onClick={() => setPage(page - 1)}
            disabled={page <= 1}
            aria-label="Previous page of designs"
          >
            <ChevronLeft className="h-4 w-4" aria-hidden="true" />
            <span className="hidden sm:inline">Previous</span>
          </button>
          {Array.from({ length: pages }, (_, i) => i + 1).map((n) => (
            <button
              key={n}
              type="button"
              className={cx(
                pagerButton,
                n === page ? 'border-brand-700 bg-brand-700 text-white' : 'border-gray-300 bg-white text-gray-900',
              )}
              onClick={() => setPage(n)}
              aria-current={n === page ? 'page' : undefined}
              aria-label={`Page ${n} of designs`}
            >
              {n}
            </button>
          ))}
          <button
            type="button"
            className={cx(pagerButton, 'border-gray-300 bg-white')}
            onClick={() => setPage(page + 1)}
            disabled={page >= pages}
            aria-label="Next page of designs"
          >
            <span className="hidden sm:inline">Next</span>
            <ChevronRight className="h-4 w-4" aria-hidden="true" />
          </button>
        </nav>
      </div>
    </div>
  );
}
