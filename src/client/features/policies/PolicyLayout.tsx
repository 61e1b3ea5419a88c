// The shared frame of the store's information pages (FAQ, shipping, privacy, terms): a hero
// with the page's one h1, an "On this page" list of anchors, and sections with h2 headings,
// so each page reads top to bottom and every part can be linked to.
import type { ReactNode } from 'react';

export interface PolicySectionInfo {
  id: string;
  title: string;
}

export function PolicyHero({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-labelledby="policy-title" className="bg-linear-to-br from-brand-800 to-brand-600 text-white">
      <div className="mx-auto max-w-4xl px-4 py-14 text-center">
        <h1 id="policy-title" className="font-display text-4xl font-bold sm:text-5xl">
          {title}
        </h1>
        <div className="mx-auto mt-4 max-w-2xl text-lg text-brand-50">{children}</div>
      </div>
    </section>
  );
}

export function OnThisPage({ sections }: { sections: readonly PolicySectionInfo[] }) {
  return (
    <nav aria-label="On this page" className="rounded-xl border border-gray-200 bg-gray-50 p-5">
      <p className="text-sm font-semibold uppercase tracking-wide text-gray-700">On this page</p>
      <ul className="mt-3 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
        {sections.map((section) => (
          <li key={section.id}>
            <a href={`#${section.id}`} className="font-medium text-brand-700 underline-offset-2 hover:underline">
              {section.title}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function PolicySection({ section, children }: { section: PolicySectionInfo; children: ReactNode }) {
  return (
    <section id={section.id} aria-labelledby={`${section.id}-title`} className="scroll-mt-24">
      <h2 id={`${section.id}-title`} className="font-display text-2xl font-bold text-gray-900">
        {section.title}
      </h2>
      <div className="mt-3 space-y-3 leading-relaxed text-gray-700">{children}</div>
    </section>
  );
}

/** The body of a page: its sections in a readable column, with the list of them first. */
export function PolicyBody({ sections, children }: { sections: readonly PolicySectionInfo[]; children: ReactNode }) {
  return (
    <div className="mx-auto max-w-3xl space-y-12 px-4 py-14">
      <OnThisPage sections={sections} />
      {children}
    </div>
  );
}

/** A bulleted list in the body copy. */
export function Bullets({ items, label }: { items: readonly ReactNode[]; label?: string }) {
  return (
    <ul aria-label={label} className="list-disc space-y-1.5 pl-5">
      {items.map((item, index) => (
        <li key={index}>{item}</li>
      ))}
    </ul>
  );
}

export const inlineLink = 'font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800';
