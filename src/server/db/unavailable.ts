// Which database failures mean "PostgreSQL is not answering right now" (restarting, every
// connection cut, refusing connections, too slow) rather than a bug: those become a 503 the
// client may retry, never a 500. Drizzle wraps driver errors in DrizzleQueryError, so the
// whole cause chain is examined. A refused socket to another dependency (Redis behind the
// rate limits) also reads as unavailable, and a 503 is the right answer for it too.

/** SQLSTATEs of a lost or refused connection, an operator shutdown or a timeout. */
const UNAVAILABLE_CODES = new Set([
  '53300', // too_many_connections
  '57014', // query_canceled (statement_timeout)
  '57P01', // admin_shutdown (pg_terminate_backend, a fast shutdown)
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now (starting up, shutting down, in recovery)
  '57P05', // idle_session_timeout
  '25P03', // idle_in_transaction_session_timeout
]);

/** Socket errors on the way to the server. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/** node-postgres and pg-pool raise these without a code. */
const DRIVER_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'is not queryable',
  'Query read timeout',
  'Cannot use a pool after calling end on the pool',
  // ALTER DATABASE ... ALLOW_CONNECTIONS false (SQLSTATE 55000, which is too broad to list).
  'is not currently accepting connections',
  'the database system is',
];

function isUnavailableOne(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (typeof code === 'string' && (code.startsWith('08') || UNAVAILABLE_CODES.has(code) || NETWORK_CODES.has(code)))
    return true;
  return typeof message === 'string' && DRIVER_MESSAGES.some((m) => message.includes(m));
}

export function isDatabaseUnavailable(error: unknown): boolean {
  const seen = new Set<unknown>();
  let current: unknown = error;
  while (current && typeof current === 'object' && !seen.has(current)) {
    seen.add(current);
    if (isUnavailableOne(current)) return true;
    // Node reports a refused connection to several addresses as an AggregateError.
    if (current instanceof AggregateError && current.errors.some(isUnavailableOne)) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
