import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import { BOOT_SCRIPT, HEAD_SCRIPT } from '../../shared/page-render';
import { HttpError } from './errors';

/** The inline scripts the pages carry, each allowed by its hash. */
const inlineScriptHashes = [HEAD_SCRIPT, BOOT_SCRIPT].map(
  (script) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`,
);

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Headers only a document (or a worker) obeys: a script or a stylesheet it loads ignores
 * them. The build's scripts and stylesheets are sent without them, about 600 bytes less on
 * each of a page's files; nosniff, CORP, HSTS and the referrer policy stay.
 */
export const DOCUMENT_ONLY_HEADERS = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'x-frame-options',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
] as const;

/** Helmet's headers for these options. They never vary by request, so they are computed once. */
function securityHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: unknown) => void (headers[name.toLowerCase()] = String(value)),
    removeHeader: (name: string) => void delete headers[name.toLowerCase()],
    getHeader: (name: string) => headers[name.toLowerCase()],
  };
  let done = false;
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
    done = true;
  });
  if (!done) throw new Error('helmet did not finish synchronously');
  return headers;
}

/**
 * Security headers and a Content-Security-Policy that allows only the store's own files, on
 * every answer. (@fastify/helmet ran helmet anew for each request, re-parsing the policy: a
 * quarter of the server's CPU on a cached catalogue answer.)
 */
export function registerSecurityHeaders(app: FastifyInstance, options: { hsts: boolean }) {
  const headers = securityHeaders({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...inlineScriptHashes],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https://cdn.shopify.com'],
        fontSrc: ["'self'"],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'none'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
      },
    },
    strictTransportSecurity: options.hsts ? { maxAge: 15_552_000, includeSubDomains: true } : false,
    crossOriginEmbedderPolicy: false,
  });
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}

/**
 * Cookie-authenticated state changes refuse cross-site requests: a browser says where a
 * request comes from in Sec-Fetch-Site (and Origin); anything but our own origin gets 403.
 * Requests without either header do not come from a browser page and carry no ambient cookie risk.
 */
export function refuseCrossSiteWrites(app: FastifyInstance) {
  app.addHook('onRequest', async (request) => {
    if (!STATE_CHANGING.has(request.method)) return;
    const site = request.headers['sec-fetch-site'];
    if (site && site !== 'same-origin' && site !== 'none') {
      throw new HttpError(403, 'Cross-site request refused');
    }
    const origin = request.headers.origin;
    if (!origin) return;
    // "null" comes from a sandboxed frame, a data: or file: page, or a form sent on after a
    // cross-origin redirect: an opaque origin, never ours. The storefront writes with fetch(),
    // which always sends its real origin (our Referrer-Policy: no-referrer nulls the Origin of
    // native form posts only, and the API takes no form bodies), so "null" is refused like a
    // foreign origin (new URL('null') throws). An origin is scheme, host and port: a page of our
    // host served over plain HTTP (which anyone on the network can rewrite) is not our HTTPS
    // store. Behind a TLS proxy the scheme is X-Forwarded-Proto, read when TRUST_PROXY trusts it.
    const theirs = originOf(origin);
    if (!theirs || theirs !== originOf(`${request.protocol}://${request.host}`))
      throw new HttpError(403, 'Cross-site request refused');
  });
}

/** Scheme, host and port as a browser writes them (no default port); undefined when not a URL. */
function originOf(url: string): string | undefined {
  try {
    const { origin } = new URL(url);
    return origin === 'null' ? undefined : origin;
  } catch {
    return undefined;
  }
}
