// The staff sign-in form. The shared schema gives the field messages;
// a refused sign-in shows the server's message (or Invalid credentials) inline and as a toast.
import { zodResolver } from '@hookform/resolvers/zod';
import { LogIn } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { LoginBodySchema, type StaffMember, type LoginBody } from '../../../shared/schemas/staff-auth';
import { Button } from '../../components/ui/button';
import { Field, Input } from '../../components/ui/field';
import { Spinner } from '../../components/ui/spinner';
import { notify } from '../../lib/toast';
import { loginErrorMessage, useStaffLogin } from './api';

const EMPTY: LoginBody = { username: '', password: '' };

export function StaffLoginForm({ onSignedIn }: { onSignedIn: (staff: StaffMember) => void }) {
  const login = useStaffLogin();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<LoginBody>({ resolver: zodResolver(LoginBodySchema), defaultValues: EMPTY });

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      onSignedIn(await login.mutateAsync(values));
    } catch (error) {
      const message = loginErrorMessage(error);
      setFailure(message);
      notify({ title: 'Login failed', description: message, variant: 'destructive' });
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5" aria-label="Staff sign in">
      {failure ? (
        <p role="alert" className="rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-700">
          {failure}
        </p>
      ) : null}
      <Field label="Username" error={errors.username?.message}>
        {(ids) => (
          <Input {...ids} autoComplete="username" autoCapitalize="none" spellCheck={false} {...register('username')} />
        )}
      </Field>
      <Field label="Password" error={errors.password?.message}>
        {(ids) => <Input {...ids} type="password" autoComplete="current-password" {...register('password')} />}
      </Field>
      <Button type="submit" size="lg" disabled={login.isPending} className="w-full">
        {login.isPending ? <Spinner /> : <LogIn aria-hidden="true" className="h-4 w-4" />}
        {login.isPending ? 'Signing In...' : 'Sign In'}
      </Button>
    </form>
  );
}
