// Small filter controls: a checkbox row, a switch, and a "Show more" list.
import { useId, useState, type ReactNode } from 'react';

export function CheckboxRow({
  label,
  checked,
  onChange,
  adornment,
}: {
  label: string;
  checked: boolean;
  onChange: () => void;
  adornment?: ReactNode;
}) {
  return (
    <label className="flex cursor-pointer items-center gap-2 py-1 text-sm text-gray-800">
      <input
        type="checkbox"
        checked={checked}
        onChange={onChange}
        className="h-4 w-4 rounded border-gray-300 accent-brand-700"
      />
      {adornment}
      <span>{label}</span>
    </label>
  );
}

export function Switch({
  label,
  checked,
  onChange,
}: {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <label className="flex cursor-pointer items-center justify-between gap-3 py-1.5 text-sm font-medium text-gray-800">
      <span>{label}</span>
      <input
        type="checkbox"
        role="switch"
        checked={checked}
        onChange={(e) => onChange(e.target.checked)}
        className="peer sr-only"
      />
      <span
        aria-hidden="true"
        className="relative h-6 w-11 shrink-0 rounded-full bg-gray-300 transition-colors peer-checked:bg-brand-700 peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-700 after:absolute after:left-0.5 after:top-0.5 after:h-5 after:w-5 after:rounded-full after:bg-white after:shadow after:transition-transform after:content-[''] peer-checked:after:translate-x-5"
      />
    </label>
  );
}

/** The first `initial` items, and a button for the rest. */
export function ShowMoreList<T>({
  items,
  initial,
  render,
  noun,
}: {
  items: readonly T[];
  initial: number;
  render: (item: T) => ReactNode;
  noun: string;
}) {
  const [expanded, setExpanded] = useState(false);
  const id = useId();
  const shown = expanded ? items : items.slice(0, initial);
  return (
    <>
      <div id={id}>{shown.map(render)}</div>
      {items.length > initial ? (
        <button
          type="button"
          aria-expanded={expanded}
          aria-controls={id}
          onClick={() => setExpanded((e) => !e)}
          className="mt-1 rounded text-sm font-medium text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-brand-700"
        >
          {expanded ? `Show fewer ${noun}` : `Show more ${noun} (${items.length - initial})`}
        </button>
      ) : null}
    </>
  );
}
