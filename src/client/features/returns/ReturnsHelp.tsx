import { Link } from 'wouter';
import { STORE } from '../../../shared/store';
import { buttonClasses } from '../../components/ui/button';

export function ReturnsHelp() {
  return (
    <section aria-labelledby="returns-help-title" className="rounded-2xl bg-brand-50 p-8 text-center">
      <h2 id="returns-help-title" className="font-display text-2xl font-bold text-gray-900">
        Ready to start a return?
      </h2>
      <p className="mx-auto mt-2 max-w-xl text-gray-600">
        Start it online with your order number and email: choose the items, a refund or another size, and print your
        slip. Questions? Our team is here {STORE.contact.supportHours}.
      </p>
      <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">
        <Link href="/returns/new" className={buttonClasses('primary', 'lg')}>
          Start a return
        </Link>
        <Link href="/contact" className={buttonClasses('outline', 'lg')}>
          Contact Us
        </Link>
        <Link href="/track" className={buttonClasses('outline', 'lg')}>
          Track Your Order
        </Link>
      </div>
    </section>
  );
}
