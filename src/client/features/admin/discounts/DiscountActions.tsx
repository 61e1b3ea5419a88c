// Pause, Resume and End, from the list or the discount's page. Ending asks first: an ended
// discount cannot be resumed.
import type { AdminDiscount } from '../../../../shared/schemas/discounts';
import { Button } from '../../../components/ui/button';
import { notify } from '../../../lib/toast';
import { EndAction } from '../EndAction';
import { errorText } from '../http';
import { useDiscountAction, type DiscountAction } from './api';
import { discountName } from './labels';

const DONE: Record<DiscountAction, string> = { pause: 'paused', resume: 'resumed', end: 'ended' };

export function DiscountActions({ discount }: { discount: AdminDiscount }) {
  const act = useDiscountAction();
  const name = discountName(discount);
  if (discount.state === 'ended') return null;

  const run = (action: DiscountAction, done?: () => void) =>
    act.mutate(
      { id: discount.id, action },
      {
        onSuccess: () => {
          done?.();
          notify({ title: `${name} ${DONE[action]}` });
        },
        onError: (error) => {
          if (action !== 'end') notify({ title: 'Error', description: errorText(error), variant: 'destructive' });
        },
      },
    );
  const toggle: DiscountAction = discount.paused ? 'resume' : 'pause';

  return (
    <span className="flex flex-wrap items-center gap-2">
      <Button
        size="sm"
        variant="outline"
        onClick={() => run(toggle)}
        disabled={act.isPending}
        aria-label={`${discount.paused ? 'Resume' : 'Pause'} ${name}`}
      >
        {discount.paused ? 'Resume' : 'Pause'}
      </Button>
      <EndAction
        name={name}
        consequence="No cart gets it from now on, and this cannot be undone. Orders that already used it keep it."
        pending={act.isPending}
        error={act.isError ? errorText(act.error) : null}
        onAsk={() => act.reset()}
        onConfirm={(ended) => run('end', ended)}
      />
    </span>
  );
}
