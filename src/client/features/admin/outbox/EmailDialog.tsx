// One outbox email: its text, and its HTML in a sandboxed frame (no scripts, no same origin).
import { useQuery } from '@tanstack/react-query';
import type { AdminOutboxEmailDetail } from '../../../../shared/schemas/admin';
import { Dialog } from '../../../components/ui/dialog';
import { Skeleton } from '../../../components/ui/skeleton';
import { apiRequest } from '../../../lib/api';
import { ADMIN_KEY } from '../api';
import { formatDateTime } from '../format';
import { errorText } from '../http';
import { useSessionGuard } from '../session';
import { SendAgain } from './SendAgain';

/** What became of it: how often it was handed to the mail server, and whether it will be again. */
function deliveryNote({ status, secret, attempts, nextAttemptAt }: AdminOutboxEmailDetail): string {
  if (secret) {
    if (status === 'sent')
      return 'Code sent. Only the customer can read it: the store keeps no copy, and a code is never sent again (the customer asks for a new one).';
    if (status === 'stored')
      return 'Shown on the server console: no mail server is configured. The store keeps no copy of the code.';
    return 'The code could not be sent. The store keeps no copy of it; the customer asks for a new one.';
  }
  if (status === 'stored') return 'Kept here: no mail server is configured.';
  if (attempts === 0) return 'Waiting to be sent.';
  const tries = attempts === 1 ? 'Handed to the mail server once' : `Handed to the mail server ${attempts} times`;
  if (nextAttemptAt) return `${tries}; tried again ${formatDateTime(nextAttemptAt)}.`;
  return status === 'failed' ? `${tries}; not tried again.` : `${tries}.`;
}

export default function EmailDialog({ id, onClose }: { id: number; onClose: () => void }) {
  const query = useQuery({
    queryKey: [...ADMIN_KEY, 'outbox', id],
    queryFn: ({ signal }) => apiRequest<AdminOutboxEmailDetail>(`/api/admin/outbox/${id}`, { signal }),
  });
  useSessionGuard(query.error);
  const email = query.data;
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={email?.subject ?? 'Email'}
      description={email ? `To ${email.to} · ${formatDateTime(email.createdAt)}` : undefined}
    >
      {email ? (
        <div className="space-y-4">
          <p className="text-sm text-gray-600">{deliveryNote(email)}</p>
          {email.error ? <p className="text-sm text-red-600">Delivery error: {email.error}</p> : null}
          {email.secret ? null : (
            <>
              {email.html ? (
                <iframe
                  title="Email preview"
                  sandbox=""
                  srcDoc={email.html}
                  className="h-96 w-full rounded border border-gray-200"
                />
              ) : null}
              <details open={!email.html}>
                <summary className="cursor-pointer text-sm font-medium">Plain text</summary>
                <pre className="mt-2 whitespace-pre-wrap rounded bg-gray-50 p-3 text-sm">{email.text}</pre>
              </details>
              <SendAgain email={email} />
            </>
          )}
        </div>
      ) : query.isError ? (
        <p role="alert">{errorText(query.error)}</p>
      ) : (
        <Skeleton className="h-40 w-full" />
      )}
    </Dialog>
  );
}
