// /staff/reset#<secret>: the page an emailed reset link opens. It names the account, the person
// chooses a new password (the rules of shared/schemas/password.ts, with the strength hint),
// and is signed in and taken to the admin. The secret stays in the address's fragment.
import { zodResolver } from '@hookform/resolvers/zod';
import { KeyRound } from 'lucide-react';
import { useForm, useWatch } from 'react-hook-form';
import { useLocation } from 'wouter';
import {
  PasswordResetSchema,
  type PasswordReset,
  type PasswordResetInfo,
  type PasswordResetInput,
} from '../../../shared/schemas/staff-account';
import { PasswordHint } from '../../components/PasswordHint';
import { Button } from '../../components/ui/button';
import { Field, FormError, Input } from '../../components/ui/field';
import { Spinner } from '../../components/ui/spinner';
import { showRefusal } from '../../lib/form-errors';
import { loginErrorMessage, useStaffSignIn } from './api';
import { EmailedLinkPage } from './EmailedLinkPage';

export function ResetScreen() {
  return (
    <EmailedLinkPage<PasswordResetInfo> title="Choose a new password" lookupUrl="/api/auth/password-reset">
      {(token, info) => <ResetForm token={token} username={info.username} />}
    </EmailedLinkPage>
  );
}

function ResetForm({ token, username }: { token: string; username: string }) {
  const [, navigate] = useLocation();
  const reset = useStaffSignIn<PasswordReset>('/api/auth/password-reset/complete');
  const {
    register,
    handleSubmit,
    setError,
    control,
    formState: { errors },
  } = useForm<PasswordResetInput, unknown, PasswordReset>({
    resolver: zodResolver(PasswordResetSchema),
    defaultValues: { token, password: '' },
  });
  const password = useWatch({ control, name: 'password' });

  const onSubmit = handleSubmit(async (values) => {
    try {
      await reset.mutateAsync(values);
      navigate('/admin');
    } catch (error) {
      showRefusal(error, setError, { fields: ['password'] }, loginErrorMessage(error));
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5" aria-label="Choose a new password">
      <p className="text-sm text-gray-700">
        For the account <strong>{username}</strong>. Every place it is signed in will be signed out.
      </p>
      <Field label="New password" error={errors.password?.message} hint={<PasswordHint password={password} />}>
        {(ids) => <Input {...ids} type="password" autoComplete="new-password" {...register('password')} />}
      </Field>
      <FormError message={errors.root?.message} />
      <Button type="submit" size="lg" disabled={reset.isPending} className="w-full">
        {reset.isPending ? <Spinner /> : <KeyRound aria-hidden="true" className="h-4 w-4" />}
        Set the password and sign in
      </Button>
    </form>
  );
}
