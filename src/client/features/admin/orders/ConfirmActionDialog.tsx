// The last step before an order action that cannot be undone (cancelling an unpaid order, a
// decision on a payment held for review): what it does, an optional staff note, and the
// server's refusal beside the button. Loaded on first use, as the dialog component asks.
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { Field, Textarea } from '../../../components/ui/field';
import { Spinner } from '../../../components/ui/spinner';

export default function ConfirmActionDialog({
  title,
  description,
  confirmLabel,
  pending,
  error,
  onConfirm,
  onCancel,
}: {
  title: string;
  description: string;
  confirmLabel: string;
  pending: boolean;
  /** The server's answer when it refused. */
  error: string | null;
  onConfirm: (note: string) => void;
  onCancel: () => void;
}) {
  const [note, setNote] = useState('');
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && !pending && onCancel()}
      title={title}
      description={description}
      className="max-w-md"
    >
      <div className="space-y-4">
        <Field label="Note for staff (optional)">
          {(ids) => (
            <Textarea {...ids} rows={2} maxLength={1000} value={note} onChange={(e) => setNote(e.target.value)} />
          )}
        </Field>
        {error ? (
          <p role="alert" className="text-sm text-red-600">
            {error}
          </p>
        ) : null}
        <div className="flex justify-end gap-2">
          <Button variant="ghost" onClick={onCancel} disabled={pending}>
            Back
          </Button>
          <Button variant="destructive" onClick={() => onConfirm(note.trim())} disabled={pending}>
            {pending ? <Spinner /> : null}
            {confirmLabel}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
