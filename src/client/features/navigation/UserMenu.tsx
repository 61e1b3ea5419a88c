// The user icon: signed out it links to the staff sign-in; in a browser marked as signed in
// it becomes the account menu (AccountMenu.tsx), whose code loads only there.
import { User } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { Link } from 'wouter';
import { withQueries } from '../../lib/with-queries';
import { useStaffSignedInMark } from '../staff-auth';
import { iconButton } from './classes';

const AccountMenu = lazy(withQueries(() => import('./AccountMenu')));

export function UserMenu() {
  const signInLink = (
    <Link href="/auth/login" aria-label="Sign in" className={iconButton}>
      <User aria-hidden="true" className="h-5 w-5" />
    </Link>
  );
  if (!useStaffSignedInMark()) return signInLink;
  return (
    <Suspense fallback={signInLink}>
      <AccountMenu signedOut={signInLink} />
    </Suspense>
  );
}
