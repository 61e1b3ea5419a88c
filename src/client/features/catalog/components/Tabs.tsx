// A row of tabs that choose what the product grid below shows. Arrow keys, Home and End
// move between tabs (WAI-ARIA tabs pattern); the grid is the single tab panel.
import { useRef, type KeyboardEvent, type ReactNode } from 'react';
import { cx } from '../../../lib/cx';

export interface TabItem {
  value: string;
  label: ReactNode;
}

export function Tabs({
  label,
  items,
  value,
  onChange,
  panelId,
  className,
}: {
  label: string;
  items: readonly TabItem[];
  value: string;
  onChange: (value: string) => void;
  panelId: string;
  className?: string;
}) {
  const refs = useRef(new Map<string, HTMLButtonElement>());

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const index = items.findIndex((t) => t.value === value);
    const targets: Record<string, number> = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: items.length - 1 };
    const target = targets[event.key];
    if (target === undefined) return;
    event.preventDefault();
    const next = items[(target + items.length) % items.length];
    if (!next) return;
    onChange(next.value);
    refs.current.get(next.value)?.focus();
  }

  return (
    <div role="tablist" aria-label={label} onKeyDown={onKeyDown} className={cx('flex gap-2 overflow-x-auto pb-2', className)}>
      {items.map((tab) => {
        const selected = tab.value === value;
        return (
          <button
            key={tab.value}
            ref={(node) => {
              if (node) refs.current.set(tab.value, node);
              else refs.current.delete(tab.value);
            }}
            type="button"
            role="tab"
            id={`${panelId}-tab-${tab.value}`}
            aria-selected={selected}
            aria-controls={panelId}
            tabIndex={selected ? 0 : -1}
            onClick={() => onChange(tab.value)}
            className={cx(
              'inline-flex shrink-0 items-center gap-2 whitespace-nowrap rounded-full px-4 py-2 text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700',
              selected ? 'bg-brand-700 text-white shadow' : 'bg-gray-100 text-gray-800 hover:bg-gray-200',
            )}
          >
            {tab.label}
          </button>
        );
      })}
    </div>
  );
}

/** The region the tabs control. */
export function TabPanel({ id, activeValue, children }: { id: string; activeValue: string; children: ReactNode }) {
  return (
    <div role="tabpanel" id={id} aria-labelledby={`${id}-tab-${activeValue}`} tabIndex={-1} className="focus:outline-none">
      {children}
    </div>
  );
}
