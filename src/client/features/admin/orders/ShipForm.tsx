// One parcel: how many of each line go in it (everything left, unless staff change it), the
// carrier from the list and its tracking number. The shopper is emailed the parcel's items and
// the tracking link; what stays behind ships in a later parcel.
import { useState, type FormEvent } from 'react';
import type { AdminOrderItem } from '../../../../shared/schemas/admin';
import { ShipmentRequestSchema } from '../../../../shared/schemas/shipments';
import { CARRIERS } from '../../../../shared/carriers';
import { Button } from '../../../components/ui/button';
import { Field, Input, Select, Textarea } from '../../../components/ui/field';
import { Spinner } from '../../../components/ui/spinner';
import { notify } from '../../../lib/toast';
import { errorText, fieldErrorsOf } from '../http';
import { useShip } from './api';

/** The carrier list's last choice: a carrier the store does not know by name. */
const OTHER = 'other';

const leftOf = (item: AdminOrderItem) => item.quantity - item.shipped;

export function ShipForm({
  orderId,
  items,
  onDone,
}: {
  orderId: string;
  items: readonly AdminOrderItem[];
  onDone: () => void;
}) {
  const ship = useShip(orderId);
  const waiting = items.filter((item) => leftOf(item) > 0);
  const [counts, setCounts] = useState<Record<number, string>>(() =>
    Object.fromEntries(waiting.map((item) => [item.id, String(leftOf(item))])),
  );
  const [carrierChoice, setCarrierChoice] = useState('');
  const [otherCarrier, setOtherCarrier] = useState('');
  const [tracking, setTracking] = useState('');
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  // The lines as last sent: the server names a line by its place in them.
  const [sentIds, setSentIds] = useState<number[]>([]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const lines = waiting
      .map((item) => ({
        itemId: item.id,
        quantity: Number(counts[item.id] ?? 0),
      }))
      .filter((line) => line.quantity !== 0);
    setSentIds(lines.map((line) => line.itemId));
    const carrier = carrierChoice === OTHER ? otherCarrier : carrierChoice;
    const parsed = ShipmentRequestSchema.safeParse({
      lines,
      carrier,
      carrierTrackingNumber: tracking,
      note,
    });
    if (!parsed.success) {
      setErrors(
        Object.fromEntries(parsed.error.issues.map((issue) => [issue.path.join('.') || 'form', issue.message])),
      );
      return;
    }
    setErrors({});
    ship.mutate(parsed.data, {
      onSuccess: (detail) => {
        const complete = detail.order.fulfillmentStatus === 'fulfilled';
        notify({
          title: complete ? 'Order shipped' : 'Parcel shipped',
          description: `The customer was emailed the parcel's items${tracking ? ' and tracking number' : ''}.`,
        });
        onDone();
      },
      onError: (error) => {
        const fields = fieldErrorsOf(error);
        setErrors(Object.keys(fields).length ? fields : { form: errorText(error) });
      },
    });
  };

  const lineError = (itemId: number) => {
    const index = sentIds.indexOf(itemId);
    return index < 0 ? undefined : (errors[`lines.${index}.quantity`] ?? errors[`lines.${index}.itemId`]);
  };
  return (
    <form
      onSubmit={submit}
      noValidate
      className="space-y-3 rounded-lg border border-gray-200 bg-gray-50 p-4"
      aria-label="Ship items"
    >
      <fieldset className="space-y-2">
        <legend className="text-sm font-medium text-gray-800">Items in this parcel</legend>
        {waiting.map((item) => (
          <Field
            key={item.id}
            label={`${item.name}${[item.size, item.color].filter(Boolean).length ? ` (${[item.size, item.color].filter(Boolean).join(', ')})` : ''}`}
            hint={`${leftOf(item)} of ${item.quantity} left to ship`}
            error={lineError(item.id)}
            className="grid grid-cols-[1fr_5rem] items-center gap-x-3"
          >
            {(ids) => (
              <Input
                {...ids}
                type="number"
                inputMode="numeric"
                min={0}
                max={leftOf(item)}
                value={counts[item.id] ?? ''}
                onChange={(e) => setCounts({ ...counts, [item.id]: e.target.value })}
              />
            )}
          </Field>
        ))}
        {errors.lines ? (
          <p role="alert" className="text-sm text-red-600">
            {errors.lines}
          </p>
        ) : null}
      </fieldset>
      <div className="grid gap-3 sm:grid-cols-2">
        <Field label="Carrier" error={carrierChoice === OTHER ? undefined : errors.carrier}>
          {(ids) => (
            <Select {...ids} value={carrierChoice} onChange={(e) => setCarrierChoice(e.target.value)}>
              <option value="">No carrier named</option>
              {CARRIERS.map((name) => (
                <option key={name} value={name}>
                  {name}
                </option>
              ))}
              <option value={OTHER}>Other</option>
            </Select>
          )}
        </Field>
        {carrierChoice === OTHER ? (
          <Field label="Carrier name" error={errors.carrier}>
            {(ids) => <Input {...ids} value={otherCarrier} onChange={(e) => setOtherCarrier(e.target.value)} />}
          </Field>
        ) : null}
        <Field label="Carrier tracking number" error={errors.carrierTrackingNumber}>
          {(ids) => <Input {...ids} value={tracking} onChange={(e) => setTracking(e.target.value)} />}
        </Field>
      </div>
      <Field label="Note for staff (optional)" error={errors.note}>
        {(ids) => <Textarea {...ids} rows={2} value={note} onChange={(e) => setNote(e.target.value)} />}
      </Field>
      {errors.form ? (
        <p role="alert" className="text-sm text-red-600">
          {errors.form}
        </p>
      ) : null}
      <div className="flex gap-2">
        <Button type="submit" disabled={ship.isPending}>
          {ship.isPending ? <Spinner /> : null}
          Ship parcel
        </Button>
        <Button variant="ghost" onClick={onDone}>
          Back
        </Button>
      </div>
    </form>
  );
}
