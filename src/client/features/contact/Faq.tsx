// An accordion of disclosure buttons: each question toggles its answer (aria-expanded).
import { ChevronDown } from 'lucide-react';
import { useId, useState } from 'react';
import { cx } from '../../lib/cx';
import { FAQ_ITEMS } from './faq-items';

export function Faq() {
  const baseId = useId();
  const [open, setOpen] = useState<number | null>(null);
  return (
    <section aria-labelledby="faq-title">
      <h2 id="faq-title" className="text-center font-display text-2xl font-bold text-gray-900 sm:text-3xl">
        Frequently Asked Questions
      </h2>
      <ul className="mx-auto mt-8 max-w-3xl divide-y divide-gray-200 rounded-xl border border-gray-200 bg-white">
        {FAQ_ITEMS.map((item, index) => {
          const expanded = open === index;
          const answerId = `${baseId}-answer-${index}`;
          return (
            <li key={item.question}>
              <h3>
                <button
                  type="button"
                  aria-expanded={expanded}
                  aria-controls={answerId}
                  onClick={() => setOpen(expanded ? null : index)}
                  className="flex w-full items-center justify-between gap-4 px-5 py-4 text-left font-semibold text-gray-900 hover:bg-gray-50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-700"
                >
                  {item.question}
                  <ChevronDown
                    aria-hidden="true"
                    className={cx('h-5 w-5 shrink-0 text-gray-500 transition-transform', expanded && 'rotate-180')}
                  />
                </button>
              </h3>
              <div id={answerId} hidden={!expanded} className="px-5 pb-5 text-gray-700">
                {item.answer}
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
