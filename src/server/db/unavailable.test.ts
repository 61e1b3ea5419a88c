import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from './unavailable';

/** What node-postgres raises for a server error: an Error with the SQLSTATE in `code`. */
const pgError = (code: string, message = 'server error') => Object.assign(new Error(message), { code });
/** Drizzle wraps every driver error like this. */
const wrapped = (cause: unknown) => Object.assign(new Error('Failed query: select 1\nparams: '), { cause });

describe('telling "PostgreSQL is not answering" from a bug', () => {
  it("recognises a cut or refused connection, directly or inside Drizzle's wrapper", () => {
    const unavailable = [
      pgError('57P01', 'terminating connection due to administrator command'),
      pgError('57P03', 'the database system is starting up'),
      pgError('08006'),
      pgError('53300', 'sorry, too many clients already'),
      pgError('57014', 'canceling statement due to statement timeout'),
      pgError('55000', 'database "shop" is not currently accepting connections'),
      Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }),
      new Error('Connection terminated unexpectedly'),
      new Error('timeout exceeded when trying to connect'),
      new Error('Client has encountered a connection error and is not queryable'),
      new AggregateError([Object.assign(new Error('connect ECONNREFUSED ::1:5432'), { code: 'ECONNREFUSED' })]),
    ];
    for (const error of unavailable) {
      expect(isDatabaseUnavailable(error), error.message).toBe(true);
      expect(isDatabaseUnavailable(wrapped(error)), error.message).toBe(true);
    }
  });

  it('leaves constraint violations, bad SQL and other errors alone', () => {
    const others = [
      pgError('23505', 'duplicate key value violates unique constraint'),
      pgError('42P01', 'relation "nope" does not exist'),
      pgError('55000', 'object not in prerequisite state'),
      new TypeError("Cannot read properties of undefined (reading 'id')"),
      'a string',
      undefined,
    ];
    for (const error of others) {
      expect(isDatabaseUnavailable(error)).toBe(false);
      expect(isDatabaseUnavailable(wrapped(error))).toBe(false);
    }
  });

  it('survives a cause chain that loops', () => {
    const a: Error & { cause?: unknown } = new Error('a');
    a.cause = wrapped(a);
    expect(isDatabaseUnavailable(a)).toBe(false);
  });
});
