// /account and everything under it (a nested router: paths here are relative to /account).
// Signed out, every path shows the sign-in form; signed in, the account's frame: the section
// nav, the greeting and signing out.
import { LogOut } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useRoute } from 'wouter';
import type { Customer } from '../../../shared/schemas/account';
import { PageTitle } from '../../components/PageTitle';
import { Button } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { cx } from '../../lib/cx';
import { notify } from '../../lib/toast';
import { ACCOUNT_HOME, errorMessage, useCustomer, useSignOut } from './api';
import { SignedInCustomer } from './signed-in-customer';
import { SignInScreen } from './SignInScreen';
import { EmailAddress } from '../../components/EmailAddress';

// Orders is the account's own page, linked as /account (not /account/); an order's page belongs to it.
const SECTIONS = [
  { href: ACCOUNT_HOME, label: 'Orders', path: '/', nested: '/orders/*' },
  { href: '/addresses', label: 'Addresses', path: '/addresses', nested: '/addresses/*' },
  { href: '/profile', label: 'Profile', path: '/profile', nested: '/profile/*' },
  { href: '/passkeys', label: 'Passkeys', path: '/passkeys', nested: '/passkeys/*' },
  { href: '/privacy', label: 'Privacy', path: '/privacy', nested: '/privacy/*' },
] as const;

function SectionLink({ href, label, path, nested }: (typeof SECTIONS)[number]) {
  const [exact] = useRoute(path);
  const [inside] = useRoute(nested);
  const active = exact || inside;
  return (
    <Link
      href={href}
      aria-current={active ? 'page' : undefined}
      className={cx(
        'block whitespace-nowrap rounded-md px-3 py-2 text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700',
        active ? 'bg-brand-700 text-white' : 'text-gray-700 hover:bg-brand-50 hover:text-brand-800',
      )}
    >
      {label}
    </Link>
  );
}

function SignOutButtons() {
  const signOut = useSignOut({ everywhere: false });
  const signOutEverywhere = useSignOut({ everywhere: true });
  const pending = signOut.isPending || signOutEverywhere.isPending;

  const leave = (mutation: typeof signOut) =>
    mutation.mutate(undefined, {
      onError: (error) =>
        notify({ title: 'Could not sign out', description: errorMessage(error), variant: 'destructive' }),
    });

  return (
    <div className="flex flex-wrap items-start gap-2 md:flex-col md:items-stretch">
      <Button variant="outline" onClick={() => leave(signOut)} disabled={pending}>
        {signOut.isPending ? <Spinner /> : <LogOut aria-hidden="true" className="h-4 w-4" />}
        Sign out
      </Button>
      <Button variant="ghost" onClick={() => leave(signOutEverywhere)} disabled={pending}>
        {signOutEverywhere.isPending ? <Spinner /> : null}
        Sign out everywhere
      </Button>
    </div>
  );
}

function AccountLayout({ customer, children }: { customer: Customer; children: ReactNode }) {
  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <header className="mb-8">
        <h1 className="font-display text-3xl font-bold text-gray-900">My account</h1>
        <p className="mt-1 text-gray-600">Welcome, {customer.firstName || <EmailAddress email={customer.email} />}</p>
      </header>
      {/* minmax(0, 1fr): an auto column would grow to the widest unbreakable content. On a
          phone the sections come first, then the page, then signing out; from md the sections
          and signing out share the left column. */}
      <div className="grid grid-cols-1 gap-6 md:grid-cols-[12rem_minmax(0,1fr)] md:grid-rows-[auto_1fr] md:gap-x-8">
        <nav aria-label="Account" className="md:col-start-1 md:row-start-1">
          {/* On a phone the sections wrap onto a second row rather than widen the page. */}
          <ul className="flex flex-wrap gap-1 md:flex-col">
            {SECTIONS.map((section) => (
              <li key={section.href}>
                <SectionLink {...section} />
              </li>
            ))}
          </ul>
        </nav>
        <div className="min-w-0 md:col-start-2 md:row-span-2 md:row-start-1">{children}</div>
        <div className="border-t border-gray-200 pt-6 md:col-start-1 md:row-start-2 md:border-0 md:pt-0">
          <SignOutButtons />
        </div>
      </div>
    </div>
  );
}

export function AccountArea({ children }: { children: ReactNode }) {
  const { customer, checking, error, retry } = useCustomer();
  if (customer) {
    return (
      <SignedInCustomer value={customer}>
        <AccountLayout customer={customer}>{children}</AccountLayout>
      </SignedInCustomer>
    );
  }
  if (checking) {
    return (
      <p role="status" className="flex min-h-[50vh] items-center justify-center gap-2 text-sm text-gray-600">
        <Spinner /> Opening your account...
      </p>
    );
  }
  if (error) {
    return (
      <div role="alert" className="mx-auto max-w-md px-4 py-16 text-center">
        <PageTitle name="My Account" />
        <h1 className="font-display text-2xl font-bold text-gray-900">We could not open your account</h1>
        <p className="mt-2 text-gray-600">{errorMessage(error, 'Please check your connection and try again.')}</p>
        <Button className="mt-6" onClick={retry}>
          Try again
        </Button>
      </div>
    );
  }
  return (
    <>
      <PageTitle name="Sign In" />
      <SignInScreen />
    </>
  );
}
