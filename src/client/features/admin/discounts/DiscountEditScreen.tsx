// A discount's page: where it stands (state, uses, what it took off, dates) with Pause, Resume
// and End, and its form; or the form for a new one.
import { useLocation } from 'wouter';
import type { AdminDiscount } from '../../../../shared/schemas/discounts';
import { RecordPage, type Facts } from '../RecordPage';
import { DiscountStateBadge } from '../StatusBadge';
import { useDiscount } from './api';
import { DiscountActions } from './DiscountActions';
import { DiscountForm } from './DiscountForm';
import { DiscountCode } from './DiscountsScreen';
import { toFormValues } from './form-values';
import { datesText, savedText, usageText } from './labels';

const factsOf = (discount: AdminDiscount): Facts => [
  ['Status', <DiscountStateBadge key="state" state={discount.state} />],
  ['Code', <DiscountCode key="code" code={discount.code} />],
  ['Rule', discount.description],
  ['Used', `${usageText(discount)}, ${savedText(discount)}`],
  ['Dates', datesText(discount).join(' · ')],
];

export function DiscountEditScreen({ id }: { id?: string }) {
  const query = useDiscount(id);
  const [, navigate] = useLocation();
  return (
    <RecordPage
      back={{ href: '/discounts', label: 'All discounts' }}
      title={id === undefined ? 'New discount' : (query.data?.title ?? 'Discount')}
      record={id === undefined ? undefined : query}
      notFound="Discount not found"
      actions={(discount) => <DiscountActions discount={discount} />}
      facts={factsOf}
    >
      {(discount) =>
        discount ? (
          // A fresh form when a field it shows changed (a save, End), not when Pause or Resume did.
          <DiscountForm key={JSON.stringify(toFormValues(discount))} stored={discount} onSaved={() => undefined} />
        ) : (
          <DiscountForm onSaved={(created) => navigate(`/discounts/${created.id}`, { replace: true })} />
        )
      }
    </RecordPage>
  );
}
