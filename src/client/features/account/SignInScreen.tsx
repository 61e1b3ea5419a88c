// Signing in without a password: a 6-digit code sent to the shopper's email (the first
// sign-in creates the account), or a passkey where the browser has them. The order
// confirmation links here with ?email= to offer an account for that order's email.
import { KeyRound, Mail } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useSearch } from 'wouter';
import { Button } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { errorMessage, useCodeSignIn, usePasskeySignIn, useSendCode } from './api';
import { CodeStepForm, EmailStepForm, useCodeStep } from './email-code';
import { PasskeyOutcome, usePasskeyOutcome } from './passkey-outcome';
import { usePasskeyPlace } from './passkey-site';
import { linkButton } from './parts';
import { clearSignInNotice, peekSignInNotice } from './sign-in-notice';

function EmailStep({ email, onSent }: { email: string; onSent: (email: string) => void }) {
  const sendCode = useSendCode();
  return (
    <EmailStepForm
      label="Sign in with an email code"
      fieldLabel="Email"
      email={email}
      send={async (address) => onSent((await sendCode.mutateAsync(address)).email)}
    >
      <Button type="submit" size="lg" disabled={sendCode.isPending} className="w-full">
        {sendCode.isPending ? <Spinner /> : <Mail aria-hidden="true" className="h-4 w-4" />}
        Send code
      </Button>
    </EmailStepForm>
  );
}

function CodeStep({ email, onChangeEmail }: { email: string; onChangeEmail: () => void }) {
  const signIn = useCodeSignIn();
  const resend = useSendCode();
  const [resent, setResent] = useState(false);
  const step = useCodeStep((code) => signIn.mutateAsync(code), { focus: true });

  const sendAgain = () => {
    step.setFailure(null);
    setResent(false);
    resend.mutate(email, {
      onSuccess: () => setResent(true),
      onError: (error) => step.setFailure(errorMessage(error)),
    });
  };

  return (
    <CodeStepForm
      label="Enter your code"
      email={email}
      step={step}
      notice={
        resent ? (
          <p role="status" className="text-sm text-green-700">
            We sent a new code. Use the newest email.
          </p>
        ) : null
      }
    >
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
    </CodeStepForm>
  );
}

function PasskeySignIn() {
  const passkey = usePasskeySignIn();
  const outcome = usePasskeyOutcome({
    dismissed: 'No passkey was used. You can try again, or sign in with a code.',
    failed: 'That passkey could not be used here. Please sign in with a code.',
  });

  const start = () => {
    outcome.clear();
    passkey.mutate(undefined, { onError: outcome.fail });
  };

  return (
    <div className="space-y-3">
      <Button variant="outline" size="lg" onClick={start} disabled={passkey.isPending} className="w-full">
        {passkey.isPending ? <Spinner /> : <KeyRound aria-hidden="true" className="h-4 w-4" />}
        Sign in with a passkey
      </Button>
      <PasskeyOutcome outcome={outcome.outcome} />
    </div>
  );
}

export function SignInScreen() {
  const search = useSearch();
  const [email, setEmail] = useState(() => new URLSearchParams(search).get('email')?.trim() ?? '');
  const [sentTo, setSentTo] = useState<string | null>(null);
  // Kept in memory, so a page the server rendered (a fresh load) has none, as its HTML.
  const [notice] = useState(peekSignInNotice);
  useEffect(() => clearSignInNotice(), []);
  const passkeys = usePasskeyPlace().usable;

  return (
    <div className="account-signed-out flex min-h-[70vh] items-center justify-center bg-gradient-to-br from-brand-50 to-pink-50 px-4 py-16">
      <div className="w-full max-w-md space-y-6 rounded-2xl border border-gray-200 bg-white p-8 shadow-xl">
        <div className="text-center">
          <h1 className="font-display text-3xl font-bold text-gray-900">Sign in</h1>
          <p className="mt-2 text-sm text-gray-600">
            No password needed: we email you a code, and your first sign-in creates your account.
          </p>
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
        {passkeys ? (
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
