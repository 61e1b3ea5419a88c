// The prepaid return label on a return's page: staff buy it from their carrier and attach the
// file once the return is approved; the shopper is emailed it and finds it on their return's
// page. Until then the panel says when it can be sent; once sent, it says when and opens it.
import { useRef, useState, type FormEvent } from 'react';
import { LABEL_STATUSES, type AdminReturnDetail } from '../../../../shared/schemas/returns';
import { SHIPPING_COUNTRIES } from '../../../../shared/shipping-countries';
import { Button } from '../../../components/ui/button';
import { FormError } from '../../../components/ui/field';
import { Spinner } from '../../../components/ui/spinner';
import { formatDateTime } from '../format';
import { errorText } from '../http';
import { useCan } from '../permissions';
import { Panel } from '../RecordPage';
import { returnLabelPath, useSendReturnLabel, useStepSending } from './api';

const LABEL_TYPES = 'application/pdf,image/png,image/jpeg';

const countryName = (code: string) => SHIPPING_COUNTRIES.find(([known]) => known === code)?.[1] ?? code;

function LabelForm({ id, replacing }: { id: string; replacing: boolean }) {
  const send = useSendReturnLabel(id);
  const busy = useStepSending(id);
  const input = useRef<HTMLInputElement>(null);
  const [missing, setMissing] = useState(false);
  const [sent, setSent] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const file = input.current?.files?.[0];
    setMissing(!file);
    if (!file) return;
    send.mutate(file, {
      onSuccess: () => {
        setSent(true);
        if (input.current) input.current.value = '';
      },
    });
  };
  const problem = missing ? 'Choose the label file first' : send.error ? errorText(send.error) : undefined;
  return (
    <form onSubmit={submit} aria-label="Send the return label" noValidate className="space-y-3">
      <div>
        <label htmlFor={`return-label-${id}`} className="mb-1 block text-sm font-medium text-gray-800">
          Label file (PDF, PNG or JPEG)
        </label>
        <input
          ref={input}
          id={`return-label-${id}`}
          type="file"
          accept={LABEL_TYPES}
          onChange={() => {
            setMissing(false);
            setSent(false);
          }}
          className="block w-full text-sm file:mr-3 file:rounded-md file:border-0 file:bg-gray-100 file:px-3 file:py-2 file:font-medium"
        />
      </div>
      <FormError message={problem} />
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" disabled={busy}>
          {send.isPending ? <Spinner className="h-4 w-4" /> : null}
          {replacing ? 'Replace the label' : 'Send the label to the shopper'}
        </Button>
        {sent ? (
          <p role="status" className="text-sm text-green-800">
            Sent: the shopper has it by email and on their return page.
          </p>
        ) : null}
      </div>
    </form>
  );
}

export function ReturnLabelPanel({ id, detail }: { id: string; detail: AdminReturnDetail }) {
  const mayManage = useCan('returns.manage');
  const open = LABEL_STATUSES.has(detail.status);
  if (!detail.label && !(mayManage && (open || detail.status === 'requested'))) return null;
  return (
    <Panel title="Return label">
      <div className="space-y-3 text-sm text-gray-700">
        {detail.label ? (
          <p>
            Sent to the shopper {formatDateTime(detail.label.addedAt)}.{' '}
            <a href={returnLabelPath(id)} className="font-medium text-brand-700 hover:underline">
              Open the label
            </a>
          </p>
        ) : detail.status === 'requested' ? (
          <p>Once you approve the return, attach the prepaid label from your carrier: the shopper gets it by email.</p>
        ) : detail.shipsTo === null || detail.shipsTo === 'US' ? (
          <p>
            US orders get a free prepaid label: attach the one you bought from your carrier and the shopper gets it by
            email.
          </p>
        ) : (
          <p>
            This order went to {countryName(detail.shipsTo)}: the return policy has international shoppers send their
            parcel at their own cost, so no label is owed. You may still send one.
          </p>
        )}
        {mayManage && open ? <LabelForm id={id} replacing={detail.label !== null} /> : null}
      </div>
    </Panel>
  );
}
