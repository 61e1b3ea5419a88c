// "Are you sure?" before a product change that loses something (rows with stock, the product
// itself): what it does, Cancel, and the action named on its button.
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { Spinner } from '../../../components/ui/spinner';

export interface ConfirmRequest {
  title: string;
  description: string;
  confirmLabel: string;
  onConfirm: () => void | Promise<void>;
}

export function ConfirmDialog({
  request,
  pending = false,
  onClose,
}: {
  request: ConfirmRequest | null;
  pending?: boolean;
  onClose: () => void;
}) {
  if (!request) return null;
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && !pending && onClose()}
      title={request.title}
      description={request.description}
      className="max-w-md"
    >
      <div className="flex justify-end gap-2">
        <Button variant="ghost" onClick={onClose} disabled={pending}>
          Cancel
        </Button>
        <Button variant="destructive" onClick={() => void request.onConfirm()} disabled={pending}>
          {pending ? <Spinner /> : null}
          {request.confirmLabel}
        </Button>
      </div>
    </Dialog>
  );
}
