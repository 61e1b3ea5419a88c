// Messages: the view button shows the text in a toast and marks the message read;
// the full list also offers read / unread.
import { Eye, MailCheck, MailOpen } from 'lucide-react';
import type { AdminMessage } from '../../../../shared/schemas/admin';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { notify } from '../../../lib/toast';
import { DataTable, type Column } from '../DataTable';
import { formatDate } from '../format';
import { errorText } from '../http';
import { useMarkRead } from './api';

export function MessagesTable({
  rows,
  loading,
  full = false,
}: {
  rows: readonly AdminMessage[] | undefined;
  loading: boolean;
  full?: boolean;
}) {
  const markRead = useMarkRead();
  const setRead = (m: AdminMessage, read: boolean) =>
    markRead.mutate(
      { id: m.id, read },
      { onError: (error) => notify({ title: 'Error', description: errorText(error), variant: 'destructive' }) },
    );
  const view = (m: AdminMessage) => {
    notify({ title: m.subject, description: m.message });
    if (!m.readAt) setRead(m, true);
  };

  const columns: Column<AdminMessage>[] = [
    {
      header: 'Name',
      cell: (m) => (
        <span className="flex items-center gap-2">
          <span className={m.readAt ? undefined : 'font-semibold'}>{m.name}</span>
          {m.readAt ? null : <Badge tone="pink">New</Badge>}
        </span>
      ),
    },
    { header: 'Email', cell: (m) => m.email },
    { header: 'Subject', cell: (m) => m.subject },
    { header: 'Date', cell: (m) => formatDate(m.createdAt) },
    {
      header: 'Actions',
      cell: (m) => (
        <span className="flex gap-1">
          <Button size="sm" variant="outline" aria-label={`View message from ${m.name}`} onClick={() => view(m)}>
            <Eye aria-hidden="true" className="h-4 w-4" />
          </Button>
          {full ? (
            <Button size="sm" variant="ghost" onClick={() => setRead(m, !m.readAt)} disabled={markRead.isPending}>
              {m.readAt ? (
                <MailOpen aria-hidden="true" className="h-4 w-4" />
              ) : (
                <MailCheck aria-hidden="true" className="h-4 w-4" />
              )}
              {m.readAt ? 'Mark unread' : 'Mark read'}
            </Button>
          ) : null}
        </span>
      ),
    },
  ];
  return <DataTable caption="Messages" columns={columns} rows={rows} loading={loading} empty="No messages yet" />;
}
