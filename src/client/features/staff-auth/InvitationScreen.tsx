// /staff/invitation#<secret>: the page an emailed invitation opens. It shows whom the link
// invites and as what, and the invitee chooses a username and a password (the rules of
// shared/schemas/password.ts, with the strength hint), then is signed in and taken to the
// admin. The secret stays in the address's fragment, which browsers never send to a server.
import { zodResolver } from '@hookform/resolvers/zod';
import { UserCheck } from 'lucide-react';
import { useForm, useWatch } from 'react-hook-form';
import { useLocation } from 'wouter';
import {
  InvitationAcceptSchema,
  type InvitationAccept,
  type InvitationAcceptInput,
  type InvitationInfo,
} from '../../../shared/schemas/staff-auth';
import { staffRoleLabel } from '../../../shared/staff-roles';
import { PasswordHint } from '../../components/PasswordHint';
import { Button } from '../../components/ui/button';
import { Field, FormError, Input } from '../../components/ui/field';
import { Spinner } from '../../components/ui/spinner';
import { showRefusal } from '../../lib/form-errors';
import { loginErrorMessage, useStaffSignIn } from './api';
import { EmailedLinkPage } from './EmailedLinkPage';

const FIELDS = ['username', 'password'] as const;

export function InvitationScreen() {
  return (
    <EmailedLinkPage<InvitationInfo> title="Join the team" lookupUrl="/api/auth/invitation">
      {(token, invitation) => <AcceptForm token={token} invitation={invitation} />}
    </EmailedLinkPage>
  );
}

function AcceptForm({ token, invitation }: { token: string; invitation: InvitationInfo }) {
  const [, navigate] = useLocation();
  const accept = useStaffSignIn<InvitationAccept>('/api/auth/invitation/accept');
  const {
    register,
    handleSubmit,
    setError,
    control,
    formState: { errors },
  } = useForm<InvitationAcceptInput, unknown, InvitationAccept>({
    resolver: zodResolver(InvitationAcceptSchema),
    defaultValues: { token, username: '', password: '' },
  });
  const password = useWatch({ control, name: 'password' });

  const onSubmit = handleSubmit(async (values) => {
    try {
      await accept.mutateAsync(values);
      navigate('/admin');
    } catch (error) {
      showRefusal(error, setError, { fields: FIELDS }, loginErrorMessage(error));
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5" aria-label="Set up your staff account">
      <p className="text-sm text-gray-700">
        You are invited as <strong>{staffRoleLabel(invitation.role)}</strong> with the email{' '}
        <strong>{invitation.email}</strong>. Choose the name you sign in with and your own password.
      </p>
      <Field label="Username" error={errors.username?.message} hint="Letters a-z, digits, “.”, “-” and “_”.">
        {(ids) => (
          <Input {...ids} autoComplete="username" autoCapitalize="none" spellCheck={false} {...register('username')} />
        )}
      </Field>
      <Field label="Password" error={errors.password?.message} hint={<PasswordHint password={password} />}>
        {(ids) => <Input {...ids} type="password" autoComplete="new-password" {...register('password')} />}
      </Field>
      <FormError message={errors.root?.message} />
      <Button type="submit" size="lg" disabled={accept.isPending} className="w-full">
        {accept.isPending ? <Spinner /> : <UserCheck aria-hidden="true" className="h-4 w-4" />}
        Create my account
      </Button>
    </form>
  );
}
