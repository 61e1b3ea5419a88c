// A row of pressed-or-not buttons choosing which part of a list shows (the order views, a
// return's status), each with its count beside its name when there is one.
import { cx } from '../../lib/cx';

export interface Choice<K extends string> {
  id: K;
  label: string;
  /** As shown beside the name ("12", "3 new"); none when there is nothing to count. */
  count?: string | undefined;
}

export function ChoiceTabs<K extends string>({
  label,
  choices,
  current,
  onChoose,
}: {
  /** What the group chooses, for screen readers ("Order views"). */
  label: string;
  choices: readonly Choice<K>[];
  current: K;
  onChoose: (id: K) => void;
}) {
  return (
    <div role="group" aria-label={label} className="flex flex-wrap gap-2">
      {choices.map((choice) => (
        <button
          key={choice.id}
          type="button"
          aria-pressed={current === choice.id}
          onClick={() => onChoose(choice.id)}
          className={cx(
            'rounded-full border px-3 py-1.5 text-sm font-medium',
            current === choice.id
              ? 'border-brand-600 bg-brand-600 text-white'
              : 'border-gray-300 bg-white text-gray-800 hover:bg-gray-50',
          )}
        >
          {choice.label}
          {choice.count !== undefined ? <span className="ml-1.5 tabular-nums">{choice.count}</span> : null}
        </button>
      ))}
    </div>
  );
}
