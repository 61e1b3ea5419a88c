// The checkout's own footer: the policies a shopper may want to read before paying, and how to
// reach the store, without the store's full footer of places to go.
import { Link } from 'wouter';
import { STORE } from '../../../shared/store';
import { cx } from '../../lib/cx';
import { CLEAR_OF_CHAT_BUTTON } from '../contact';

const POLICY_LINKS = [
  { label: 'Shipping', href: '/shipping' },
  { label: 'Return Policy', href: '/return-policy' },
  { label: 'Privacy Policy', href: '/privacy' },
  { label: 'Terms of Service', href: '/terms' },
  { label: 'Contact Us', href: '/contact' },
] as const;

export function CheckoutFooter() {
  return (
    <footer className="border-t border-gray-200 bg-white text-sm text-gray-600">
      <div
        className={cx(
          'mx-auto flex max-w-6xl flex-wrap items-center justify-center gap-x-6 gap-y-3 px-4 pt-6 sm:justify-between sm:pb-6',
          CLEAR_OF_CHAT_BUTTON,
        )}
      >
        <p>
          © {new Date().getFullYear()} {STORE.name}
        </p>
        <nav aria-label="Policies">
          <ul className="flex flex-wrap justify-center gap-x-4 gap-y-2">
            {POLICY_LINKS.map((link) => (
              <li key={link.href}>
                <Link
                  href={link.href}
                  className="rounded-sm hover:text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
                >
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </footer>
  );
}
