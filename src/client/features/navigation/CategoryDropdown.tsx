// A Women/Men/Kids menu as an accessible disclosure: a button with aria-expanded that
// shows a panel of links. Opens on mouse hover and on click; by keyboard Enter/Space
// toggle, ArrowDown/ArrowUp open onto the first/last link, arrows move, Escape closes
// and returns to the button, and tabbing out closes it.
import { ChevronDown } from 'lucide-react';
import { useRef, type KeyboardEvent } from 'react';
import { flushSync } from 'react-dom';
import { Link } from 'wouter';
import { cx } from '../../lib/cx';
import { focusRing } from './classes';
import type { CategoryMenu } from './nav-links';
import { moveFocus, useOutsidePress, type OpenedBy } from './use-disclosure';

interface Props {
  menu: CategoryMenu;
  isOpen: boolean;
  openedBy: OpenedBy | null;
  onOpen: (by: OpenedBy) => void;
  onClose: () => void;
}

export function CategoryDropdown({ menu, isOpen, openedBy, onOpen, onClose }: Props) {
  const wrapperRef = useRef<HTMLLIElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const panelId = `nav-menu-${menu.id}`;
  useOutsidePress(wrapperRef, isOpen && openedBy !== 'hover', onClose);

  const openOnto = (key: 'Home' | 'End') => {
    flushSync(() => onOpen('key'));
    moveFocus(panelRef.current, key);
  };

  const onButtonKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      openOnto(event.key === 'ArrowDown' ? 'Home' : 'End');
    }
  };

  const onWrapperKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && isOpen) {
      event.preventDefault();
      onClose();
      buttonRef.current?.focus();
    } else if (isOpen && panelRef.current?.contains(event.target as Node) && moveFocus(panelRef.current, event.key)) {
      event.preventDefault();
    }
  };

  const onButtonClick = () => {
    // A mouse user's click lands just after the hover opened the menu: keep it open (pinned).
    if (isOpen && openedBy !== 'hover') onClose();
    else onOpen('click');
  };

  return (
    <li
      ref={wrapperRef}
      className="relative"
      onPointerEnter={(e) => e.pointerType === 'mouse' && !isOpen && onOpen('hover')}
      onPointerLeave={(e) => e.pointerType === 'mouse' && isOpen && openedBy === 'hover' && onClose()}
      onBlur={(e) => isOpen && !e.currentTarget.contains(e.relatedTarget as Node | null) && onClose()}
      onKeyDown={onWrapperKeyDown}
    >
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={isOpen}
        aria-controls={panelId}
        onClick={onButtonClick}
        onKeyDown={onButtonKeyDown}
        className={cx(
          'inline-flex items-center gap-1 rounded-md px-3 py-2 text-sm font-medium text-gray-800 hover:text-brand-700',
          focusRing,
        )}
      >
        {menu.label}
        <ChevronDown aria-hidden="true" className={cx('h-4 w-4 transition-transform', isOpen && 'rotate-180')} />
      </button>
      <div
        ref={panelRef}
        id={panelId}
        hidden={!isOpen}
        className="absolute left-1/2 top-full z-50 -translate-x-1/2 pt-2"
      >
        <div className="min-w-56 rounded-xl border border-gray-100 bg-white p-4 shadow-xl">
          <Link
            href={menu.href}
            onClick={onClose}
            className={cx(
              'mb-3 block rounded-md px-2 py-1 text-sm font-semibold text-brand-700 hover:underline',
              focusRing,
            )}
          >
            Shop all {menu.label}
          </Link>
          <div className={cx('grid gap-4', menu.groups.length > 1 ? 'grid-cols-2' : 'grid-cols-1')}>
            {menu.groups.map((group) => (
              <div key={group.heading ?? menu.id}>
                {group.heading ? (
                  <p className="mb-1 px-2 text-xs font-semibold uppercase tracking-wide text-gray-500">
                    {group.heading}
                  </p>
                ) : null}
                <ul aria-label={group.heading ? `${menu.label}: ${group.heading}` : `${menu.label} categories`}>
                  {group.links.map((link) => (
                    <li key={link.href}>
                      <Link
                        href={link.href}
                        onClick={onClose}
                        className={cx(
                          'block whitespace-nowrap rounded-md px-2 py-1.5 text-sm text-gray-700 hover:bg-brand-50 hover:text-brand-700',
                          focusRing,
                        )}
                      >
                        {link.label}
                      </Link>
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </div>
        </div>
      </div>
    </li>
  );
}
