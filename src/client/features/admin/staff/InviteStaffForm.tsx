// Owners invite staff by email with a role; the invitee sets their own password from the
// emailed link (72 hours, once). Below: the pending invitations, each sent again or revoked.
import { zodResolver } from '@hookform/resolvers/zod';
import { Mail } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { StaffInviteSchema, type StaffInvite } from '../../../../shared/schemas/staff-auth';
import { STAFF_ROLES, STAFF_ROLE_LABELS, staffRoleLabel } from '../../../../shared/staff-roles';
import { Button } from '../../../components/ui/button';
import { Field, FormError, Input, Select } from '../../../components/ui/field';
import { Spinner } from '../../../components/ui/spinner';
import { showRefusal } from '../../../lib/form-errors';
import { notify } from '../../../lib/toast';
import { formatDate } from '../format';
import { errorText } from '../http';
import { useInvitationAction, useInvitations, useInviteStaff } from './api';

// A new login starts with the fewest rights; the owner picks more on purpose.
const EMPTY: StaffInvite = { email: '', role: 'support' };
const FIELDS = ['email', 'role'] as const;

export function InviteStaffForm() {
  const invite = useInviteStaff();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<StaffInvite>({ resolver: zodResolver(StaffInviteSchema), defaultValues: EMPTY });

  const onSubmit = handleSubmit(async (values) => {
    try {
      const sent = await invite.mutateAsync(values);
      notify({
        title: 'Invitation sent',
        description: `${sent.email} can set up their account from the emailed link within 72 hours.`,
      });
      reset(EMPTY);
    } catch (error) {
      showRefusal(error, setError, { fields: FIELDS }, errorText(error));
    }
  });

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      aria-labelledby="invite-staff-title"
      className="space-y-4 rounded-xl border border-gray-200 bg-white p-5 shadow-sm"
    >
      <h3 id="invite-staff-title" className="font-semibold text-gray-900">
        Invite staff
      </h3>
      <p className="text-sm text-gray-600">They get an email with a link to choose their own username and password.</p>
      <div className="grid gap-4 sm:grid-cols-3">
        <Field label="Email" error={errors.email?.message}>
          {(ids) => <Input {...ids} type="email" autoComplete="off" {...register('email')} />}
        </Field>
        <Field label="Role" error={errors.role?.message}>
          {(ids) => (
            <Select {...ids} {...register('role')}>
              {STAFF_ROLES.map((role) => (
                <option key={role} value={role}>
                  {STAFF_ROLE_LABELS[role]}
                </option>
              ))}
            </Select>
          )}
        </Field>
      </div>
      <FormError message={errors.root?.message} />
      <Button type="submit" disabled={invite.isPending}>
        {invite.isPending ? <Spinner /> : <Mail aria-hidden="true" className="h-4 w-4" />}
        Send invitation
      </Button>
    </form>
  );
}

export function PendingInvitations() {
  const invitations = useInvitations();
  const action = useInvitationAction();
  const rows = invitations.data ?? [];
  if (rows.length === 0) return null;
  const act = (id: number, kind: 'resend' | 'revoke', email: string) =>
    action.mutate(
      { id, kind },
      {
        onSuccess: () =>
          notify({ title: kind === 'resend' ? `Invitation sent again to ${email}` : `Invitation to ${email} revoked` }),
        onError: (error) => notify({ title: 'Error', description: errorText(error), variant: 'destructive' }),
      },
    );
  return (
    <section aria-labelledby="pending-title" className="rounded-xl border border-gray-200 bg-white p-5 shadow-sm">
      <h3 id="pending-title" className="font-semibold text-gray-900">
        Pending invitations
      </h3>
      <ul className="mt-3 divide-y divide-gray-100">
        {rows.map((row) => (
          <li key={row.id} className="flex flex-wrap items-center justify-between gap-2 py-2 text-sm">
            <span>
              <strong>{row.email}</strong> as {staffRoleLabel(row.role)}, until {formatDate(row.expiresAt)}
            </span>
            <span className="flex gap-2">
              <Button
                variant="outline"
                size="sm"
                disabled={action.isPending}
                onClick={() => act(row.id, 'resend', row.email)}
                aria-label={`Send the invitation to ${row.email} again`}
              >
                Send again
              </Button>
              <Button
                variant="outline"
                size="sm"
                disabled={action.isPending}
                onClick={() => act(row.id, 'revoke', row.email)}
                aria-label={`Revoke the invitation to ${row.email}`}
              >
                Revoke
              </Button>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
