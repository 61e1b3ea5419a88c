// The last step before a discount or a sale ends: it cannot be started again. Loaded on first
// use, as the dialog component asks.
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { Spinner } from '../../components/ui/spinner';

export default function EndDialog({
  name,
  consequence,
  pending,
  error,
  onConfirm,
  onCancel,
}: {
  name: string;
  /** What ending it does, said before it is done. */
  consequence: string;
  pending: boolean;
  /** The server's answer when it refused. */
  error: string | null;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && !pending && onCancel()}
      title={`End ${name}?`}
      description={consequence}
      className="max-w-md"
    >
      <div className="space-y-4">
        {error ? (
          <p role="alert" className="text-sm text-red-600">
            {error}
          </p>
        ) : null}
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="ghost" onClick={onCancel} disabled={pending}>
            Keep it
          </Button>
          <Button variant="destructive" onClick={onConfirm} disabled={pending}>
            {pending ? <Spinner /> : null}
            Yes, end {name}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
