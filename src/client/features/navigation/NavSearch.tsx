// The expandable search box: the button opens it and focuses the input, Enter searches
// the shop for what was typed, Escape closes it.
import { Search, X } from 'lucide-react';
import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useLocation } from 'wouter';
import { cx } from '../../lib/cx';
import { iconButton } from './classes';
import { searchHref } from './nav-links';

export function NavSearch({ className }: { className?: string }) {
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const [, navigate] = useLocation();
  const inputRef = useRef<HTMLInputElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const inputId = useId();
  const formId = useId();

  useEffect(() => {
    if (open) inputRef.current?.focus();
  }, [open]);

  const close = () => {
    setOpen(false);
    setText('');
    toggleRef.current?.focus();
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!text.trim()) return;
    navigate(searchHref(text));
    setOpen(false);
    setText('');
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      close();
    }
  };

  return (
    <div className={cx('flex items-center gap-1', className)}>
      {open ? (
        <form id={formId} role="search" onSubmit={onSubmit} onKeyDown={onKeyDown}>
          <label htmlFor={inputId} className="sr-only">
            Search products
          </label>
          <input
            ref={inputRef}
            id={inputId}
            type="search"
            value={text}
            onChange={(e) => setText(e.target.value)}
            placeholder="Search products..."
            maxLength={100}
            enterKeyHint="search"
            className="h-10 w-44 rounded-full border border-gray-300 px-4 text-sm focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-200 lg:w-64"
          />
        </form>
      ) : null}
      <button
        ref={toggleRef}
        type="button"
        onClick={open ? close : () => setOpen(true)}
        aria-label={open ? 'Close search' : 'Open search'}
        aria-expanded={open}
        aria-controls={formId}
        className={iconButton}
      >
        {open ? <X aria-hidden="true" className="h-5 w-5" /> : <Search aria-hidden="true" className="h-5 w-5" />}
      </button>
    </div>
  );
}
