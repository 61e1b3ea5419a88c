// A sale's page: where it stands (state, what it does and covers, dates, what it has marked down)
// with End, and its form; or the form for a new one. An ended sale is kept as it was.
import { useLocation } from 'wouter';
import type { AdminSale } from '../../../../shared/schemas/sales';
import { RecordPage, type Facts } from '../RecordPage';
import { SaleStateBadge } from '../StatusBadge';
import { useSale } from './api';
import { toFormValues } from './form-values';
import { markdownText, markedDownText, saleDatesText } from './labels';
import { SaleCoverage } from './SaleCoverage';
import { SaleActions } from './SaleActions';
import { SaleForm } from './SaleForm';

function factsOf(sale: AdminSale): Facts {
  const marked = markedDownText(sale);
  return [
    ['Status', <SaleStateBadge key="state" state={sale.state} />],
    ['Markdown', markdownText(sale)],
    ['Products', <SaleCoverage key="coverage" sale={sale} />],
    ['Dates', saleDatesText(sale).join(' · ')],
    ...(marked ? [['Marked down', marked] as const] : []),
  ];
}

export function SaleEditScreen({ id }: { id?: string }) {
  const query = useSale(id);
  const [, navigate] = useLocation();
  return (
    <RecordPage
      back={{ href: '/sales', label: 'All sales' }}
      title={id === undefined ? 'New sale' : (query.data?.title ?? 'Sale')}
      record={id === undefined ? undefined : query}
      notFound="Sale not found"
      actions={(sale) => <SaleActions sale={sale} />}
      facts={factsOf}
    >
      {(sale) =>
        !sale ? (
          <SaleForm onSaved={(created) => navigate(`/sales/${created.id}`, { replace: true })} />
        ) : sale.state === 'ended' ? (
          <p className="text-sm text-gray-600">This sale has ended; it is kept as it was.</p>
        ) : (
          // A fresh form when the sale changed: a save, or End.
          <SaleForm
            key={`${sale.state} ${JSON.stringify(toFormValues(sale))}`}
            stored={sale}
            onSaved={() => undefined}
          />
        )
      }
    </RecordPage>
  );
}
