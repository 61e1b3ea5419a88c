// /auth/login: the card around the form, and "Forgot password?" in its place when asked for.
// Someone already signed in goes straight to /admin.
import { useQuery } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import { useState } from 'react';
import { Link, Redirect, useLocation } from 'wouter';
import { Logo } from '../../components/brand/Logo';
import { buttonClasses } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { currentStaffQuery } from './api';
import { ForgotPasswordForm } from './ForgotPasswordForm';
import { StaffLoginForm } from './StaffLoginForm';

export function StaffLoginScreen() {
  const [, navigate] = useLocation();
  const me = useQuery(currentStaffQuery());
  const [forgot, setForgot] = useState(false);
  if (me.data) return <Redirect to="/admin" replace />;

  return (
    <div className="flex min-h-[70vh] items-center justify-center bg-gradient-to-br from-brand-50 to-pink-50 px-4 py-16">
      <div className="w-full max-w-md rounded-2xl border border-gray-200 bg-white p-8 shadow-xl">
        <div className="mb-6 text-center">
          <Logo className="justify-center text-gray-900" />
          <h1 className="mt-4 font-display text-3xl font-bold text-gray-900">Admin Login</h1>
          <p className="mt-1 text-sm text-gray-600">Sign in to access the admin dashboard</p>
        </div>
        {me.isPending ? (
          <p role="status" className="flex items-center justify-center gap-2 py-8 text-sm text-gray-600">
            <Spinner /> Checking authentication...
          </p>
        ) : forgot ? (
          <ForgotPasswordForm onBack={() => setForgot(false)} />
        ) : (
          <>
            <StaffLoginForm onSignedIn={() => navigate('/admin')} />
            <button
              type="button"
              onClick={() => setForgot(true)}
              className="mt-3 w-full text-center text-sm text-brand-700 underline hover:text-brand-900"
            >
              Forgot password?
            </button>
          </>
        )}
        <div className="mt-6 text-center">
          <Link href="/" className={buttonClasses('ghost', 'md')}>
            <ArrowLeft aria-hidden="true" className="h-4 w-4" />
            Back to Store
          </Link>
        </div>
      </div>
    </div>
  );
}
