// What the store keeps about a shopper and why, as the code keeps it: orders, accounts (email
// sign-in codes and passkeys, no passwords), messages, the newsletter, the cookies the store
// sets and what stays in the browser; payments at Stripe; the copy and deletion a signed-in
// shopper gets from /account/privacy.
import { Link } from 'wouter';
import { STORE } from '../../../shared/store';
import { Bullets, PolicyBody, PolicyHero, PolicySection, inlineLink, type PolicySectionInfo } from './PolicyLayout';

const SECTIONS = {
  collect: { id: 'what-we-keep', title: 'What We Keep' },
  use: { id: 'how-we-use-it', title: 'How We Use It' },
  payments: { id: 'payments', title: 'Payments' },
  cookies: { id: 'cookies', title: 'Cookies and Browser Storage' },
  sharing: { id: 'sharing', title: 'Who We Share It With' },
  rights: { id: 'your-choices', title: 'Download or Delete Your Data' },
  security: { id: 'security', title: 'How We Protect It' },
  contact: { id: 'contact', title: 'Questions' },
} satisfies Record<string, PolicySectionInfo>;

const COOKIES: ReadonlyArray<{ name: string; purpose: string; lasts: string }> = [
  {
    name: 'Sign-in',
    purpose: 'Keeps you signed in to your account. Readable only by our server.',
    lasts: 'Until you sign out, or it expires after a period without use',
  },
  {
    name: 'Signed-in marker',
    purpose:
      'Tells the page you are signed in, so it shows your account instead of the sign-in form. Holds no personal data.',
    lasts: 'As long as you stay signed in',
  },
  {
    name: 'Sign-in attempt',
    purpose:
      'Ties an emailed sign-in code, or a passkey request, to the browser that asked for it, so nobody else can use it.',
    lasts: 'Minutes, while you sign in',
  },
];

const BROWSER_STORAGE = [
  'your cart, your wishlist and the promo code you applied, so they are there when you come back',
  'the posts you liked on our blog and your favorite designs in the design studio',
  'the tracking number of your last order, so the confirmation page can show it',
  'that you have seen our welcome screen, so it does not show again',
];

export function PrivacyPolicy() {
  const sections = Object.values(SECTIONS);
  return (
    <>
      <PolicyHero title="Privacy Policy">
        <p>
          {STORE.name} keeps only what it needs to sell you clothes, deliver them and answer you. We never sell your
          data, and your card details never reach us.
        </p>
      </PolicyHero>
      <PolicyBody sections={sections}>
        <PolicySection section={SECTIONS.collect}>
          <Bullets
            label="What we keep"
            items={[
              <>
                <strong>Orders:</strong> your email, the name, address and phone number you ship to, the items, prices,
                discounts, tax and totals, any promo code or gift card used, and the order&apos;s status and tracking
                numbers.
              </>,
              <>
                <strong>Your account, if you make one:</strong> your email, the name you give, saved addresses, your
                cart and wishlist (so they follow you between devices), and your passkeys. There is no password: you
                sign in with a 6-digit code we email you, which we keep only in scrambled (hashed) form and which
                expires within minutes, or with a passkey. For a passkey we keep only its public key and name; your
                fingerprint, face or device PIN never leaves your device.
              </>,
              <>
                <strong>Messages:</strong> what you send through the contact form or the live chat, with your name and
                email, so our team can answer you.
              </>,
              <>
                <strong>Newsletter:</strong> your email and when you subscribed, only if you sign up.
              </>,
              <>
                <strong>Gift cards:</strong> the amount, the recipient&apos;s name and email and your message, to
                deliver the card.
              </>,
            ]}
          />
          <p>
            To keep the store safe we also count sign-in attempts and requests per network address for a limited time,
            so nobody can guess codes or flood our forms.
          </p>
        </PolicySection>

        <PolicySection section={SECTIONS.use}>
          <p>
            We use it to take and deliver your orders, send the emails that go with them (confirmation, sign-in codes,
            gift cards), answer your messages and, if you subscribed, send our newsletter. We do not build advertising
            profiles, and we use no advertising or analytics cookies.
          </p>
        </PolicySection>

        <PolicySection section={SECTIONS.payments}>
          <p>
            Payments are handled by Stripe: you pay on Stripe&apos;s secure payment page, and your card number never
            reaches our servers. Stripe tells us whether the payment succeeded and the amount paid, which we keep with
            the order. Stripe&apos;s own privacy policy covers what it keeps.
          </p>
        </PolicySection>

        <PolicySection section={SECTIONS.cookies}>
          <p>We set only the cookies the store needs to work, and only when you sign in:</p>
          <div className="overflow-x-auto rounded-lg border border-gray-200">
            <table className="min-w-full divide-y divide-gray-200 text-sm">
              <caption className="sr-only">Cookies the store sets</caption>
              <thead className="bg-gray-50">
                <tr>
                  <th scope="col" className="px-4 py-3 text-left font-semibold text-gray-700">
                    Cookie
                  </th>
                  <th scope="col" className="px-4 py-3 text-left font-semibold text-gray-700">
                    What it does
                  </th>
                  <th scope="col" className="px-4 py-3 text-left font-semibold text-gray-700">
                    How long
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-gray-100 bg-white">
                {COOKIES.map((cookie) => (
                  <tr key={cookie.name}>
                    <th scope="row" className="px-4 py-3 text-left font-medium text-gray-900">
                      {cookie.name}
                    </th>
                    <td className="px-4 py-3 text-gray-700">{cookie.purpose}</td>
                    <td className="px-4 py-3 text-gray-700">{cookie.lasts}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <p>
            Your browser also keeps, on your device only (we do not receive it unless you sign in to sync your cart and
            wishlist):
          </p>
          <Bullets label="Kept in your browser" items={BROWSER_STORAGE} />
          <p>Clearing your browser&apos;s site data removes all of it.</p>
        </PolicySection>

        <PolicySection section={SECTIONS.sharing}>
          <p>
            We do not sell, rent or trade your personal data. We share it only to serve you: your address with the
            carrier that delivers your parcel, your payment with Stripe, and our emails with the email service that
            sends them.
          </p>
        </PolicySection>

        <PolicySection section={SECTIONS.rights}>
          <p>
            Signed in, open{' '}
            <Link href="/account/privacy" className={inlineLink}>
              Privacy in your account
            </Link>
            :
          </p>
          <Bullets
            label="Your choices"
            items={[
              <>
                <strong>Download my data</strong> gives you a file with your profile, addresses, orders and passkeys.
              </>,
              <>
                <strong>Delete my account</strong> signs you out everywhere, removes your profile, addresses, passkeys,
                cart and wishlist, and takes your email off the newsletter and out of our outgoing mail. Your past
                orders stay in the store&apos;s books for accounting, but no longer say who placed them.
              </>,
            ]}
          />
          <p>
            Without an account, or to leave the newsletter,{' '}
            <Link href="/contact" className={inlineLink}>
              contact us
            </Link>{' '}
            from the email address concerned and we will do it for you.
          </p>
        </PolicySection>

        <PolicySection section={SECTIONS.security}>
          <p>
            What keeps you signed in is a random token we keep only in hashed form; sign-in codes work once and stop
            after a few wrong tries, every form is checked by our server, and staff accounts are separate from shopper
            accounts.
          </p>
        </PolicySection>

        <PolicySection section={SECTIONS.contact}>
          <p>
            Questions about your data? Write to{' '}
            <a href={`mailto:${STORE.contact.email}`} className={inlineLink}>
              {STORE.contact.email}
            </a>{' '}
            or to {STORE.name}, {STORE.contact.address}.
          </p>
        </PolicySection>
      </PolicyBody>
    </>
  );
}
