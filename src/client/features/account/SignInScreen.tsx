// Signing in without a password: a 6-digit code sent to the shopper's email (the first
// sign-in creates the account), or a passkey where the browser has them. The order
// confirmation links here with ?email= to offer an account for that order's email.
import { zodResolver } from '@hookform/resolvers/zod';
import { KeyRound, Mail } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useSearch } from 'wouter';
import { EMAIL_CODE_RULES, EmailCodeRequestSchema, EmailCodeSchema, type EmailCode, type EmailCodeRequest } from '../../../shared/schemas/account';
import { Button } from '../../components/ui/button';
import { Field, Input } from '../../components/ui/field';
import { Spinner } from '../../components/ui/spinner';
import { showFieldErrors } from '../../lib/form-errors';
import { errorMessage, useCodeSignIn, usePasskeySignIn, useSendCode } from './api';
import { FormFailure, linkButton } from './parts';
import { clearSignInNotice, peekSignInNotice } from './sign-in-notice';
import { passkeyPromptDismissed, passkeysSupported } from './webauthn';

function EmailStep({ email, onSent }: { email: string; onSent: (email: string) => void }) {
  const sendCode = useSendCode();
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
      onSent((await sendCode.mutateAsync(values.email)).email);
    } catch (error) {
      if (!showFieldErrors(error, setError, { fields: ['email'] })) setFailure(errorMessage(error));
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} aria-label="Sign in with an email code" className="space-y-4">
      <FormFailure message={failure} />
      <Field label="Email" error={errors.email?.message}>
        {(ids) => <Input {...ids} type="email" autoComplete="email" autoCapitalize="none" spellCheck={false} {...register('email')} />}
      </Field>
      <Button type="submit" size="lg" disabled={sendCode.isPending} className="w-full">
        {sendCode.isPending ? <Spinner /> : <Mail aria-hidden="true" className="h-4 w-4" />}
        Send code
      </Button>
    </form>
  );
}

function CodeStep({ email, onChangeEmail }: { email: string; onChangeEmail: () => void }) {
  const signIn = useCodeSignIn();
  const resend = useSendCode();
  const [failure, setFailure] = useState<string | null>(null);
  const [resent, setResent] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    formState: { errors },
  } = useForm<EmailCode>({ resolver: zodResolver(EmailCodeSchema), defaultValues: { code: '' } });

  useEffect(() => setFocus('code'), [setFocus]);

  const onSubmit = handleSubmit(async ({ code }) => {
    setFailure(null);
    try {
      await signIn.mutateAsync(code);
    } catch (error) {
      if (!showFieldErrors(error, setError, { fields: ['code'] })) setFailure(errorMessage(error));
    }
  });

  const sendAgain = () => {
    setFailure(null);
    setResent(false);
    resend.mutate(email, { onSuccess: () => setResent(true), onError: (error) => setFailure(errorMessage(error)) });
  };

  return (
    <form noValidate onSubmit={onSubmit} aria-label="Enter your code" className="space-y-4">
      <p className="text-sm text-gray-700">
        We sent a {EMAIL_CODE_RULES.digits}-digit code to <strong className="break-all">{email}</strong>
      </p>
      <FormFailure message={failure} />
      {resent ? (
        <p role="status" className="text-sm text-green-700">
          We sent a new code. Use the newest email.
        </p>
      ) : null}
      <Field label="Code" error={errors.code?.message}>
        {(ids) => <Input {...ids} inputMode="numeric" autoComplete="one-time-code" spellCheck={false} {...register('code')} />}
      </Field>
      <Button type="submit" size="lg" disabled={signIn.isPending} className="w-full">
        {signIn.isPending ? <Spinner /> : null}
        Sign in
      </Button>
      <div className="flex flex-wrap justify-between gap-2 text-sm">
        <button type="button" onClick={onChangeEmail} className={linkButton}>
          Use a different email
        </button>
        <button type="button" onClick={sendAgain} disabled={resend.isPending} className={linkButton}>
          Send a new code
        </button>
      </div>
    </form>
  );
}

function PasskeySignIn() {
  const passkey = usePasskeySignIn();
  const [outcome, setOutcome] = useState<{ text: string; calm: boolean } | null>(null);

  const start = () => {
    setOutcome(null);
    passkey.mutate(undefined, {
      onError: (error) =>
        setOutcome(
          passkeyPromptDismissed(error)
            ? { text: 'No passkey was used. You can try again, or sign in with a code.', calm: true }
            : { text: errorMessage(error, 'That passkey could not be used here. Please sign in with a code.'), calm: false },
        ),
    });
  };

  return (
    <div className="space-y-3">
      <Button variant="outline" size="lg" onClick={start} disabled={passkey.isPending} className="w-full">
        {passkey.isPending ? <Spinner /> : <KeyRound aria-hidden="true" className="h-4 w-4" />}
        Sign in with a passkey
      </Button>
      {outcome?.calm ? (
        <p role="status" className="text-sm text-gray-700">
          {outcome.text}
        </p>
      ) : (
        <FormFailure message={outcome?.text ?? null} />
      )}
    </div>
  );
}

export function SignInScreen() {
  const search = useSearch();
  const [email, setEmail] = useState(() => new URLSearchParams(search).get('email')?.trim() ?? '');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [notice] = useState(peekSignInNotice);
  useEffect(() => clearSignInNotice(), []);

  return (
    <div className="flex min-h-[70vh] items-center justify-center bg-gradient-to-br from-brand-50 to-pink-50 px-4 py-16">
      <div className="w-full max-w-md space-y-6 rounded-2xl border border-gray-200 bg-white p-8 shadow-xl">
        <div className="text-center">
          <h1 className="font-display text-3xl font-bold text-gray-900">Sign in</h1>
          <p className="mt-2 text-sm text-gray-600">No password needed: we email you a code, and your first sign-in creates your account.</p>
        </div>
        {notice ? (
          <p role="status" className="rounded-md border border-brand-200 bg-brand-50 px-3 py-2 text-sm text-brand-800">
            {notice}
          </p>
        ) : null}
        {sentTo === null ? (
          <EmailStep
            email={email}
            onSent={(address) => {
              setEmail(address);
              setSentTo(address);
            }}
          />
        ) : (
          <CodeStep email={sentTo} onChangeEmail={() => setSentTo(null)} />
        )}
        {passkeysSupported() ? (
          <>
            <p className="flex items-center gap-3 text-xs uppercase tracking-wide text-gray-500 before:h-px before:flex-1 before:bg-gray-200 after:h-px after:flex-1 after:bg-gray-200">
              or
            </p>
            <PasskeySignIn />
          </>
        ) : null}
      </div>
    </div>
  );
}
