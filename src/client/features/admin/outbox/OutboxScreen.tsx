// The email outbox: every message the store sent (or stored, without SMTP), and its text;
// of a one-time code, only that it was sent.
import { lazy, Suspense, useState } from 'react';
import type { AdminOutboxEmail } from '../../../../shared/schemas/admin';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { useAdminList } from '../api';
import { DataTable, type Column } from '../DataTable';
import { formatDateTime } from '../format';
import { ListScreen } from '../ListScreen';

const EmailDialog = lazy(() => import('./EmailDialog'));
const useOutbox = (q: string) => useAdminList('outbox', q);
const TONES = { sent: 'green', failed: 'red' } as const;

/** A code's row says only that it went out: the store keeps no copy of the code. */
const statusText = (m: AdminOutboxEmail) => (m.secret && m.status === 'sent' ? 'code sent' : m.status);

export function OutboxScreen() {
  const [openId, setOpenId] = useState<number | null>(null);
  const columns: Column<AdminOutboxEmail>[] = [
    { header: 'To', cell: (m) => m.to },
    { header: 'Subject', cell: (m) => m.subject },
    {
      header: 'Status',
      cell: (m) => (
        <Badge tone={m.status in TONES ? TONES[m.status as keyof typeof TONES] : 'gray'} className="capitalize">
          {statusText(m)}
        </Badge>
      ),
    },
    { header: 'Date', cell: (m) => formatDateTime(m.createdAt) },
    {
      header: 'Actions',
      cell: (m) => (
        <Button
          size="sm"
          variant="outline"
          onClick={() => setOpenId(m.id)}
          aria-label={`View email ${m.subject} to ${m.to}`}
        >
          View
        </Button>
      ),
    },
  ];
  return (
    <>
      <ListScreen title="Email Outbox" searchLabel="Search by recipient or subject" useList={useOutbox}>
        {(rows, loading) => (
          <DataTable caption="Emails" columns={columns} rows={rows} loading={loading} empty="No emails yet" />
        )}
      </ListScreen>
      {openId !== null ? (
        <Suspense fallback={null}>
          <EmailDialog id={openId} onClose={() => setOpenId(null)} />
        </Suspense>
      ) : null}
    </>
  );
}
