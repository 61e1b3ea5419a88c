// The signed-in staff member's menu: a small disclosure greeting them, with the admin
// dashboard and Sign Out. Loaded (with the query cache) only in a browser the server marked
// as signed in (UserMenu.tsx).
import { LayoutDashboard, LogOut, User } from 'lucide-react';
import { useCallback, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { Link } from 'wouter';
import type { StaffMember } from '../../../shared/schemas/staff-auth';
import { cx } from '../../lib/cx';
import { useCurrentUser, useStaffLogout } from '../staff-auth';
import { focusRing, iconButton } from './classes';
import { moveFocus, useOutsidePress, useRouteKey } from './use-disclosure';

const itemClass = cx(
  'flex w-full items-center gap-2 rounded-md px-3 py-2 text-left text-sm text-gray-700 hover:bg-brand-50 hover:text-brand-700',
  focusRing,
);

function StaffMenu({ staff }: { staff: StaffMember }) {
  const routeKey = useRouteKey();
  const [openAt, setOpenAt] = useState<string | null>(null);
  const open = openAt === routeKey;
  const logout = useStaffLogout();
  const wrapperRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const close = useCallback(() => setOpenAt(null), []);
  useOutsidePress(wrapperRef, open, close);

  const onKeyDown = (event: KeyboardEvent) => {
    if (!open) return;
    if (event.key === 'Escape') {
      event.preventDefault();
      close();
      buttonRef.current?.focus();
    } else if (panelRef.current?.contains(event.target as Node) && moveFocus(panelRef.current, event.key)) {
      event.preventDefault();
    }
  };

  return (
    <div
      ref={wrapperRef}
      className="relative"
      onKeyDown={onKeyDown}
      onBlur={(e) => open && !e.currentTarget.contains(e.relatedTarget as Node | null) && close()}
    >
      <button
        ref={buttonRef}
        type="button"
        aria-label="Account menu"
        aria-expanded={open}
        aria-controls="nav-account-menu"
        onClick={() => setOpenAt(open ? null : routeKey)}
        className={iconButton}
      >
        <User aria-hidden="true" className="h-5 w-5" />
      </button>
      <div
        ref={panelRef}
        id="nav-account-menu"
        hidden={!open}
        className="absolute right-0 top-full z-50 mt-2 w-56 rounded-xl border border-gray-100 bg-white p-2 shadow-xl"
      >
        <p className="truncate border-b border-gray-100 px-3 pb-2 pt-1 text-sm font-semibold text-gray-900">
          Welcome, {staff.username}
        </p>
        <ul className="pt-1">
          <li>
            <Link href="/admin" onClick={close} className={itemClass}>
              <LayoutDashboard aria-hidden="true" className="h-4 w-4" />
              Admin Dashboard
            </Link>
          </li>
          <li>
            <button
              type="button"
              disabled={logout.isPending}
              onClick={() => logout.mutate(undefined, { onSuccess: close })}
              className={itemClass}
            >
              <LogOut aria-hidden="true" className="h-4 w-4" />
              Sign Out
            </button>
          </li>
        </ul>
      </div>
    </div>
  );
}

/** The menu once the session is confirmed; what shows signed out until then, and after. */
export default function AccountMenu({ signedOut }: { signedOut: ReactNode }) {
  const staff = useCurrentUser();
  return staff ? <StaffMenu staff={staff} /> : signedOut;
}
