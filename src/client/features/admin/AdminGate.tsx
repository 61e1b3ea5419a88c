// The admin area needs a signed-in staff member: while /api/auth/me runs it
// reads Checking authentication...; signed out it toasts Authentication Required and goes
// to /auth/login. The toast is not shown after a deliberate logout (that goes to /).
import { useQuery } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import type { StaffMember } from '../../../shared/schemas/staff-auth';
import { Spinner } from '../../components/ui/spinner';
import { notify } from '../../lib/toast';
import { currentStaffQuery } from '../staff-auth';
import { deliberateSignOut } from './session';

export function AdminGate({ children }: { children: (staff: StaffMember) => ReactNode }) {
  const me = useQuery(currentStaffQuery());
  const [, navigate] = useLocation();
  const signedOut = !me.isPending && !me.data;

  useEffect(() => {
    if (!signedOut) return;
    if (deliberateSignOut.active) {
      deliberateSignOut.active = false;
      navigate('~/', { replace: true });
      return;
    }
    notify({
      title: 'Authentication Required',
      description: 'Please sign in to access the admin dashboard.',
      variant: 'destructive',
    });
    navigate('~/auth/login', { replace: true });
  }, [signedOut, navigate]);

  if (me.data) return <>{children(me.data)}</>;
  return (
    <div role="status" className="flex min-h-[60vh] items-center justify-center gap-2 text-gray-600">
      <Spinner className="h-5 w-5" />
      {me.isPending ? 'Checking authentication...' : 'Redirecting to sign in...'}
    </div>
  );
}
