// The header's search box, loaded when the shopper opens it: while the shopper types, a list
// suggests products, categories and a corrected spelling (a combobox: arrows move through it,
// Enter opens the chosen one or, with none chosen, searches the shop for what was typed;
// Escape closes the list, then the box).
import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { Link, useLocation } from 'wouter';
import { formatMoney } from '../../../shared/money';
import type { Suggestions } from '../../../shared/schemas/search';
import { cx } from '../../lib/cx';
import { useSuggestions } from '../../lib/suggestions';
import { searchHref } from './nav-links';

interface Option {
  key: string;
  href: string;
  group: 'correction' | 'products' | 'categories';
  suggestion: Suggestions['products'][number] | Suggestions['categories'][number] | string;
}

function optionsOf(s: Suggestions): Option[] {
  return [
    ...(s.didYouMean
      ? [
          {
            key: `fix:${s.didYouMean}`,
            href: searchHref(s.didYouMean),
            group: 'correction' as const,
            suggestion: s.didYouMean,
          },
        ]
      : []),
    ...s.products.map((p) => ({
      key: `product:${p.handle}`,
      href: `/product/${encodeURIComponent(p.handle)}`,
      group: 'products' as const,
      suggestion: p,
    })),
    ...s.categories.map((c) => ({
      key: `category:${c.href}`,
      href: c.href,
      group: 'categories' as const,
      suggestion: c,
    })),
  ];
}

const GROUP_LABELS = { correction: 'Spelling', products: 'Products', categories: 'Categories' } as const;

function OptionContent({ option }: { option: Option }) {
  const s = option.suggestion;
  if (typeof s === 'string') {
    return (
      <span>
        Did you mean <strong className="font-semibold">{s}</strong>?
      </span>
    );
  }
  if ('handle' in s) {
    return (
      <>
        {s.imageUrl ? (
          <img
            src={s.imageUrl}
            alt=""
            width={32}
            height={40}
            loading="lazy"
            className="h-10 w-8 shrink-0 rounded bg-gray-100 object-cover"
          />
        ) : (
          <span aria-hidden="true" className="h-10 w-8 shrink-0 rounded bg-gray-100" />
        )}
        <span className="min-w-0 flex-1 truncate">{s.title}</span>
        <span className="shrink-0 text-gray-700">{formatMoney(s.price)}</span>
      </>
    );
  }
  return <span>{s.label}</span>;
}

export default function SearchCombobox({
  formId,
  onClose,
}: {
  formId: string;
  onClose: (refocusToggle: boolean) => void;
}) {
  const [text, setText] = useState('');
  const [active, setActive] = useState(-1);
  const [listHidden, setListHidden] = useState(false);
  const [, navigate] = useLocation();
  const inputRef = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const listId = useId();
  const suggestions = useSuggestions(text);
  const options = optionsOf(suggestions);
  const expanded = !listHidden && text.trim().length > 0 && options.length > 0;
  const activeOption = expanded ? options[active] : undefined;
  const optionId = (i: number) => `${listId}-${i}`;

  useEffect(() => {
    inputRef.current?.focus();
  }, []);

  const go = (href: string) => {
    navigate(href);
    onClose(false);
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (activeOption) return go(activeOption.href);
    if (!text.trim()) return;
    go(searchHref(text));
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      if (expanded) {
        setListHidden(true);
        setActive(-1);
      } else onClose(true);
    } else if ((event.key === 'ArrowDown' || event.key === 'ArrowUp') && options.length > 0) {
      event.preventDefault();
      setListHidden(false);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      // From the input, down goes to the first option and up to the last; past either end, back to the input.
      setActive((i) => {
        const next = i + step;
        if (i === -1) return step === 1 ? 0 : options.length - 1;
        return next < 0 || next >= options.length ? -1 : next;
      });
    }
  };

  const groups = (['correction', 'products', 'categories'] as const)
    .map((group) => ({
      group,
      items: options.map((option, index) => ({ option, index })).filter(({ option }) => option.group === group),
    }))
    .filter(({ items }) => items.length > 0);

  return (
    <form id={formId} role="search" onSubmit={onSubmit} onKeyDown={onKeyDown} className="relative">
      <label htmlFor={inputId} className="sr-only">
        Search products
      </label>
      <input
        ref={inputRef}
        id={inputId}
        type="search"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={activeOption ? optionId(active) : undefined}
        autoComplete="off"
        value={text}
        onChange={(e) => {
          setText(e.target.value);
          setActive(-1);
          setListHidden(false);
        }}
        placeholder="Search products..."
        maxLength={100}
        enterKeyHint="search"
        className="h-10 w-full rounded-full border border-gray-300 px-4 text-base focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-200 md:w-44 md:text-sm lg:w-64"
      />
      <div
        id={listId}
        role="listbox"
        aria-label="Search suggestions"
        hidden={!expanded}
        className="absolute inset-x-0 top-12 z-50 max-h-[70vh] overflow-y-auto md:left-auto md:w-80 rounded-xl border border-gray-200 bg-white py-2 text-sm shadow-lg"
      >
        {groups.map(({ group, items }) => (
          <div key={group} role="group" aria-labelledby={`${listId}-${group}`}>
            <p
              id={`${listId}-${group}`}
              role="presentation"
              className="px-4 pb-1 pt-2 text-xs font-semibold uppercase tracking-wide text-gray-600"
            >
              {GROUP_LABELS[group]}
            </p>
            {items.map(({ option, index }) => (
              <Link
                key={option.key}
                id={optionId(index)}
                href={option.href}
                role="option"
                aria-selected={index === active}
                tabIndex={-1}
                // Keep the focus in the input, so the list stays open until the link is followed.
                onMouseDown={(e) => e.preventDefault()}
                onClick={() => onClose(false)}
                className={cx(
                  'flex items-center gap-3 px-4 py-2 text-gray-900 hover:bg-gray-50',
                  index === active && 'bg-brand-50',
                )}
              >
                <OptionContent option={option} />
              </Link>
            ))}
          </div>
        ))}
      </div>
    </form>
  );
}
