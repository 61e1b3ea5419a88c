// Steps 1-4: done, current (announced as the current step) and still to come.
import { Check } from 'lucide-react';
import { cx } from '../../../lib/cx';
import { STEPS, type Step } from '../wizard';

export function StepIndicator({ step }: { step: Step }) {
  return (
    <nav aria-label="Design steps">
      <ol className="flex items-start justify-between gap-2">
        {STEPS.map((title, index) => {
          const number = index + 1;
          const state = number < step ? 'done' : number === step ? 'current' : 'todo';
          return (
            <li
              key={title}
              className="flex flex-1 flex-col items-center gap-2 text-center"
              aria-current={state === 'current' ? 'step' : undefined}
            >
              <span
                className={cx(
                  'flex h-10 w-10 items-center justify-center rounded-full border-2 text-sm font-semibold',
                  state === 'done' && 'border-brand-700 bg-brand-700 text-white',
                  state === 'current' && 'border-brand-700 bg-white text-brand-800 ring-4 ring-brand-100',
                  state === 'todo' && 'border-gray-300 bg-white text-gray-600',
                )}
                aria-hidden="true"
              >
                {state === 'done' ? <Check className="h-5 w-5" /> : number}
              </span>
              <span
                className={cx('text-xs font-medium sm:text-sm', state === 'todo' ? 'text-gray-600' : 'text-gray-900')}
              >
                <span className="sr-only">
                  Step {number} of {STEPS.length}:{' '}
                </span>
                {title}
                {state === 'done' ? <span className="sr-only"> (done)</span> : null}
              </span>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
