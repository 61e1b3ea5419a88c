// End, from the list or the sale's page, asked first: an ended sale cannot be started again.
import type { AdminSale } from '../../../../shared/schemas/sales';
import { notify } from '../../../lib/toast';
import { EndAction } from '../EndAction';
import { errorText } from '../http';
import { useSaleAction } from './api';

const CONSEQUENCES: Record<Exclude<AdminSale['state'], 'ended'>, string> = {
  active: 'Every marked-down price goes back to its price before the sale. This cannot be undone.',
  scheduled: 'It will not start, and this cannot be undone.',
};

export function SaleActions({ sale }: { sale: AdminSale }) {
  const act = useSaleAction();
  if (sale.state === 'ended') return null;
  return (
    <EndAction
      name={sale.title}
      consequence={CONSEQUENCES[sale.state]}
      pending={act.isPending}
      error={act.isError ? errorText(act.error) : null}
      onAsk={() => act.reset()}
      onConfirm={(ended) =>
        act.mutate(
          { id: sale.id, action: 'end' },
          {
            onSuccess: () => {
              ended();
              notify({ title: `${sale.title} ended` });
            },
          },
        )
      }
    />
  );
}
