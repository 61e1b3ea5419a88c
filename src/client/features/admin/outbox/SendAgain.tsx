// Sends a copy of an email to the same address, after staff confirm: for one that failed for
// good, one left half-sent, or one the customer says never arrived. Not offered while the
// email still waits for its own delivery, or when no mail server is configured.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { AdminOutboxEmailDetail } from '../../../../shared/schemas/admin';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { apiRequest } from '../../../lib/api';
import { ADMIN_KEY } from '../api';
import { errorText } from '../http';
import { useSignOutOn401 } from '../session';

const WARNINGS: Record<string, string> = {
  sending: 'The first try may have reached the customer.',
  sent: 'The mail server accepted the first one.',
};

export function SendAgain({ email }: { email: AdminOutboxEmailDetail }) {
  const queryClient = useQueryClient();
  const onError = useSignOutOn401();
  const [confirming, setConfirming] = useState(false);
  const resend = useMutation({
    mutationFn: () => apiRequest<AdminOutboxEmailDetail>(`/api/admin/outbox/${email.id}/resend`, { method: 'POST' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...ADMIN_KEY, 'outbox'] }),
    onError,
  });
  if (email.status === 'pending' || email.status === 'stored') return null;
  if (resend.data) {
    return (
      <p role="status" className="text-sm text-green-800">
        {resend.data.status === 'sent'
          ? `Sent again to ${resend.data.to}.`
          : `A copy is in the outbox: ${resend.data.error ?? resend.data.status}.`}
      </p>
    );
  }
  return (
    <div className="space-y-2 border-t border-gray-200 pt-3">
      {confirming ? (
        <div className="flex flex-wrap items-center gap-2">
          <p className="text-sm text-gray-800">
            Send a copy to {email.to}? {WARNINGS[email.status] ?? ''}
          </p>
          <Button size="sm" onClick={() => resend.mutate()} disabled={resend.isPending}>
            {resend.isPending ? <Spinner /> : null}
            Yes, send again
          </Button>
          <Button size="sm" variant="ghost" onClick={() => setConfirming(false)}>
            Back
          </Button>
        </div>
      ) : (
        <Button size="sm" variant="outline" onClick={() => setConfirming(true)}>
          Send again
        </Button>
      )}
      {resend.isError ? (
        <p role="alert" className="text-sm text-red-600">
          {errorText(resend.error)}
        </p>
      ) : null}
    </div>
  );
}
