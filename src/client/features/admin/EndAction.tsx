// "End" on a discount or a sale, from its list row or its page. It asks first: an ended one
// cannot be started again.
import { lazy, Suspense, useState } from 'react';
import { Button } from '../../components/ui/button';

const EndDialog = lazy(() => import('./EndDialog'));

export function EndAction({
  name,
  consequence,
  pending,
  error,
  onAsk,
  onConfirm,
}: {
  name: string;
  /** What ending it does, said before it is done. */
  consequence: string;
  pending: boolean;
  /** The server's answer when it refused. */
  error: string | null;
  /** Before asking: an earlier refusal is forgotten. */
  onAsk: () => void;
  /** Confirmed: ends it, calling `ended` once it has (the dialog then closes). */
  onConfirm: (ended: () => void) => void;
}) {
  const [asking, setAsking] = useState(false);
  return (
    <>
      <Button
        size="sm"
        variant="outline"
        className="text-red-700"
        onClick={() => {
          onAsk();
          setAsking(true);
        }}
        disabled={pending}
        aria-label={`End ${name}`}
      >
        End
      </Button>
      {asking ? (
        <Suspense fallback={null}>
          <EndDialog
            name={name}
            consequence={consequence}
            pending={pending}
            error={error}
            onConfirm={() => onConfirm(() => setAsking(false))}
            onCancel={() => setAsking(false)}
          />
        </Suspense>
      ) : null}
    </>
  );
}
