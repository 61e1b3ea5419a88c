// Staff accounts (owners only): the list with each role, adding one, changing a role, and
// deactivating / activating with a confirmation step. A deactivated account's sessions end on
// the server; you cannot deactivate yourself, and the store keeps an active owner. Another
// active account can also be signed out everywhere, or sent a link to reset its password.
import { useState } from 'react';
import type { AdminStaff } from '../../../../shared/schemas/admin';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Select } from '../../../components/ui/field';
import { isStaffRole, STAFF_ROLES, STAFF_ROLE_LABELS, staffRoleLabel } from '../../../../shared/staff-roles';
import { notify } from '../../../lib/toast';
import { DataTable, type Column } from '../DataTable';
import { formatDate } from '../format';
import { errorText } from '../http';
import { AccountActions } from './AccountActions';
import { InviteStaffForm, PendingInvitations } from './InviteStaffForm';
import { useSetActive, useSetRole, useStaff } from './api';

function RoleSelect({ staff }: { staff: AdminStaff }) {
  const setRole = useSetRole();
  if (!isStaffRole(staff.role)) return <span>{staff.role}</span>;
  return (
    <Select
      aria-label={`Role of ${staff.username}`}
      value={staff.role}
      disabled={setRole.isPending}
      className="w-auto"
      onChange={(event) => {
        const role = event.target.value;
        if (!isStaffRole(role)) return;
        setRole.mutate(
          { id: staff.id, role },
          {
            onSuccess: () => notify({ title: `${staff.username} is now ${staffRoleLabel(role)}` }),
            onError: (error) => notify({ title: 'Error', description: errorText(error), variant: 'destructive' }),
          },
        );
      }}
    >
      {STAFF_ROLES.map((role) => (
        <option key={role} value={role}>
          {STAFF_ROLE_LABELS[role]}
        </option>
      ))}
    </Select>
  );
}

function ActiveToggle({ staff, self }: { staff: AdminStaff; self: boolean }) {
  const [confirming, setConfirming] = useState(false);
  const setActive = useSetActive();
  if (self) return <span className="text-xs text-gray-500">You</span>;
  const verb = staff.isActive ? 'Deactivate' : 'Activate';
  const run = () =>
    setActive.mutate(
      { id: staff.id, active: !staff.isActive },
      {
        onSuccess: () => notify({ title: `${staff.username} ${staff.isActive ? 'deactivated' : 'activated'}` }),
        onError: (error) => notify({ title: 'Error', description: errorText(error), variant: 'destructive' }),
        onSettled: () => setConfirming(false),
      },
    );
  if (!confirming) {
    return (
      <Button
        size="sm"
        variant={staff.isActive ? 'outline' : 'primary'}
        onClick={() => setConfirming(true)}
        aria-label={`${verb} ${staff.username}`}
      >
        {verb}
      </Button>
    );
  }
  return (
    <span className="flex flex-wrap items-center gap-2">
      <span className="text-xs text-gray-700">
        {verb} {staff.username}?
      </span>
      <Button
        size="sm"
        variant={staff.isActive ? 'destructive' : 'primary'}
        onClick={run}
        disabled={setActive.isPending}
      >
        Yes, {verb.toLowerCase()}
      </Button>
      <Button size="sm" variant="ghost" onClick={() => setConfirming(false)}>
        No
      </Button>
    </span>
  );
}

export function StaffScreen({ currentUserId }: { currentUserId: number }) {
  const staff = useStaff();
  const columns: Column<AdminStaff>[] = [
    { header: 'Username', cell: (s) => <span className="font-medium">{s.username}</span> },
    { header: 'Email', cell: (s) => s.email },
    { header: 'Role', cell: (s) => <RoleSelect staff={s} /> },
    {
      header: 'Status',
      cell: (s) => (s.isActive ? <Badge tone="green">Active</Badge> : <Badge tone="gray">Inactive</Badge>),
    },
    { header: 'Added', cell: (s) => formatDate(s.createdAt) },
    {
      header: 'Actions',
      cell: (s) => (
        <span className="flex flex-wrap items-center gap-2">
          <ActiveToggle staff={s} self={s.id === currentUserId} />
          {s.id === currentUserId ? null : <AccountActions staff={s} />}
        </span>
      ),
    },
  ];
  return (
    <section className="space-y-6" aria-labelledby="staff-title">
      <h2 id="staff-title" className="font-display text-2xl font-bold text-gray-900">
        Staff
      </h2>
      <InviteStaffForm />
      <PendingInvitations />
      {staff.isError ? (
        <p role="alert" className="text-sm text-red-600">
          {errorText(staff.error)}
        </p>
      ) : null}
      <div className="rounded-xl border border-gray-200 bg-white">
        <DataTable
          caption="Staff accounts"
          columns={columns}
          rows={staff.data}
          loading={staff.isPending}
          empty="No staff accounts"
        />
      </div>
    </section>
  );
}
