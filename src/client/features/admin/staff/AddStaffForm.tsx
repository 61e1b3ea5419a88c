// Adds a staff account with the registration rules (StaffAccountSchema); server errors
// (a taken username or email) show inline.
import { zodResolver } from '@hookform/resolvers/zod';
import { UserPlus } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { StaffAccountSchema, type StaffAccount, type StaffAccountInput } from '../../../../shared/schemas/staff-auth';
import { Button } from '../../../components/ui/button';
import { Field, Input } from '../../../components/ui/field';
import { Spinner } from '../../../components/ui/spinner';
import { showFieldErrors } from '../../../lib/form-errors';
import { notify } from '../../../lib/toast';
import { errorText } from '../http';
import { useAddStaff } from './api';

const EMPTY: StaffAccountInput = { username: '', email: '', password: '' };
const FIELDS = ['username', 'email', 'password'] as const;

export function AddStaffForm() {
  const add = useAddStaff();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<StaffAccountInput, unknown, StaffAccount>({ resolver: zodResolver(StaffAccountSchema), defaultValues: EMPTY });

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
      <div className="grid gap-4 sm:grid-cols-3">
        <Field label="Username" error={errors.username?.message}>
          {(ids) => <Input {...ids} autoComplete="off" {...register('username')} />}
        </Field>
        <Field label="Email" error={errors.email?.message}>
          {(ids) => <Input {...ids} type="email" autoComplete="off" {...register('email')} />}
        </Field>
        <Field label="Password" error={errors.password?.message}>
          {(ids) => <Input {...ids} type="password" autoComplete="new-password" {...register('password')} />}
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
