// The admin frame: the greeting, Back to Store and Logout, and the
// section nav (only the sections the role includes). Links are relative to the nested /admin router.
import { ArrowLeft, LogOut, UserCog } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useLocation, useRoute } from 'wouter';
import type { StaffMember } from '../../../shared/schemas/staff-auth';
import { Button } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { cx } from '../../lib/cx';
import { useStaffLogout } from '../staff-auth';
import { useOrderCounts } from './orders/api';
import { useRequestedReturnCount } from './returns/api';
import { sectionsFor } from './sections';
import { deliberateSignOut } from './session';

/** A figure beside a section's name; nothing when it is zero. */
function NavCount({ count, meaning }: { count: number; meaning: string }) {
  if (count === 0) return null;
  return (
    <span className="ml-1.5 rounded-full bg-pink-600 px-1.5 py-0.5 text-xs font-bold text-white tabular-nums">
      {count}
      <span className="sr-only"> {meaning}</span>
    </span>
  );
}

/** Orders placed since this staff member last opened the order list. */
function NewOrdersBadge() {
  return <NavCount count={useOrderCounts().data?.newSinceLastVisit ?? 0} meaning="new" />;
}

/** Returns waiting for staff to approve or reject them. */
function RequestedReturnsBadge() {
  return <NavCount count={useRequestedReturnCount().data ?? 0} meaning="requested" />;
}

const NAV_BADGES: Readonly<Record<string, () => ReactNode>> = {
  '/orders': NewOrdersBadge,
  '/returns': RequestedReturnsBadge,
};

function SectionLink({ href, label, covers }: { href: string; label: string; covers?: string | undefined }) {
  const [exact] = useRoute(covers ?? href);
  const [nested] = useRoute(`${covers ?? href}/*`);
  const active = href === '/' ? exact : exact || nested;
  const Badge = NAV_BADGES[href];
  return (
    <Link
      href={href}
      aria-current={active ? 'page' : undefined}
      className={cx(
        'whitespace-nowrap rounded-md px-3 py-2 text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700',
        active ? 'bg-brand-700 text-white' : 'text-gray-700 hover:bg-brand-50 hover:text-brand-800',
      )}
    >
      {label}
      {Badge ? <Badge /> : null}
    </Link>
  );
}

export function AdminLayout({ staff, children }: { staff: StaffMember; children: ReactNode }) {
  const logout = useStaffLogout();
  const [, navigate] = useLocation();

  const signOut = () => {
    deliberateSignOut.active = true;
    logout.mutate(undefined, {
      onError: () => {
        deliberateSignOut.active = false;
      },
    });
  };

  return (
    <div className="bg-gray-50">
      <header className="border-b border-gray-200 bg-white">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-4 px-4 py-5">
          <div>
            <h1 className="font-display text-2xl font-bold text-gray-900 sm:text-3xl">Admin Dashboard</h1>
            <p className="text-sm text-gray-600">Welcome back, {staff.username}</p>
          </div>
          <div className="flex gap-2">
            <Button variant="outline" onClick={() => navigate('/account')}>
              <UserCog aria-hidden="true" className="h-4 w-4" />
              Your account
            </Button>
            <Button variant="outline" onClick={() => navigate('~/')}>
              <ArrowLeft aria-hidden="true" className="h-4 w-4" />
              Back to Store
            </Button>
            <Button variant="secondary" onClick={signOut} disabled={logout.isPending}>
              {logout.isPending ? <Spinner /> : <LogOut aria-hidden="true" className="h-4 w-4" />}
              Logout
            </Button>
          </div>
        </div>
        <nav aria-label="Admin sections" className="mx-auto max-w-7xl overflow-x-auto px-4 pb-3">
          <ul className="flex gap-1">
            {sectionsFor(staff.permissions).map((section) => (
              <li key={section.href}>
                <SectionLink {...section} />
              </li>
            ))}
          </ul>
        </nav>
      </header>
      <div className="mx-auto max-w-7xl px-4 py-8">{children}</div>
    </div>
  );
}
