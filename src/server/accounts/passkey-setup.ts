// Whether passkeys can work with the store's addresses. A browser makes a passkey only for a
// domain name (never an IP address) that the page is on, and only on an https page or on
// localhost; the server then accepts it from one origin alone. A store set up otherwise fails
// every passkey with nothing in the log to say why: it says so once, at start.
import { isIP } from 'node:net';
import type { Config } from '../config';

/** Host names browsers treat as secure over plain http. */
const isLocalhost = (host: string) => host === 'localhost' || host.endsWith('.localhost');

const defaultPort = (url: URL) => Number(url.port || (url.protocol === 'https:' ? 443 : 80));

/** What stops passkeys from working, and what to set instead; undefined when nothing does. */
export function passkeySetupWarning(rp: Config['passkeys'], publicUrl: string, port: number): string | undefined {
  const origin = new URL(rp.origin);
  const host = origin.hostname;
  if (isIP(rp.rpId.replace(/^\[|\]$/g, ''))) {
    return `Passkeys cannot work: their domain (PASSKEY_RP_ID, else PUBLIC_URL's host) is ${rp.rpId}, an IP address, which browsers refuse. Open the store by a host name and set PUBLIC_URL to it (http://localhost:${port} on this machine).`;
  }
  if (host !== rp.rpId && !host.endsWith(`.${rp.rpId}`)) {
    return `Passkeys cannot work: their origin ${rp.origin} (PASSKEY_ORIGIN, else PUBLIC_URL) is not on their domain ${rp.rpId} (PASSKEY_RP_ID). Set PASSKEY_RP_ID to ${host} or a domain above it.`;
  }
  if (origin.protocol !== 'https:' && !isLocalhost(host)) {
    return `Passkeys cannot work: browsers offer them only on https pages (or http://localhost), and their origin is ${rp.origin}. Set PUBLIC_URL (and PASSKEY_ORIGIN if set) to the store's https address.`;
  }
  if (rp.origin !== new URL(publicUrl).origin) {
    return `Passkeys work only on ${rp.origin} (PASSKEY_ORIGIN), but PUBLIC_URL is ${publicUrl}: shoppers who open the store there cannot add or use one. Set PUBLIC_URL and PASSKEY_ORIGIN to the address shoppers use.`;
  }
  // On this machine nothing stands between browser and server: a store opened at the port it
  // listens on is on another origin than PUBLIC_URL's.
  if (isLocalhost(host) && defaultPort(origin) !== port) {
    return `Passkeys work only on ${rp.origin} (PUBLIC_URL), but the server listens on port ${port}: opened at http://localhost:${port}, the store cannot add or use one. Open it at ${rp.origin}, or set PUBLIC_URL to http://localhost:${port}.`;
  }
  return undefined;
}
