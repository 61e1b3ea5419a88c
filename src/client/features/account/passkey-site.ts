// Whether this page may offer passkeys. The browser must have them, and the page must be on
// the one origin the store accepts them from (GET /api/store/passkeys): elsewhere the browser
// would make a passkey the server then refuses (another port of localhost), or none at all (an
// IP address, which WebAuthn never takes as a passkey's domain). Until the store answers, or
// when it cannot be asked, passkeys are offered, as the server's HTML offers them: the store's
// own address, where nearly every shopper is, never sees the offer come and go.
import { useQuery } from '@tanstack/react-query';
import type { PasskeySite } from '../../../shared/schemas/account';
import { apiRequest } from '../../lib/api';
import { isIpAddress, usePageOrigin, usePasskeysSupported } from './webauthn';

export type PasskeyPlace =
  | { usable: true }
  | { usable: false; why: 'browser' | 'ip-address' }
  /** Another origin than the store's: `origin` is where passkeys work. */
  | { usable: false; why: 'elsewhere'; origin: string };

export function usePasskeyPlace(): PasskeyPlace {
  const supported = usePasskeysSupported();
  const origin = usePageOrigin();
  const site = useQuery({
    queryKey: ['passkey-site'],
    queryFn: ({ signal }) => apiRequest<PasskeySite>('/api/store/passkeys', { signal }),
    enabled: supported && origin !== null,
    staleTime: Infinity,
    retry: false,
  });
  if (!supported) return { usable: false, why: 'browser' };
  if (origin === null) return { usable: true };
  if (site.data && site.data.origin !== origin) return { usable: false, why: 'elsewhere', origin: site.data.origin };
  if (isIpAddress(new URL(origin).hostname)) return { usable: false, why: 'ip-address' };
  return { usable: true };
}
