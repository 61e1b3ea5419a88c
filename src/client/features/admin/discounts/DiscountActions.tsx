// Pause, Resume and End, from the list or the discount's page. Ending asks first: an ended
// discount cannot be resumed.
import { lazy, Suspense, useState } from 'react';
import type { AdminDiscount } from '../../../../shared/schemas/discounts';
import { Button } from '../../../components/ui/button';
import { notify } from '../../../lib/toast';
import { errorText } from '../http';
import { useDiscountAction, type DiscountAction } from './api';
import { discountName } from './labels';

const EndDiscountDialog = lazy(() => import('./EndDiscountDialog'));

const DONE: Record<DiscountAction, string> = { pause: 'paused', resume: 'resumed', end: 'ended' };

export function DiscountActions({ discount }: { discount: AdminDiscount }) {
  const act = useDiscountAction();
  const [ending, setEnding] = useState(false);
  const name = discountName(discount);
  if (discount.state === 'ended') return null;

  const run = (action: DiscountAction) =>
    act.mutate(
      { id: discount.id, action },
      {
        onSuccess: () => {
          setEnding(false);
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
      <Button
        size="sm"
        variant="outline"
        className="text-red-700"
        onClick={() => {
          act.reset();
          setEnding(true);
        }}
        disabled={act.isPending}
        aria-label={`End ${name}`}
      >
        End
      </Button>
      {ending ? (
        <Suspense fallback={null}>
          <EndDiscountDialog
            name={name}
            pending={act.isPending}
            error={act.isError ? errorText(act.error) : null}
            onConfirm={() => run('end')}
            onCancel={() => setEnding(false)}
          />
        </Suspense>
      ) : null}
    </span>
  );
}
