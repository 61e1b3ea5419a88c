// Family of Brands: the parent company and its sister brands, each an external site.
import { ExternalLink } from 'lucide-react';
import { STORE } from '../../../shared/store';

export function FamilyOfBrands() {
  return (
    <section aria-labelledby="brands-title" className="mx-auto max-w-7xl px-4 py-16">
      <h2 id="brands-title" className="text-center font-display text-3xl font-bold text-gray-900 sm:text-4xl">
        Family of Brands
      </h2>
      <p className="mt-2 text-center text-gray-600">{STORE.name} is proud to be part of a family of companies.</p>
      <ul className="mx-auto mt-8 grid max-w-3xl gap-6 sm:grid-cols-2">
        {STORE.familyOfBrands.map((brand) => (
          <li
            key={brand.url}
            className="flex flex-col items-center rounded-2xl border border-gray-200 bg-white p-8 text-center shadow-sm"
          >
            <h3 className="font-display text-2xl font-bold text-gray-900">{brand.name}</h3>
            <p className="mt-1 text-gray-600">{brand.description}</p>
            <a
              href={brand.url}
              target="_blank"
              rel="noopener noreferrer"
              className="mt-4 inline-flex items-center gap-1 rounded-md font-semibold text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
            >
              Visit {brand.name}
              <ExternalLink aria-hidden="true" className="h-4 w-4" />
              <span className="sr-only">(opens in a new tab)</span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
