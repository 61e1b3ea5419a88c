// A list of short values typed as chips: Enter or a comma adds what was typed, each chip has its
// own remove button, and Backspace in the empty box removes the last one. `onRemove` may refuse
// (a removal staff must confirm first) by returning false.
import { X } from 'lucide-react';
import { useId, useState, type KeyboardEvent } from 'react';
import { Input } from '../../../components/ui/field';

export function ChipsInput({
  label,
  values,
  onAdd,
  onRemove,
  placeholder,
  hint,
  error,
  listId,
}: {
  label: string;
  values: readonly string[];
  onAdd: (value: string) => void;
  onRemove: (value: string) => void;
  placeholder?: string;
  hint?: string;
  error?: string | undefined;
  /** A datalist of suggestions (the store's materials). */
  listId?: string;
}) {
  const [draft, setDraft] = useState('');
  const id = useId();
  const add = () => {
    const value = draft.trim().replace(/,$/, '').trim();
    if (value) onAdd(value);
    setDraft('');
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter' || event.key === ',') {
      event.preventDefault();
      add();
    } else if (event.key === 'Backspace' && draft === '' && values.length > 0) {
      onRemove(values[values.length - 1]!);
    }
  };
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="block text-sm font-medium text-gray-800">
        {label}
      </label>
      <div className="flex flex-wrap items-center gap-1.5 rounded-md border border-gray-300 bg-white p-1.5">
        <ul className="contents" aria-label={`${label} added`}>
          {values.map((value) => (
            <li
              key={value}
              className="inline-flex items-center gap-1 rounded-full bg-brand-50 px-2.5 py-0.5 text-sm text-brand-700"
            >
              {value}
              <button
                type="button"
                onClick={() => onRemove(value)}
                aria-label={`Remove ${value}`}
                className="rounded-full p-0.5 hover:bg-brand-100 focus-visible:outline-2 focus-visible:outline-brand-700"
              >
                <X aria-hidden="true" className="h-3 w-3" />
              </button>
            </li>
          ))}
        </ul>
        <Input
          id={id}
          value={draft}
          list={listId}
          placeholder={placeholder}
          aria-describedby={hint ? `${id}-hint` : undefined}
          aria-invalid={Boolean(error)}
          onChange={(e) => {
            // A pasted "S, M, L" adds each.
            const parts = e.target.value.split(',');
            if (parts.length > 1) {
              parts.slice(0, -1).forEach((part) => part.trim() && onAdd(part.trim()));
              setDraft(parts.at(-1)!.trimStart());
            } else setDraft(e.target.value);
          }}
          onKeyDown={onKeyDown}
          onBlur={add}
          className="min-w-32 flex-1 border-0 shadow-none focus:ring-0"
        />
      </div>
      {hint ? (
        <p id={`${id}-hint`} className="text-xs text-gray-500">
          {hint}
        </p>
      ) : null}
      {error ? <p className="text-xs text-red-600">{error}</p> : null}
    </div>
  );
}
