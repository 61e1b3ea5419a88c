// The FAQ page: the same questions and answers as the contact page's accordion (one list,
// features/contact/faq-items.tsx), here all open, each question a heading, so the page reads
// and searches as one document.
import { Link } from 'wouter';
import { STORE, SUPPORT } from '../../../shared/store';
import { buttonClasses } from '../../components/ui/button';
import { FAQ_ITEMS } from '../contact';
import { PolicyHero } from './PolicyLayout';

export function FaqList() {
  return (
    <>
      <PolicyHero title="Frequently Asked Questions">
        <p>Quick answers about shipping, returns, sizing, gift cards and custom apparel.</p>
      </PolicyHero>
      <div className="mx-auto max-w-3xl px-4 py-14">
        <ul
          aria-label="Questions and answers"
          className="divide-y divide-gray-200 rounded-xl border border-gray-200 bg-white"
        >
          {FAQ_ITEMS.map((item) => (
            <li key={item.question} className="px-5 py-5">
              <h2 className="text-lg font-semibold text-gray-900">{item.question}</h2>
              <div className="mt-2 leading-relaxed text-gray-700">{item.answer}</div>
            </li>
          ))}
        </ul>
        <section aria-labelledby="faq-more-title" className="mt-12 rounded-2xl bg-brand-50 p-8 text-center">
          <h2 id="faq-more-title" className="font-display text-2xl font-bold text-gray-900">
            Still have a question?
          </h2>
          <p className="mx-auto mt-2 max-w-xl text-gray-600">
            Write to us and our team replies by email within {SUPPORT.replyWithin}, {STORE.contact.supportHours}.
          </p>
          <Link href="/contact" className={`${buttonClasses('primary', 'lg')} mt-6`}>
            Contact Us
          </Link>
        </section>
      </div>
    </>
  );
}
