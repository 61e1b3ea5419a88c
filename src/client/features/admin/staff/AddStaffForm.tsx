// Adds a staff account with the registration rules and a role (NewStaffSchema); server errors
// (a taken username or email) show inline.
import { zodResolver } from '@hookform/resolvers/zod';
import { UserPlus } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { NewStaffSchema, type NewStaff, type NewStaffInput } from '../../../../shared/schemas/staff-auth';
import { STAFF_ROLES, STAFF_ROLE_LABELS } from '../../../../shared/staff-roles';
import { Button } from '../../../components/ui/button';
import { Field, Input, Select } from '../../../components/ui/field';
import { Spinner } from '../../../components/ui/spinner';
import { showFieldErrors } from '../../../lib/form-errors';
import { notify } from '../../../lib/toast';
import { errorText } from '../http';
import { useAddStaff } from './api';

// A new login starts with the fewest rights; the owner picks more on purpose.
const EMPTY: NewStaffInput = { username: '', email: '', password: '', role: 'support' };
const FIELDS = ['username', 'email', 'password', 'role'] as const;

export function AddStaffForm() {
  const add = useAddStaff();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<NewStaffInput, unknown, NewStaff>({ resolver: zodResolver(NewStaffSchema), defaultValues: EMPTY });

  const onSubmit = handleSubmit(async (values) => {
    try {
      const staff = await add.mutateAsync(values);
      notify({ title: 'Staff account added', description: `${staff.username} can now sign in.` });
      reset(EMPTY);
    } catch (error) {
      if (!showFieldErrors(error, setError, { fields: FIELDS })) setError('root', { message: errorText(error) });
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} aria-labelledby="add-staff-title" className="space-y-4 rounded-xl border border-gray-200 bg-white p-5 shadow-sm">
      <h3 id="add-staff-title" className="font-semibold text-gray-900">
        Add staff account
      </h3>
      <div className="grid gap-4 sm:grid-cols-4">
        <Field label="Username" error={errors.username?.message}>
          {(ids) => <Input {...ids} autoComplete="off" {...register('username')} />}
        </Field>
        <Field label="Email" error={errors.email?.message}>
          {(ids) => <Input {...ids} type="email" autoComplete="off" {...register('email')} />}
        </Field>
        <Field label="Password" error={errors.password?.message}>
          {(ids) => <Input {...ids} type="password" autoComplete="new-password" {...register('password')} />}
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
      {errors.root?.message ? (
        <p role="alert" className="text-sm text-red-600">
          {errors.root.message}
        </p>
      ) : null}
      <Button type="submit" disabled={add.isPending}>
        {add.isPending ? <Spinner /> : <UserPlus aria-hidden="true" className="h-4 w-4" />}
        Add staff
      </Button>
    </form>
  );
}
