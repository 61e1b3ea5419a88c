// "Forgot password?" on the staff sign-in page: an email, and the same answer whether or not a
// staff account has it; the link itself goes only to that account's inbox.
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { Mail } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { ForgotPasswordSchema, type ForgotPassword } from '../../../shared/schemas/staff-account';
import { Button } from '../../components/ui/button';
import { Field, FormError, Input } from '../../components/ui/field';
import { Spinner } from '../../components/ui/spinner';
import { apiRequest } from '../../lib/api';
import { showRefusal } from '../../lib/form-errors';
import { loginErrorMessage } from './api';

export function ForgotPasswordForm({ onBack }: { onBack: () => void }) {
  const ask = useMutation({
    mutationFn: (body: ForgotPassword) => apiRequest<{ message: string }>('/api/auth/forgot-password', { body }),
  });
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<ForgotPassword>({ resolver: zodResolver(ForgotPasswordSchema), defaultValues: { email: '' } });

  const onSubmit = handleSubmit(async (values) => {
    try {
      await ask.mutateAsync(values);
    } catch (error) {
      showRefusal(error, setError, { fields: ['email'] }, loginErrorMessage(error));
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5" aria-label="Forgot password">
      <p className="text-sm text-gray-700">
        Enter the email of your staff account. We will send a link to choose a new password.
      </p>
      {ask.data ? (
        <p role="status" className="rounded-md border border-green-200 bg-green-50 px-3 py-2 text-sm text-green-800">
          {ask.data.message}
        </p>
      ) : null}
      <Field label="Email" error={errors.email?.message}>
        {(ids) => <Input {...ids} type="email" autoComplete="email" {...register('email')} />}
      </Field>
      <FormError message={errors.root?.message} />
      <Button type="submit" size="lg" disabled={ask.isPending} className="w-full">
        {ask.isPending ? <Spinner /> : <Mail aria-hidden="true" className="h-4 w-4" />}
        Send the link
      </Button>
      <Button type="button" variant="ghost" onClick={onBack} className="w-full">
        Back to sign in
      </Button>
    </form>
  );
}
