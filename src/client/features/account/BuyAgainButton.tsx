import { RotateCcw } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { useBuyAgain } from './orders-api';

export function BuyAgainButton({ orderId, orderNumber }: { orderId: number; orderNumber: string }) {
  const buyAgain = useBuyAgain();
  return (
    <Button
      variant="primary"
      size="sm"
      onClick={() => buyAgain.mutate(orderId)}
      disabled={buyAgain.isPending}
      aria-label={`Buy again: order ${orderNumber}`}
    >
      {buyAgain.isPending ? <Spinner /> : <RotateCcw aria-hidden="true" className="h-4 w-4" />}
      Buy again
    </Button>
  );
}
