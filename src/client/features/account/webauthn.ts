// Passkeys through the browser's WebAuthn prompt. The library loads on first use, so it is
// in no page's first load.
import { useSyncExternalStore } from 'react';
import type {
  AuthenticationResponseJSON,
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
  RegistrationResponseJSON,
} from '@simplewebauthn/browser';

/** Whether this browser can use passkeys at all. */
export const passkeysSupported = (): boolean =>
  typeof window !== 'undefined' && typeof window.PublicKeyCredential === 'function';

const noChanges = () => () => undefined;

/**
 * Whether this browser has passkeys. The server's HTML assumes it does, as nearly every
 * browser now does, so the sign-in form does not move when the page comes alive.
 */
export const usePasskeysSupported = (): boolean => useSyncExternalStore(noChanges, passkeysSupported, () => true);

/** The page's origin; null while the server renders, which knows no address. */
export const usePageOrigin = (): string | null =>
  useSyncExternalStore(
    noChanges,
    () => window.location.origin,
    () => null,
  );

/** An IPv4 or IPv6 address (as location.hostname writes it, [::1]): never a passkey's domain. */
export const isIpAddress = (hostname: string): boolean =>
  /^\d{1,3}(\.\d{1,3}){3}$/.test(hostname) || hostname.startsWith('[');

/** The browser's answer to the server's sign-in options. */
export async function passkeyAssertion(options: unknown): Promise<AuthenticationResponseJSON> {
  const { startAuthentication } = await import('@simplewebauthn/browser');
  return startAuthentication({ optionsJSON: options as PublicKeyCredentialRequestOptionsJSON });
}

/** The browser's new credential for the server's registration options. */
export async function passkeyRegistration(options: unknown): Promise<RegistrationResponseJSON> {
  const { startRegistration } = await import('@simplewebauthn/browser');
  return startRegistration({ optionsJSON: options as PublicKeyCredentialCreationOptionsJSON });
}

/**
 * The shopper closed the prompt, or let it time out. Browsers report both as NotAllowedError
 * (the library keeps the browser's name), so they read alike.
 */
export const passkeyPromptDismissed = (error: unknown): boolean =>
  error instanceof Error && (error.name === 'NotAllowedError' || error.name === 'AbortError');

/** This authenticator already holds a passkey for the account. */
export const passkeyAlreadyRegistered = (error: unknown): boolean =>
  error instanceof Error && error.name === 'InvalidStateError';

const PLATFORMS: ReadonlyArray<readonly [name: string, agent: RegExp]> = [
  ['iPhone', /iPhone/],
  ['iPad', /iPad/],
  ['Android', /Android/],
  ['Mac', /Macintosh|Mac OS X/],
  ['Windows', /Windows/],
  ['ChromeOS', /CrOS/],
  ['Linux', /Linux/],
];

/** "Passkey on Mac", from what the browser tells of its platform. */
export function defaultPasskeyName(): string {
  const hinted = (navigator as Navigator & { userAgentData?: { platform?: string } }).userAgentData?.platform;
  const platform = hinted || PLATFORMS.find(([, agent]) => agent.test(navigator.userAgent))?.[0];
  return platform ? `Passkey on ${platform}` : 'Passkey';
}
