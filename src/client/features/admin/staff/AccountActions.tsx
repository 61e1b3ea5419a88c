// An owner's actions on another account, each after a confirmation: end its sessions (it is
// signed out everywhere), or email it a link to choose a new password (its sessions end too).
// The owner never types or sees that password.
import { useState } from 'react';
import type { AdminStaff } from '../../../../shared/schemas/admin';
import { Button } from '../../../components/ui/button';
import { notify } from '../../../lib/toast';
import { errorText } from '../http';
import { useStaffAccountAction } from './api';

const ACTIONS = {
  'sessions/end': {
    label: 'End sessions',
    question: (name: string) => `Sign ${name} out everywhere?`,
    yes: 'Yes, end them',
  },
  'password-reset': {
    label: 'Reset password',
    question: (name: string) => `Email ${name} a link to choose a new password, and sign them out?`,
    yes: 'Yes, send it',
  },
} as const;

function ConfirmAction({ staff, kind }: { staff: AdminStaff; kind: keyof typeof ACTIONS }) {
  const [confirming, setConfirming] = useState(false);
  const action = useStaffAccountAction();
  const { label, question, yes } = ACTIONS[kind];
  const run = () =>
    action.mutate(
      { id: staff.id, kind },
      {
        onSuccess: ({ message }) => notify({ title: `${label}: ${staff.username}`, description: message }),
        onError: (error) => notify({ title: 'Error', description: errorText(error), variant: 'destructive' }),
        onSettled: () => setConfirming(false),
      },
    );
  if (!confirming) {
    return (
      <Button
        size="sm"
        variant="outline"
        onClick={() => setConfirming(true)}
        aria-label={`${label} of ${staff.username}`}
      >
        {label}
      </Button>
    );
  }
  return (
    <span className="flex flex-wrap items-center gap-2">
      <span className="text-xs text-gray-700">{question(staff.username)}</span>
      <Button size="sm" variant="destructive" onClick={run} disabled={action.isPending}>
        {yes}
      </Button>
      <Button size="sm" variant="ghost" onClick={() => setConfirming(false)}>
        No
      </Button>
    </span>
  );
}

export function AccountActions({ staff }: { staff: AdminStaff }) {
  if (!staff.isActive) return null;
  return (
    <>
      <ConfirmAction staff={staff} kind="sessions/end" />
      <ConfirmAction staff={staff} kind="password-reset" />
    </>
  );
}
