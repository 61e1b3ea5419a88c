// Staff's private note and tags on a customer, saved whole. Tags are typed comma-separated.
import { useState, type FormEvent } from 'react';
import type { CustomerNotes } from '../../../../shared/schemas/customers';
import { Button } from '../../../components/ui/button';
import { Field, Input, Textarea } from '../../../components/ui/field';
import { errorText, fieldErrorsOf } from '../http';
import { formatDateTime } from '../format';
import { useSaveCustomerNotes } from './api';

const tagsOf = (text: string) =>
  text
    .split(',')
    .map((tag) => tag.trim())
    .filter(Boolean);

export function CustomerNotesEditor({ id, notes }: { id: string; notes: CustomerNotes }) {
  const [note, setNote] = useState(notes.note);
  const [tags, setTags] = useState(notes.tags.join(', '));
  const save = useSaveCustomerNotes(id);
  const fieldErrors = fieldErrorsOf(save.error);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate({ note, tags: tagsOf(tags) });
  };
  return (
    <form onSubmit={onSubmit} className="space-y-3" aria-label="Staff notes">
      <p className="text-xs text-gray-600">Only staff read these; the customer never sees them.</p>
      <Field label="Note" error={fieldErrors['note']}>
        {(ids) => <Textarea {...ids} rows={4} value={note} onChange={(e) => setNote(e.target.value)} />}
      </Field>
      <Field label="Tags" hint="Separated by commas, like VIP, wholesale" error={fieldErrors['tags']}>
        {(ids) => <Input {...ids} value={tags} onChange={(e) => setTags(e.target.value)} />}
      </Field>
      <div className="flex items-center gap-3">
        <Button type="submit" disabled={save.isPending}>
          Save notes
        </Button>
        {save.isSuccess ? (
          <p role="status" className="text-sm text-green-700">
            Saved
          </p>
        ) : null}
        {save.isError && Object.keys(fieldErrors).length === 0 ? (
          <p role="alert" className="text-sm text-red-600">
            {errorText(save.error)}
          </p>
        ) : null}
      </div>
      {notes.updatedAt ? <p className="text-xs text-gray-500">Last saved {formatDateTime(notes.updatedAt)}</p> : null}
    </form>
  );
}
