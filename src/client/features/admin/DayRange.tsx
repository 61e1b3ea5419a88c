// A From and a To day for a list's filters, each bounding the other (both days included).
import { Input } from '../../components/ui/field';

export function DayRange({
  from,
  to,
  onChange,
  labelClassName,
}: {
  from: string;
  to: string;
  onChange: (range: { from: string; to: string }) => void;
  labelClassName: string;
}) {
  return (
    <>
      <label className={labelClassName}>
        From
        <Input
          type="date"
          value={from}
          max={to || undefined}
          onChange={(e) => onChange({ from: e.target.value, to })}
        />
      </label>
      <label className={labelClassName}>
        To
        <Input
          type="date"
          value={to}
          min={from || undefined}
          onChange={(e) => onChange({ from, to: e.target.value })}
        />
      </label>
    </>
  );
}
