// "Your account", for every role: who is signed in, changing the password (the current one
// is needed; every other session of the account ends, this one stays), and where the account
// is signed in, each session with a button to end it.
import { zodResolver } from '@hookform/resolvers/zod';
import { KeyRound } from 'lucide-react';
import { useForm, useWatch } from 'react-hook-form';
import { PasswordChangeSchema, type PasswordChange, type StaffMember } from '../../../../shared/schemas/staff-auth';
import { staffRoleLabel } from '../../../../shared/staff-roles';
import { PasswordHint } from '../../../components/PasswordHint';
import { Button } from '../../../components/ui/button';
import { Field, FormError, Input } from '../../../components/ui/field';
import { Spinner } from '../../../components/ui/spinner';
import { showRefusal } from '../../../lib/form-errors';
import { notify } from '../../../lib/toast';
import { errorText } from '../http';
import { useChangePassword } from './api';
import { SessionList } from './SessionList';

const EMPTY: PasswordChange = { currentPassword: '', newPassword: '' };
const FIELDS = ['currentPassword', 'newPassword'] as const;

export function AccountScreen({ staff }: { staff: StaffMember }) {
  return (
    <div className="space-y-6">
      <section aria-labelledby="account-title" className="rounded-xl border border-gray-200 bg-white p-5 shadow-sm">
        <h2 id="account-title" className="font-display text-xl font-bold text-gray-900">
          Your account
        </h2>
        <dl className="mt-3 grid gap-2 text-sm sm:grid-cols-3">
          <div>
            <dt className="text-gray-500">Username</dt>
            <dd className="font-medium text-gray-900">{staff.username}</dd>
          </div>
          <div>
            <dt className="text-gray-500">Email</dt>
            <dd className="font-medium text-gray-900">{staff.email}</dd>
          </div>
          <div>
            <dt className="text-gray-500">Role</dt>
            <dd className="font-medium text-gray-900">{staffRoleLabel(staff.role)}</dd>
          </div>
        </dl>
      </section>
      <ChangePasswordForm />
      <SessionList />
    </div>
  );
}

function ChangePasswordForm() {
  const change = useChangePassword();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    control,
    formState: { errors },
  } = useForm<PasswordChange>({ resolver: zodResolver(PasswordChangeSchema), defaultValues: EMPTY });
  const newPassword = useWatch({ control, name: 'newPassword' });

  const onSubmit = handleSubmit(async (values) => {
    try {
      const { message } = await change.mutateAsync(values);
      notify({ title: 'Password changed', description: message });
      reset(EMPTY);
    } catch (error) {
      showRefusal(error, setError, { fields: FIELDS }, errorText(error));
    }
  });

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      aria-labelledby="password-title"
      className="max-w-md space-y-4 rounded-xl border border-gray-200 bg-white p-5 shadow-sm"
    >
      <h3 id="password-title" className="font-semibold text-gray-900">
        Change password
      </h3>
      <Field label="Current password" error={errors.currentPassword?.message}>
        {(ids) => <Input {...ids} type="password" autoComplete="current-password" {...register('currentPassword')} />}
      </Field>
      <Field label="New password" error={errors.newPassword?.message} hint={<PasswordHint password={newPassword} />}>
        {(ids) => <Input {...ids} type="password" autoComplete="new-password" {...register('newPassword')} />}
      </Field>
      <p className="text-xs text-gray-500">Your other sessions end; this one stays signed in.</p>
      <FormError message={errors.root?.message} />
      <Button type="submit" disabled={change.isPending}>
        {change.isPending ? <Spinner /> : <KeyRound aria-hidden="true" className="h-4 w-4" />}
        Change password
      </Button>
    </form>
  );
}
