import { ArrowRight } from 'lucide-react';
import { Link } from 'wouter';
import { STORE } from '../../../shared/store';
import { buttonClasses } from '../../components/ui/button';
import { Logo } from '../../components/brand/Logo';

export function Hero() {
  return (
    <section
      aria-labelledby="hero-title"
      className="relative overflow-hidden bg-gradient-to-br from-brand-800 via-brand-700 to-accent-600 text-white"
    >
      <div aria-hidden="true" className="absolute -right-24 -top-24 h-80 w-80 rounded-full bg-white/10" />
      <div aria-hidden="true" className="absolute -bottom-32 -left-16 h-96 w-96 rounded-full bg-white/5" />
      <div className="relative mx-auto flex max-w-7xl flex-col items-center px-4 py-20 text-center sm:py-28">
        <h1 id="hero-title">
          <Logo size="lg" inverted className="flex-col sm:flex-row" />
        </h1>
        <p className="mt-6 max-w-2xl font-display text-xl italic text-white/90 sm:text-2xl">{STORE.tagline}</p>
        <p className="mt-3 max-w-xl text-white/80">
          Clothing for women, men and kids, plus jewelry, wigs, accessories and apparel you design yourself.
        </p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <Link
            href="/shop"
            className={buttonClasses('outline', 'lg', 'border-white bg-white text-brand-800 hover:bg-brand-50')}
          >
            Shop Now
            <ArrowRight aria-hidden="true" className="h-5 w-5" />
          </Link>
          <Link
            href="/design-apparel"
            className={buttonClasses(
              'ghost',
              'lg',
              'border border-white/60 text-white hover:bg-white/10 hover:text-white focus-visible:outline-white',
            )}
          >
            Design Your Own
          </Link>
        </div>
      </div>
    </section>
  );
}
