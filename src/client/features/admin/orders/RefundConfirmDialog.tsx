// The last step before money goes back: loaded on first use, as the dialog component asks.
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { Spinner } from '../../../components/ui/spinner';

export default function RefundConfirmDialog({
  amount,
  pending,
  onConfirm,
  onCancel,
}: {
  /** As shown: "$12.50". */
  amount: string;
  pending: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onCancel()}
      title={`Refund ${amount} to the customer?`}
      description="It goes back to the card the order was paid with, and cannot be undone."
      className="max-w-md"
    >
      <div className="flex justify-end gap-2">
        <Button variant="ghost" onClick={onCancel}>
          Back
        </Button>
        <Button variant="destructive" onClick={onConfirm} disabled={pending}>
          {pending ? <Spinner /> : null}
          Yes, refund {amount}
        </Button>
      </div>
    </Dialog>
  );
}
