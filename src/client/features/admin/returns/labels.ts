// How a return reads on the admin's screens: what it asks for, and what a line is exchanged for.
import type { AdminReturnSummary, ReturnLine } from '../../../../shared/schemas/returns';

export const KIND_LABELS: Readonly<Record<AdminReturnSummary['kind'], string>> = {
  refund: 'Refund',
  exchange: 'Exchange',
  mixed: 'Mixed',
};

/** "size M, colour Black": the parts there are; '' when neither. */
export const variantText = ({ size, color }: { size: string | null; color: string | null }) =>
  [size ? `size ${size}` : null, color ? `colour ${color}` : null].filter(Boolean).join(', ');

/** What a line comes back for: "Refund", or "Exchange for size L, colour Black". */
export function outcomeText(line: Pick<ReturnLine, 'outcome' | 'exchange'>): string {
  if (line.outcome === 'refund') return 'Refund';
  const wanted = line.exchange ? variantText(line.exchange) : '';
  return wanted ? `Exchange for ${wanted}` : 'Exchange';
}
