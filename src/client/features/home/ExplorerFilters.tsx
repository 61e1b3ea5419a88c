import { LayoutGrid, List } from 'lucide-react';
import { cx } from '../../lib/cx';
import { EXPLORER_FILTERS, type ExplorerFilter, type SubcategoryGroup } from './explorer-state';

const chip = (active: boolean) =>
  cx(
    'rounded-full border px-4 py-2 text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700',
    active
      ? 'border-brand-700 bg-brand-700 text-white'
      : 'border-gray-300 bg-white text-gray-700 hover:border-brand-600 hover:text-brand-700',
  );

export function FilterBar({ value, onChange }: { value: ExplorerFilter; onChange: (filter: ExplorerFilter) => void }) {
  return (
    <div role="group" aria-label="Filter products" className="flex flex-wrap justify-center gap-2">
      {EXPLORER_FILTERS.map((f) => (
        <button
          key={f.id}
          type="button"
          aria-pressed={value === f.id}
          onClick={() => onChange(f.id)}
          className={chip(value === f.id)}
        >
          {f.label}
        </button>
      ))}
    </div>
  );
}

export function SubcategoryPanel({
  label,
  groups,
  selected,
  onToggle,
  onClear,
}: {
  label: string;
  groups: SubcategoryGroup[];
  selected: string | null;
  onToggle: (slug: string) => void;
  onClear: () => void;
}) {
  return (
    <section
      aria-label={`${label} subcategories`}
      className="rounded-2xl border border-brand-100 bg-brand-50/60 p-4 sm:p-6"
    >
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <h3 className="font-semibold text-gray-900">Shop {label} by category</h3>
        <button
          type="button"
          onClick={onClear}
          className="rounded-md px-2 py-1 text-sm font-medium text-brand-700 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-brand-700"
        >
          Clear Selection
        </button>
      </div>
      <div className="space-y-3">
        {groups.map((group) => (
          <div key={group.heading ?? label} role="group" aria-label={group.heading ?? `${label} subcategories`}>
            {group.heading ? (
              <p className="mb-2 text-xs font-semibold uppercase tracking-wide text-gray-600">{group.heading}</p>
            ) : null}
            <div className="flex flex-wrap gap-2">
              {group.options.map((option) => (
                <button
                  key={option.slug}
                  type="button"
                  aria-pressed={selected === option.slug}
                  onClick={() => onToggle(option.slug)}
                  className={cx(chip(selected === option.slug), 'px-3 py-1.5')}
                >
                  {option.label}
                </button>
              ))}
            </div>
          </div>
        ))}
      </div>
    </section>
  );
}

export function ViewToggle({ value, onChange }: { value: 'grid' | 'list'; onChange: (view: 'grid' | 'list') => void }) {
  return (
    <div role="group" aria-label="View mode" className="inline-flex rounded-lg border border-gray-300 bg-white p-0.5">
      {(['grid', 'list'] as const).map((view) => (
        <button
          key={view}
          type="button"
          aria-pressed={value === view}
          aria-label={view === 'grid' ? 'Grid view' : 'List view'}
          onClick={() => onChange(view)}
          className={cx(
            'inline-flex items-center gap-1.5 whitespace-nowrap rounded-md px-3 py-1.5 text-sm font-medium focus-visible:outline-2 focus-visible:outline-brand-700',
            value === view ? 'bg-brand-700 text-white' : 'text-gray-700 hover:bg-gray-100',
          )}
        >
          {view === 'grid' ? (
            <LayoutGrid aria-hidden="true" className="h-4 w-4" />
          ) : (
            <List aria-hidden="true" className="h-4 w-4" />
          )}
          {view === 'grid' ? 'Grid' : 'List'}
        </button>
      ))}
    </div>
  );
}
