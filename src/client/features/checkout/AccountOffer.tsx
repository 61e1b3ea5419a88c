// After a guest order, an account to keep track of it: signing in with the order's email
// (a code by email, no password) joins the email's orders to the account.
import { UserRound } from 'lucide-react';
import { Link } from 'wouter';
import { buttonClasses } from '../../components/ui/button';
import { useCustomerSignedIn } from '../account-sync';
import { EmailAddress } from '../../components/EmailAddress';

export function AccountOffer({ email }: { email: string }) {
  const signedIn = useCustomerSignedIn();
  if (signedIn) return null;
  return (
    <div className="mx-auto mb-8 flex max-w-xl flex-col items-center gap-3 rounded-xl border border-brand-200 bg-brand-50 p-5 sm:flex-row sm:text-left">
      <UserRound className="h-7 w-7 shrink-0 text-brand-700" aria-hidden="true" />
      <p className="flex-1 text-sm text-gray-700">
        Keep track of this order: create an account with{' '}
        <strong>
          <EmailAddress email={email} />
        </strong>
        . No password needed.
      </p>
      <Link href={`/account?email=${encodeURIComponent(email)}`} className={buttonClasses('primary', 'sm')}>
        Create an account
      </Link>
    </div>
  );
}
