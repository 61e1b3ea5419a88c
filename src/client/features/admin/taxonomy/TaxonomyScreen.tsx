// Admin > Catalogue > Categories and Collections: every one in order, with its product count,
// a Published switch, Move up and Move down, Edit (name, handle, description, image) and
// Delete (refused, with the reason, while products, sales or discounts use it); and a form to
// add one (a category under Women, Men, Kids or one of their subcategories).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import type { AdminCategory, AdminCollection } from '../../../../shared/schemas/taxonomy';
import { Button } from '../../../components/ui/button';
import { Field, Input, Select, Textarea } from '../../../components/ui/field';
import { apiRequest } from '../../../lib/api';
import { ADMIN_KEY } from '../api';
import { errorText } from '../http';
import { toHandle } from '../products/form-values';
import { useSignOutOn401 } from '../session';
import { useAdminCategories, useAdminCollections } from './api';

type Kind = 'categories' | 'collections';
type Row = (AdminCategory | AdminCollection) & { parentId?: number | null; path?: string };

interface Details {
  name: string;
  handle: string;
  description: string;
  imageUrl: string;
}

const detailsOf = (row?: Row): Details => ({
  name: row?.name ?? '',
  handle: row?.handle ?? '',
  description: row?.description ?? '',
  imageUrl: row?.imageUrl ?? '',
});
const bodyOf = (details: Details) => ({
  ...details,
  handle: details.handle.trim() || toHandle(details.name),
  imageUrl: details.imageUrl.trim() || null,
});

function useChange(kind: Kind) {
  const queryClient = useQueryClient();
  const onError = useSignOutOn401();
  return useMutation({
    mutationFn: ({ id, method, body }: { id?: number; method: 'POST' | 'PATCH' | 'DELETE'; body?: object }) =>
      apiRequest(`/api/admin/${kind}${id === undefined ? '' : `/${id}`}`, { method, ...(body ? { body } : {}) }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: [...ADMIN_KEY, kind] }),
    onError,
  });
}

function DetailsFields({ details, onChange }: { details: Details; onChange: (details: Details) => void }) {
  const set = (field: keyof Details) => (event: { target: { value: string } }) =>
    onChange({ ...details, [field]: event.target.value });
  return (
    <>
      <Field label="Name">{(ids) => <Input {...ids} value={details.name} onChange={set('name')} />}</Field>
      <Field label="Handle" hint="Used in its address; left empty, it is made from the name">
        {(ids) => <Input {...ids} value={details.handle} onChange={set('handle')} />}
      </Field>
      <Field label="Description">
        {(ids) => <Textarea {...ids} rows={2} value={details.description} onChange={set('description')} />}
      </Field>
      <Field label="Image URL">{(ids) => <Input {...ids} value={details.imageUrl} onChange={set('imageUrl')} />}</Field>
    </>
  );
}

function AddForm({ kind, parents }: { kind: Kind; parents: { id: number; label: string }[] }) {
  const change = useChange(kind);
  const [details, setDetails] = useState(detailsOf());
  const [parentId, setParentId] = useState('');
  const [error, setError] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = { ...bodyOf(details), ...(kind === 'categories' ? { parentId: Number(parentId) || null } : {}) };
    change.mutate(
      { method: 'POST', body },
      {
        onSuccess: () => {
          setDetails(detailsOf());
          setError('');
        },
        onError: (e) => setError(errorText(e)),
      },
    );
  };
  const label = kind === 'categories' ? 'Add category' : 'Add collection';
  return (
    <form
      onSubmit={submit}
      aria-label={label}
      className="grid gap-4 rounded-xl border border-gray-200 bg-white p-6 sm:grid-cols-2"
    >
      {kind === 'categories' ? (
        <Field label="Under">
          {(ids) => (
            <Select {...ids} value={parentId} onChange={(e) => setParentId(e.target.value)}>
              <option value="">Choose…</option>
              {parents.map((p) => (
                <option key={p.id} value={p.id}>
                  {p.label}
                </option>
              ))}
            </Select>
          )}
        </Field>
      ) : null}
      <DetailsFields details={details} onChange={setDetails} />
      {error ? (
        <p role="alert" className="text-sm text-red-600 sm:col-span-2">
          {error}
        </p>
      ) : null}
      <div className="sm:col-span-2">
        <Button type="submit" disabled={change.isPending}>
          {label}
        </Button>
      </div>
    </form>
  );
}

function RowView({ kind, row, depth, index }: { kind: Kind; row: Row; depth: number; index: number }) {
  const change = useChange(kind);
  const [editing, setEditing] = useState<Details | null>(null);
  const [error, setError] = useState('');
  const send = (method: 'PATCH' | 'DELETE', body?: object, done?: () => void) =>
    change.mutate(
      { id: row.id, method, ...(body ? { body } : {}) },
      {
        onSuccess: () => {
          setError('');
          done?.();
        },
        onError: (e) => setError(errorText(e)),
      },
    );
  return (
    <li className="border-b border-gray-100 py-3" style={{ paddingLeft: `${depth * 1.5}rem` }}>
      <div className="flex flex-wrap items-center gap-3">
        <span className="font-medium text-gray-900">{row.name}</span>
        <span className="text-sm text-gray-500">{row.path ?? row.handle}</span>
        <span className="text-sm text-gray-600">{`${row.products} product${row.products === 1 ? '' : 's'}`}</span>
        <label className="ml-auto flex items-center gap-2 text-sm">
          <input
            type="checkbox"
            checked={row.published}
            aria-label={`Published: ${row.name}`}
            onChange={(e) => send('PATCH', { published: e.target.checked })}
          />
          Published
        </label>
        <Button
          variant="outline"
          size="sm"
          aria-label={`Move ${row.name} up`}
          disabled={index === 0}
          onClick={() => send('PATCH', { position: index - 1 })}
        >
          ↑
        </Button>
        <Button
          variant="outline"
          size="sm"
          aria-label={`Move ${row.name} down`}
          onClick={() => send('PATCH', { position: index + 1 })}
        >
          ↓
        </Button>
        <Button variant="outline" size="sm" aria-label={`Edit ${row.name}`} onClick={() => setEditing(detailsOf(row))}>
          Edit
        </Button>
        <Button variant="outline" size="sm" aria-label={`Delete ${row.name}`} onClick={() => send('DELETE')}>
          Delete
        </Button>
      </div>
      {error ? (
        <p role="alert" className="mt-1 text-sm text-red-600">
          {error}
        </p>
      ) : null}
      {editing ? (
        <form
          aria-label={`Edit ${row.name}`}
          className="mt-3 grid gap-4 sm:grid-cols-2"
          onSubmit={(event) => {
            event.preventDefault();
            send('PATCH', bodyOf(editing), () => setEditing(null));
          }}
        >
          <DetailsFields details={editing} onChange={setEditing} />
          <div className="flex gap-2 sm:col-span-2">
            <Button type="submit" disabled={change.isPending}>
              Save
            </Button>
            <Button variant="outline" onClick={() => setEditing(null)}>
              Cancel
            </Button>
          </div>
        </form>
      ) : null}
    </li>
  );
}

export function CategoriesScreen() {
  const categories = useAdminCategories().data ?? [];
  const depthOf = (row: AdminCategory): number =>
    row.parentId === null
      ? 0
      : 1 + depthOf(categories.find((c) => c.id === row.parentId) ?? { ...row, parentId: null });
  // A category goes under a section or one of its subcategories: three levels at most.
  const parents = categories
    .filter((c) => depthOf(c) < 2)
    .map((c) => {
      const top = categories.find((t) => t.id === c.parentId);
      return { id: c.id, label: top ? `${top.name} › ${c.name}` : c.name };
    });
  return (
    <section className="space-y-6">
      <h1 className="text-2xl font-semibold text-gray-900">Categories</h1>
      <AddForm kind="categories" parents={parents} />
      <ul aria-label="Categories">
        {categories.map((row) => (
          <RowView
            key={row.id}
            kind="categories"
            row={row}
            depth={depthOf(row)}
            index={categories.filter((c) => c.parentId === row.parentId).indexOf(row)}
          />
        ))}
      </ul>
    </section>
  );
}

export function CollectionsScreen() {
  const collections = useAdminCollections().data ?? [];
  return (
    <section className="space-y-6">
      <h1 className="text-2xl font-semibold text-gray-900">Collections</h1>
      <AddForm kind="collections" parents={[]} />
      <ul aria-label="Collections">
        {collections.map((row, index) => (
          <RowView key={row.id} kind="collections" row={row} depth={0} index={index} />
        ))}
      </ul>
    </section>
  );
}
