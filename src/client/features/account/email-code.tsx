// Proving an email with a code: the address the code goes to, then the code from that email.
// Signing in and changing the account's email both take these two steps. What the server
// refuses on the field shows under it; anything else above the form.
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import {
  EMAIL_CODE_RULES,
  EmailCodeRequestSchema,
  EmailCodeSchema,
  type EmailCode,
  type EmailCodeRequest,
} from '../../../shared/schemas/account';
import { Field, Input } from '../../components/ui/field';
import { showFieldErrors } from '../../lib/form-errors';
import { errorMessage } from './api';
import { FormFailure } from './parts';
import { EmailAddress } from '../../components/EmailAddress';

/** The form asking where to send a code; `children` are its buttons. */
export function EmailStepForm({
  label,
  fieldLabel,
  email,
  send,
  children,
}: {
  label: string;
  fieldLabel: string;
  email: string;
  send: (email: string) => Promise<unknown>;
  children: ReactNode;
}) {
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<EmailCodeRequest>({ resolver: zodResolver(EmailCodeRequestSchema), defaultValues: { email } });

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      await send(values.email);
    } catch (error) {
      if (!showFieldErrors(error, setError, { fields: ['email'] })) setFailure(errorMessage(error));
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} aria-label={label} className="space-y-4">
      <FormFailure message={failure} />
      <Field label={fieldLabel} error={errors.email?.message}>
        {(ids) => (
          <Input
            type="email"
            autoComplete="email"
            autoCapitalize="none"
            spellCheck={false}
            {...ids}
            {...register('email')}
          />
        )}
      </Field>
      {children}
    </form>
  );
}

/**
 * The code form's state, for <CodeStepForm>. The failure is the caller's to set too, for what
 * else it asks of the server; `focus` puts the cursor in the field when the form appears.
 */
export function useCodeStep(submit: (code: string) => Promise<unknown>, { focus = false } = {}) {
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    formState: { errors },
  } = useForm<EmailCode>({ resolver: zodResolver(EmailCodeSchema), defaultValues: { code: '' } });

  useEffect(() => {
    if (focus) setFocus('code');
  }, [focus, setFocus]);

  const onSubmit = handleSubmit(async ({ code }) => {
    setFailure(null);
    try {
      await submit(code);
    } catch (error) {
      if (!showFieldErrors(error, setError, { fields: ['code'] })) setFailure(errorMessage(error));
    }
  });

  return { field: register('code'), error: errors.code?.message, onSubmit, failure, setFailure };
}

/** The form taking the code sent to `email`; `notice` shows above the field, `children` are its buttons. */
export function CodeStepForm({
  label,
  email,
  step,
  notice,
  children,
}: {
  label: string;
  email: string;
  step: ReturnType<typeof useCodeStep>;
  notice?: ReactNode;
  children: ReactNode;
}) {
  return (
    <form noValidate onSubmit={step.onSubmit} aria-label={label} className="space-y-4">
      <p className="text-sm text-gray-700">
        We sent a {EMAIL_CODE_RULES.digits}-digit code to{' '}
        <strong>
          <EmailAddress email={email} />
        </strong>
      </p>
      <FormFailure message={step.failure} />
      {notice}
      <Field label="Code" error={step.error}>
        {(ids) => (
          <Input inputMode="numeric" autoComplete="one-time-code" spellCheck={false} {...ids} {...step.field} />
        )}
      </Field>
      {children}
    </form>
  );
}
