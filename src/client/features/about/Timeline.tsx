import { MILESTONES } from './milestones';

export function Timeline() {
  return (
    <section aria-labelledby="timeline-title" className="mx-auto max-w-4xl px-4 py-16">
      <h2 id="timeline-title" className="text-center font-display text-3xl font-bold text-gray-900">
        Our Journey
      </h2>
      <ol className="relative mt-10 space-y-10 ml-4 border-l-2 border-brand-200 pl-8 sm:ml-6">
        {MILESTONES.map((milestone, index) => (
          <li key={milestone.year} className="relative">
            <span
              aria-hidden="true"
              className="absolute -left-[calc(2rem+1.0625rem)] top-0 flex h-8 w-8 items-center justify-center rounded-full bg-brand-700 text-sm font-bold text-white ring-4 ring-white"
            >
              {index + 1}
            </span>
            <p className="text-sm font-semibold text-pink-700">
              <time dateTime={String(milestone.year)}>{milestone.year}</time>
            </p>
            <h3 className="mt-1 text-xl font-semibold text-gray-900">{milestone.title}</h3>
            <p className="mt-2 text-gray-600">{milestone.text}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}
