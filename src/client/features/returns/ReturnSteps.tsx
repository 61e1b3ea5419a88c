import { RETURN_STEPS } from './terms';

export function ReturnSteps() {
  return (
    <section aria-labelledby="return-steps-title">
      <h2 id="return-steps-title" className="font-display text-2xl font-bold text-gray-900 sm:text-3xl">
        How to Return an Item
      </h2>
      <ol className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {RETURN_STEPS.map((step, index) => (
          <li key={step.title} className="rounded-xl border border-gray-200 bg-white p-5">
            <span
              aria-hidden="true"
              className="flex h-10 w-10 items-center justify-center rounded-full bg-brand-700 font-bold text-white"
            >
              {index + 1}
            </span>
            <h3 className="mt-4 font-semibold text-gray-900">
              <span className="sr-only">Step {index + 1}: </span>
              {step.title}
            </h3>
            <p className="mt-2 text-sm text-gray-600">{step.text}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}
