import type { Sort } from '../../../../shared/schemas/catalog';
import { Field, Select } from '../../../components/ui/field';
import { LIST_SORTS } from '../list-state';

/** The list's order: Featured, Name A-Z, the two price orders and Newest. */
export function SortSelect({
  value,
  onChange,
  className,
}: {
  value: Sort;
  onChange: (sort: Sort) => void;
  className?: string;
}) {
  return (
    <Field label="Sort by" className={className}>
      {(ids) => (
        <Select {...ids} value={value} onChange={(e) => onChange(e.target.value as Sort)}>
          {LIST_SORTS.map((s) => (
            <option key={s.value} value={s.value}>
              {s.label}
            </option>
          ))}
        </Select>
      )}
    </Field>
  );
}
