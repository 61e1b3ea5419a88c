// The browsers signed in to the staff member's account: which device, from where, since when
// and last used when. Ending one signs that browser out; this one is marked and kept.
import { MonitorSmartphone } from 'lucide-react';
import type { StaffSession } from '../../../../shared/schemas/staff-account';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { notify } from '../../../lib/toast';
import { formatDateTime } from '../format';
import { errorText } from '../http';
import { useEndSession, useOwnSessions } from './api';

function SessionRow({ session }: { session: StaffSession }) {
  const end = useEndSession();
  const run = () =>
    end.mutate(session.id, {
      onSuccess: () => notify({ title: 'Session ended', description: `${session.device} is signed out.` }),
      onError: (error) => notify({ title: 'Error', description: errorText(error), variant: 'destructive' }),
    });
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 py-3">
      <div className="text-sm">
        <p className="flex items-center gap-2 font-medium text-gray-900">
          <MonitorSmartphone aria-hidden="true" className="h-4 w-4 text-gray-500" />
          {session.device}
          {session.current ? <Badge tone="green">This device</Badge> : null}
        </p>
        <p className="text-gray-600">
          {session.address ?? 'Unknown address'} · signed in {formatDateTime(session.startedAt)} · last used{' '}
          {formatDateTime(session.lastUsedAt)}
        </p>
      </div>
      {session.current ? null : (
        <Button
          size="sm"
          variant="outline"
          onClick={run}
          disabled={end.isPending}
          aria-label={`End session on ${session.device} from ${session.address ?? 'an unknown address'}`}
        >
          End
        </Button>
      )}
    </li>
  );
}

export function SessionList() {
  const sessions = useOwnSessions();
  return (
    <section aria-labelledby="sessions-title" className="rounded-xl border border-gray-200 bg-white p-5 shadow-sm">
      <h3 id="sessions-title" className="font-semibold text-gray-900">
        Where you are signed in
      </h3>
      {sessions.isError ? (
        <p role="alert" className="mt-2 text-sm text-red-600">
          {errorText(sessions.error)}
        </p>
      ) : sessions.isPending ? (
        <p className="mt-2 text-sm text-gray-600">Loading...</p>
      ) : (
        <ul className="mt-2 divide-y divide-gray-100">
          {sessions.data.map((session) => (
            <SessionRow key={session.id} session={session} />
          ))}
        </ul>
      )}
    </section>
  );
}
