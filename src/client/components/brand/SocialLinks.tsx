// The store's social profiles (STORE.social), shared by the navigation and the footer.
// Lucide ships no brand marks, so the three brand glyphs are drawn here in its style.
import { Star } from 'lucide-react';
import type { ReactNode, SVGProps } from 'react';
import { STORE } from '../../../shared/store';
import { cx } from '../../lib/cx';

function Glyph({ children, ...props }: SVGProps<SVGSVGElement>) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      {...props}
    >
      {children}
    </svg>
  );
}

const InstagramIcon = (p: SVGProps<SVGSVGElement>) => (
  <Glyph {...p}>
    <rect x="2" y="2" width="20" height="20" rx="5" />
    <circle cx="12" cy="12" r="4" />
    <line x1="17.5" y1="6.5" x2="17.51" y2="6.5" />
  </Glyph>
);
const FacebookIcon = (p: SVGProps<SVGSVGElement>) => (
  <Glyph {...p}>
    <path d="M18 2h-3a5 5 0 0 0-5 5v3H7v4h3v8h4v-8h3l1-4h-4V7a1 1 0 0 1 1-1h3z" />
  </Glyph>
);
const TikTokIcon = (p: SVGProps<SVGSVGElement>) => (
  <Glyph {...p}>
    <path d="M14 3v12.5a3.5 3.5 0 1 1-3.5-3.5" />
    <path d="M14 3a5 5 0 0 0 5 5" />
  </Glyph>
);

interface Profile {
  label: string;
  href: string;
  icon: (props: { className?: string }) => ReactNode;
}

const PROFILES: readonly Profile[] = [
  { label: `${STORE.name} on Instagram`, href: STORE.social.instagram, icon: InstagramIcon },
  { label: `${STORE.name} on Facebook`, href: STORE.social.facebook, icon: FacebookIcon },
  { label: `${STORE.name} on TikTok`, href: STORE.social.tiktok, icon: TikTokIcon },
];
const REVIEWS: Profile = { label: `Read ${STORE.name} reviews`, href: STORE.social.reviews, icon: Star };

export function SocialLinks({
  withReviews = false,
  className,
  linkClassName,
}: {
  withReviews?: boolean;
  className?: string;
  linkClassName?: string;
}) {
  const profiles = withReviews ? [...PROFILES, REVIEWS] : PROFILES;
  return (
    <ul className={cx('flex items-center gap-1', className)}>
      {profiles.map(({ label, href, icon: Icon }) => (
        <li key={label}>
          <a
            href={href}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={`${label} (opens in a new tab)`}
            className={cx(
              'inline-flex h-9 w-9 items-center justify-center rounded-full transition-colors focus-visible:outline-2 focus-visible:outline-offset-2',
              linkClassName,
            )}
          >
            <Icon className="h-4 w-4" />
          </a>
        </li>
      ))}
    </ul>
  );
}
