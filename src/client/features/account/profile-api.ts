// The profile (name, newsletter), changing the email by a code sent to the new address, the
// data export and deleting the account.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useLocation } from 'wouter';
import type { CodeSent, Customer, ProfileUpdate } from '../../../shared/schemas/account';
import { toRequestError } from '../../lib/api';
import { ACCOUNT_HOME, accountRequest, CUSTOMER_KEY, signedOut } from './api';

export const EXPORT_FILE_NAME = 'tj-fashion-account.json';

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (update: ProfileUpdate) =>
      accountRequest<Customer>(queryClient, '/api/account/me', { method: 'PATCH', body: update }),
    onSuccess: (customer) => queryClient.setQueryData(CUSTOMER_KEY, customer),
  });
}

export function useSendEmailChangeCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (email: string) =>
      accountRequest<CodeSent>(queryClient, '/api/account/email/code', { body: { email } }),
  });
}

export function useChangeEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => accountRequest<Customer>(queryClient, '/api/account/email', { body: { code } }),
    onSuccess: (customer) => queryClient.setQueryData(CUSTOMER_KEY, customer),
  });
}

/** Deleted and signed out; the browser's cart and wishlist stay as they are. */
export function useDeleteAccount() {
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  return useMutation({
    mutationFn: (email: string) =>
      accountRequest<unknown>(queryClient, '/api/account/me', { method: 'DELETE', body: { email } }),
    onSuccess: () => {
      signedOut(queryClient, 'Your account was deleted.', { keepLists: true });
      navigate(ACCOUNT_HOME);
    },
  });
}

/** Everything the store keeps about the shopper, saved as a JSON file. */
export async function downloadAccountData(): Promise<void> {
  const response = await fetch('/api/account/export', {
    credentials: 'include',
    headers: { accept: 'application/json' },
  });
  if (!response.ok) throw await toRequestError(response);
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = EXPORT_FILE_NAME;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked after the click has handed the file to the browser.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
