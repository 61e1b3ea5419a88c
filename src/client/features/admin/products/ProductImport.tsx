// Import CSV on the products list: choose a file, read what it would do (created, changed,
// rejected rows by row, column and reason), apply it, follow its progress to the summary.
import { Upload } from 'lucide-react';
import { useState } from 'react';
import type { ProductImport as ImportState } from '../../../../shared/schemas/product-csv';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { errorText } from '../http';
import { useApplyImport, useImportProgress, usePreviewImport } from './import-api';

function Preview({ state }: { state: ImportState }) {
  const { products, variants, rejections, rejectedRows } = state.preview;
  return (
    <div className="space-y-3 text-sm">
      <table className="w-full text-left">
        <caption className="sr-only">What the file would do</caption>
        <thead>
          <tr>
            <th />
            <th>Created</th>
            <th>Changed</th>
            <th>Unchanged</th>
            <th>Rejected</th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <th>Products</th>
            <td>{products.created}</td>
            <td>{products.changed}</td>
            <td>{products.unchanged}</td>
            <td>{products.rejected}</td>
          </tr>
          <tr>
            <th>Variants</th>
            <td>{variants.created}</td>
            <td>{variants.changed}</td>
            <td>{variants.unchanged}</td>
            <td>{variants.removed ? `${variants.removed} removed` : ''}</td>
          </tr>
        </tbody>
      </table>
      {rejections.length ? (
        <div className="max-h-60 overflow-auto">
          <table className="w-full text-left" aria-label="Rejected rows">
            <thead>
              <tr>
                <th>Row</th>
                <th>Column</th>
                <th>Reason</th>
              </tr>
            </thead>
            <tbody>
              {rejections.map((r) => (
                <tr key={`${r.row}-${r.column}`}>
                  <td>{r.row}</td>
                  <td>{r.column}</td>
                  <td>{r.reason}</td>
                </tr>
              ))}
            </tbody>
          </table>
          {rejectedRows > rejections.length ? <p>…and {rejectedRows - rejections.length} more rows</p> : null}
        </div>
      ) : null}
    </div>
  );
}

function Progress({ state }: { state: ImportState }) {
  if (state.status === 'done')
    return (
      <p role="status" className="text-sm">
        Import done: {state.result.created} created, {state.result.changed} changed, {state.result.unchanged} unchanged.
      </p>
    );
  if (state.status === 'failed') return <p role="alert">The import stopped: {state.error}</p>;
  return (
    <div className="space-y-1 text-sm">
      <progress
        className="w-full"
        max={state.totalProducts || 1}
        value={state.doneProducts}
        aria-label="Import progress"
      />
      <p>
        {state.doneProducts} of {state.totalProducts} products
      </p>
    </div>
  );
}

export function ProductImport() {
  const [open, setOpen] = useState(false);
  const preview = usePreviewImport();
  const apply = useApplyImport();
  const applied = apply.data?.id;
  const progress = useImportProgress(applied);
  const state = progress.data ?? apply.data ?? preview.data;
  const close = () => {
    setOpen(false);
    preview.reset();
    apply.reset();
  };
  const error = preview.error ?? apply.error;
  return (
    <>
      <Button variant="outline" onClick={() => setOpen(true)}>
        <Upload aria-hidden="true" className="h-4 w-4" />
        Import CSV
      </Button>
      {open ? (
        <Dialog
          open
          onOpenChange={(next) => !next && close()}
          title="Import products"
          description="A product CSV in Shopify's layout. Nothing is written until you apply it."
          className="max-w-2xl"
        >
          <div className="space-y-4">
            {applied === undefined ? (
              <label className="block text-sm">
                CSV file
                <input
                  type="file"
                  accept=".csv,text/csv"
                  className="mt-1 block"
                  onChange={(e) => {
                    const file = e.target.files?.[0];
                    if (file) preview.mutate(file);
                  }}
                />
              </label>
            ) : null}
            {preview.isPending ? <p>Reading the file…</p> : null}
            {error ? <p role="alert">{errorText(error)}</p> : null}
            {state ? <Preview state={state} /> : null}
            {state && applied !== undefined ? <Progress state={state} /> : null}
            <div className="flex justify-end gap-2">
              <Button variant="outline" onClick={close}>
                Close
              </Button>
              {state && applied === undefined ? (
                <Button onClick={() => apply.mutate(state.id)} disabled={apply.isPending}>
                  Apply
                </Button>
              ) : null}
            </div>
          </div>
        </Dialog>
      ) : null}
    </>
  );
}
