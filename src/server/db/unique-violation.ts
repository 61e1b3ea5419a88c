// Which unique index refused a write (SQLSTATE 23505), if that is why it failed. A service
// that checks first ("is this handle taken?") cannot see a concurrent request doing the same
// check, so the index has the last word and the service turns its refusal into the same 409
// the check gives. Drizzle wraps driver errors, so the cause chain is examined.
export function violatedUniqueIndex(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; current && typeof current === 'object' && depth < 5; depth++) {
    const { code, constraint, cause } = current as { code?: unknown; constraint?: unknown; cause?: unknown };
    if (code === '23505') return typeof constraint === 'string' ? constraint : '';
    current = cause;
  }
  return undefined;
}
