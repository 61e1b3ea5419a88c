// Duplicate, delete and restore on a product's page, each after a confirm: a duplicate opens the
// draft copy; a delete removes a product no order names and archives one that orders do (the
// store's answer says which); an archived product can be restored as a draft.
import { ArchiveRestore, Copy, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useLocation } from 'wouter';
import type { AdminProductDetail } from '../../../../shared/schemas/admin';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { notify } from '../../../lib/toast';
import { errorText } from '../http';
import { useDuplicateProduct, useRemoveProduct, useRestoreProduct } from './api';
import { ConfirmDialog, type ConfirmRequest } from './ConfirmDialog';

export function ProductActions({ detail }: { detail: AdminProductDetail }) {
  const [, navigate] = useLocation();
  const duplicate = useDuplicateProduct();
  const remove = useRemoveProduct();
  const restore = useRestoreProduct();
  const [confirm, setConfirm] = useState<ConfirmRequest | null>(null);
  const [error, setError] = useState<string | null>(null);
  const { id, name, archivedAt } = detail.product;
  const pending = duplicate.isPending || remove.isPending || restore.isPending;

  const run = async (action: () => Promise<void>) => {
    setError(null);
    try {
      await action();
    } catch (e) {
      setError(errorText(e));
    } finally {
      setConfirm(null);
    }
  };

  const askDuplicate = () =>
    setConfirm({
      title: `Duplicate ${name}?`,
      description:
        'A copy is made as a hidden draft, with the same options, prices and photos and no stock. It opens for you to edit.',
      confirmLabel: 'Duplicate',
      onConfirm: () =>
        run(async () => {
          const copy = await duplicate.mutateAsync(String(id));
          notify({ title: 'Product duplicated', description: `${copy.product.name} is a hidden draft.` });
          navigate(`/products/${copy.product.id}`);
        }),
    });
  const askDelete = () =>
    setConfirm({
      title: `Delete ${name}?`,
      description:
        'A product never ordered is deleted for good. One that orders name is archived instead: hidden from the shop and kept for those orders, and it can be restored.',
      confirmLabel: 'Delete product',
      onConfirm: () =>
        run(async () => {
          const removal = await remove.mutateAsync(String(id));
          notify({
            title: removal.outcome === 'deleted' ? 'Product deleted' : 'Product archived',
            description: removal.message,
          });
          if (removal.outcome === 'deleted') navigate('/products', { replace: true });
        }),
    });
  const doRestore = () =>
    run(async () => {
      await restore.mutateAsync(String(id));
      notify({
        title: 'Product restored',
        description: `${name} is back as a hidden draft: publish it when it is ready.`,
      });
    });

  return (
    <div className="flex flex-wrap items-center gap-2">
      {archivedAt ? <Badge tone="gray">Archived</Badge> : null}
      <Button variant="outline" size="sm" onClick={askDuplicate} disabled={pending}>
        <Copy aria-hidden="true" className="h-4 w-4" />
        Duplicate
      </Button>
      {archivedAt ? (
        <Button variant="outline" size="sm" onClick={() => void doRestore()} disabled={pending}>
          <ArchiveRestore aria-hidden="true" className="h-4 w-4" />
          Restore
        </Button>
      ) : (
        <Button variant="outline" size="sm" onClick={askDelete} disabled={pending}>
          <Trash2 aria-hidden="true" className="h-4 w-4" />
          Delete
        </Button>
      )}
      {error ? (
        <p role="alert" className="w-full text-sm text-red-600">
          {error}
        </p>
      ) : null}
      <ConfirmDialog request={confirm} pending={pending} onClose={() => setConfirm(null)} />
    </div>
  );
}
