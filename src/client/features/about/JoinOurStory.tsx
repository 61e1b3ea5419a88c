import { Link } from 'wouter';
import { buttonClasses } from '../../components/ui/button';

export function JoinOurStory() {
  return (
    <section aria-labelledby="join-title" className="mx-auto max-w-4xl px-4 py-16 text-center">
      <h2 id="join-title" className="font-display text-3xl font-bold text-gray-900">
        Join Our Story
      </h2>
      <p className="mx-auto mt-4 max-w-2xl text-gray-600">
        Whether you are shopping for yourself, dressing the family or designing something new, we would love to be part
        of your story.
      </p>
      <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
        <Link href="/shop" className={buttonClasses('primary', 'lg')}>
          Start Shopping
        </Link>
        <Link href="/contact" className={buttonClasses('outline', 'lg')}>
          Get in Touch
        </Link>
      </div>
    </section>
  );
}
