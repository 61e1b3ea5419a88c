// The card around a page an emailed link opens (an invitation, a password reset): the secret
// read from the address's fragment, which browsers never send to a server, then "checking",
// the link's refusal, or the form once the link is known good.
import { useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { Logo } from '../../components/brand/Logo';
import { Spinner } from '../../components/ui/spinner';
import { apiRequest } from '../../lib/api';
import { loginErrorMessage } from './api';

export function EmailedLinkPage<T>({
  title,
  lookupUrl,
  children,
}: {
  title: string;
  lookupUrl: string;
  children: (token: string, info: T) => ReactNode;
}) {
  const [token] = useState(() =>
    typeof window === 'undefined' ? '' : decodeURIComponent(window.location.hash.slice(1)),
  );
  const link = useQuery({
    queryKey: ['staff', lookupUrl, token],
    queryFn: () => apiRequest<T>(lookupUrl, { body: { token } }),
    enabled: token !== '',
    retry: false,
  });

  return (
    <div className="flex min-h-[70vh] items-center justify-center bg-gradient-to-br from-brand-50 to-pink-50 px-4 py-16">
      <div className="w-full max-w-md rounded-2xl border border-gray-200 bg-white p-8 shadow-xl">
        <div className="mb-6 text-center">
          <Logo className="justify-center text-gray-900" />
          <h1 className="mt-4 font-display text-3xl font-bold text-gray-900">{title}</h1>
        </div>
        {token === '' || link.isError ? (
          <p role="alert" className="rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-700">
            {token === '' ? 'This link is not complete.' : loginErrorMessage(link.error)}
          </p>
        ) : link.data ? (
          children(token, link.data)
        ) : (
          <p role="status" className="flex items-center justify-center gap-2 py-8 text-sm text-gray-600">
            <Spinner /> Checking the link...
          </p>
        )}
      </div>
    </div>
  );
}
