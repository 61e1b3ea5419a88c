// The store's footer: quick links, support pages, social profiles with
// the review site, contact details and the store's promises, all read from the store module;
// the privacy policy and terms, and the link to the staff sign-in (the header's person icon
// is the shopper's). Every page a shopper may look for is one link away from any page.
import { Mail, MapPin, Phone, RotateCcw, Truck } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { formatMoney } from '../../../shared/money';
import { RETURNS, SHIPPING, STORE } from '../../../shared/store';
import { Logo } from '../../components/brand/Logo';
import { SocialLinks } from '../../components/brand/SocialLinks';
import { cx } from '../../lib/cx';
import { CLEAR_OF_CHAT_BUTTON } from '../contact';

const QUICK_LINKS = [
  { label: 'Home', href: '/' },
  { label: 'Shop', href: '/shop' },
  { label: 'Featured', href: '/featured' },
  { label: 'Collections', href: '/collections' },
  { label: 'Gift Cards', href: '/gift-cards' },
  { label: 'Blog', href: '/blog' },
  { label: 'About', href: '/about' },
] as const;

const SUPPORT_LINKS = [
  { label: 'Contact Us', href: '/contact' },
  { label: 'FAQ', href: '/faq' },
  { label: 'Track Order', href: '/track' },
  { label: 'Shipping', href: '/shipping' },
  { label: 'Size Guide', href: '/size-guide' },
  { label: 'Return Policy', href: '/return-policy' },
] as const;

const LEGAL_LINKS = [
  { label: 'Privacy Policy', href: '/privacy' },
  { label: 'Terms of Service', href: '/terms' },
  { label: 'Staff sign-in', href: '/auth/login' },
] as const;

const linkClass =
  'rounded-sm text-gray-300 transition-colors hover:text-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white';

function LinkColumn({ title, links }: { title: string; links: readonly { label: string; href: string }[] }) {
  return (
    <nav aria-label={title}>
      <h2 className="mb-4 text-sm font-semibold uppercase tracking-wider text-white">{title}</h2>
      <ul className="space-y-2 text-sm">
        {links.map((link) => (
          <li key={link.href}>
            <Link href={link.href} className={linkClass}>
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function ContactLine({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <li className="flex items-start gap-2">
      <span className="mt-0.5 text-brand-200">{icon}</span>
      <span>{children}</span>
    </li>
  );
}

export function Footer() {
  const year = new Date().getFullYear();
  const icon = 'h-4 w-4';
  return (
    <footer className="bg-gray-950 text-gray-300">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <Logo className="text-white" inverted />
          <p className="mt-4 text-sm leading-6">{STORE.tagline}.</p>
          <ul className="mt-4 space-y-2 text-sm">
            <li className="flex items-center gap-2">
              <Truck aria-hidden="true" className={icon} />
              Free shipping on orders over {formatMoney(SHIPPING.freeThresholdCents)}
            </li>
            <li className="flex items-center gap-2">
              <RotateCcw aria-hidden="true" className={icon} />
              {RETURNS.windowDays}-day returns
            </li>
          </ul>
        </div>
        <LinkColumn title="Quick Links" links={QUICK_LINKS} />
        <LinkColumn title="Support" links={SUPPORT_LINKS} />
        <div>
          <h2 className="mb-4 text-sm font-semibold uppercase tracking-wider text-white">Get in Touch</h2>
          <ul className="space-y-3 text-sm">
            <ContactLine icon={<Mail aria-hidden="true" className={icon} />}>
              <a href={`mailto:${STORE.contact.email}`} className={linkClass}>
                {STORE.contact.email}
              </a>
            </ContactLine>
            <ContactLine icon={<Phone aria-hidden="true" className={icon} />}>
              <a href={`tel:${STORE.contact.phone.replace(/[^\d+]/g, '')}`} className={linkClass}>
                {STORE.contact.phone}
              </a>
            </ContactLine>
            <ContactLine icon={<MapPin aria-hidden="true" className={icon} />}>{STORE.contact.city}</ContactLine>
          </ul>
          <SocialLinks
            withReviews
            className="mt-5 -ml-2"
            linkClassName="text-gray-300 hover:bg-white/10 hover:text-white focus-visible:outline-white"
          />
        </div>
      </div>
      <div className="border-t border-white/10">
        <div
          className={cx(
            'mx-auto flex max-w-7xl flex-wrap items-center justify-center gap-x-4 gap-y-2 px-4 pt-6 text-xs text-gray-400 sm:pb-6',
            CLEAR_OF_CHAT_BUTTON,
          )}
        >
          <p>
            © {year} {STORE.name}. All rights reserved.
          </p>
          <nav aria-label="Legal">
            <ul className="flex flex-wrap items-center justify-center gap-x-4 gap-y-2">
              {LEGAL_LINKS.map((link) => (
                <li key={link.href}>
                  <Link href={link.href} className={linkClass}>
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </div>
    </footer>
  );
}
