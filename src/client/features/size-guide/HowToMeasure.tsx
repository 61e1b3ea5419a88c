import { Ruler } from 'lucide-react';

const STEPS = [
  {
    name: 'Chest / Bust',
    text: 'Measure around the fullest part of your chest or bust, keeping the tape level under your arms.',
  },
  {
    name: 'Waist',
    text: 'Measure around your natural waistline, the narrowest part of your torso, just above the belly button.',
  },
  { name: 'Hips', text: 'Stand with your feet together and measure around the fullest part of your hips and seat.' },
  {
    name: 'Inseam',
    text: 'Measure from the top of your inner thigh down to your ankle, or along the inner seam of pants that fit you well.',
  },
  {
    name: 'Neck',
    text: 'Measure around the base of your neck where a collar sits, leaving room for one finger under the tape.',
  },
] as const;

export function HowToMeasure() {
  return (
    <section aria-labelledby="measure-title">
      <h2 id="measure-title" className="font-display text-2xl font-bold text-gray-900 sm:text-3xl">
        How to Measure
      </h2>
      <p className="mt-2 text-gray-600">
        Use a soft tape measure over light clothing. Keep it snug but not tight. For kids, measure height standing
        straight against a wall, without shoes.
      </p>
      <ol className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
        {STEPS.map((step, index) => (
          <li key={step.name} className="rounded-xl border border-gray-200 bg-white p-5">
            <div className="flex items-center gap-3">
              <span className="flex h-9 w-9 shrink-0 items-center justify-center rounded-full bg-brand-100 text-brand-700">
                <Ruler aria-hidden="true" className="h-5 w-5" />
              </span>
              <h3 className="font-semibold text-gray-900">
                <span className="sr-only">{index + 1}. </span>
                {step.name}
              </h3>
            </div>
            <p className="mt-3 text-sm text-gray-600">{step.text}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}
