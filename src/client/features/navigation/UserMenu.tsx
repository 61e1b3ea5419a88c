// The person icon: the shopper's account (or its sign-in form) at /account. In a browser
// marked as a staff session it becomes the staff menu (AccountMenu.tsx), whose code loads
// only there. The shopper's own mark decides the label: no account call from the header.
import { PersonIcon } from './header-icons';
import { lazy, Suspense } from 'react';
import { Link } from 'wouter';
import { withQueries } from '../../lib/with-queries';
import { useCustomerSignedIn } from '../account-sync';
import { useStaffSignedInMark } from '../staff-auth';
import { iconButton } from './classes';

const AccountMenu = lazy(withQueries(() => import('./AccountMenu')));

export function UserMenu() {
  const shopperSignedIn = useCustomerSignedIn();
  const staffMarked = useStaffSignedInMark();
  const accountLink = (
    <Link href="/account" aria-label={shopperSignedIn ? 'Account' : 'Sign in to your account'} className={iconButton}>
      <PersonIcon aria-hidden="true" className="h-5 w-5" />
    </Link>
  );
  if (!staffMarked) return accountLink;
  return (
    <Suspense fallback={accountLink}>
      <AccountMenu signedOut={accountLink} />
    </Suspense>
  );
}
