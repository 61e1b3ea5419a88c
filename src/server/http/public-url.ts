// The store's links (in emails, passkeys, page metadata, the payment provider's return
// address) are built on PUBLIC_URL. A production store whose PUBLIC_URL is not the address
// shoppers reach it at sends links that lead nowhere, and nothing else would say so: it warns
// at start, and once when the first request arrives for another host.
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]', '0.0.0.0']);

/** What is wrong with PUBLIC_URL for a production store, before any request arrives. */
export function publicUrlWarnings(publicUrl: string, env: string): string[] {
  if (env !== 'production') return [];
  const url = new URL(publicUrl);
  const warnings: string[] = [];
  if (LOCAL_HOSTS.has(url.hostname)) {
    warnings.push(
      `PUBLIC_URL is ${publicUrl}: links in emails and the payment page's return address point at this machine. Set PUBLIC_URL to the address shoppers use.`,
    );
  }
  if (url.protocol !== 'https:' && !LOCAL_HOSTS.has(url.hostname))
    warnings.push(`PUBLIC_URL is ${publicUrl}: links in emails will not use https.`);
  return warnings;
}

/**
 * Answers a warning the first time a request names a host other than PUBLIC_URL's, and
 * nothing after that (one line in the log, not one per request).
 */
export function hostMismatchCheck(publicUrl: string): (host: string | undefined) => string | undefined {
  const expected = new URL(publicUrl).host.toLowerCase();
  let warned = false;
  return (host) => {
    if (warned || !host || host.toLowerCase() === expected) return undefined;
    warned = true;
    return `Requests arrive for ${host} but PUBLIC_URL is ${publicUrl}: links in emails and passkeys use PUBLIC_URL. Set it to the address shoppers use.`;
  };
}

/**
 * Logs the start warnings now (PUBLIC_URL's, and the callers' about what depends on it, such as
 * whether passkeys can work with it, in any environment: a developer on another port meets that
 * first) and, in production, the first request for another host.
 */
export function watchPublicUrl(
  app: FastifyInstance,
  { publicUrl, env }: Pick<Config, 'publicUrl' | 'env'>,
  dependentWarnings: (string | undefined)[] = [],
): void {
  for (const warning of [...publicUrlWarnings(publicUrl, env), ...dependentWarnings])
    if (warning) app.log.warn(warning);
  if (env !== 'production') return;
  const check = hostMismatchCheck(publicUrl);
  app.addHook('onRequest', async (request) => {
    const warning = check(request.host);
    if (warning) request.log.warn(warning);
  });
}
