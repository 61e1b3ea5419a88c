import { Clock, Mail, MapPin, Phone, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { STORE, SUPPORT } from '../../../shared/store';

const { email, phone, address, supportHours } = STORE.contact;

const CARDS: ReadonlyArray<{ icon: LucideIcon; title: string; body: ReactNode; note: string }> = [
  {
    icon: Mail,
    title: 'Email',
    body: (
      <a href={`mailto:${email}`} className="wrap-anywhere text-brand-700 underline-offset-2 hover:underline">
        {email}
      </a>
    ),
    note: `We reply within ${SUPPORT.replyWithin}`,
  },
  {
    icon: Phone,
    title: 'Phone',
    body: (
      <a href={`tel:${phone.replace(/[^\d+]/g, '')}`} className="text-brand-700 underline-offset-2 hover:underline">
        {phone}
      </a>
    ),
    note: supportHours,
  },
  {
    icon: MapPin,
    title: 'Location',
    body: <address className="not-italic">{address}</address>,
    note: `Our home since ${STORE.founded.year}`,
  },
  { icon: Clock, title: 'Support Hours', body: supportHours, note: 'After hours? Leave us a message' },
];

export function InfoCards() {
  return (
    <ul aria-label="Ways to reach us" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      {CARDS.map(({ icon: Icon, title, body, note }) => (
        <li
          key={title}
          className="flex items-center gap-4 rounded-xl border border-gray-200 bg-white p-4 shadow-sm sm:block sm:p-6 sm:text-center"
        >
          <span className="flex h-12 w-12 shrink-0 items-center justify-center rounded-full bg-brand-100 text-brand-700 sm:mx-auto">
            <Icon aria-hidden="true" className="h-6 w-6" />
          </span>
          <div className="min-w-0">
            <h2 className="font-semibold text-gray-900 sm:mt-4">{title}</h2>
            <div className="mt-1 text-sm font-medium text-gray-800 sm:mt-2">{body}</div>
            <p className="mt-1 text-xs text-gray-600">{note}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
