// Catalogue changes across processes on one PostgreSQL, so every process's cache forgets a
// change made through another. Each process keeps one
// connection of its own, outside the pool, that LISTENs on `catalog_changed`, and empties
// its catalogue cache on every notification from another process; each change signalled here
// sends `NOTIFY catalog_changed` once the change has committed (the writers call it after
// their transaction). PGlite is one process: nothing to relay.
//
// A cut listening connection (PostgreSQL restarted, pg_terminate_backend, a network fault)
// loses the notifications sent meanwhile, so every (re)connection empties the cache once
// LISTEN is in place; reconnection backs off from 100 ms to 5 s and never throws. Until it
// is back, the cache's 10 s lifetime bounds what this process may miss.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type pg from 'pg';
import type { Database } from '../db/database';
import type { CatalogEvents } from './events';

export const CATALOG_CHANNEL = 'catalog_changed';
export const LISTENER_APPLICATION_NAME = 'tj-store catalogue listener';

export interface RelayOptions {
  /** First reconnection delay; doubles per failed attempt up to maxDelayMs (with jitter). */
  minDelayMs?: number;
  maxDelayMs?: number;
  /** The longest a NOTIFY may take before it is sent another way. */
  sendTimeoutMs?: number;
}

export interface CatalogNotifications {
  /** listening: LISTEN is in place; connecting / waiting: between connections; closed: app closed. */
  readonly state: 'connecting' | 'listening' | 'waiting' | 'closed';
  /** PostgreSQL's process id of the listening connection while listening (for tests and operators). */
  readonly backendPid: number | undefined;
  /** Connections that reached LISTEN so far, the first included. */
  readonly connections: number;
  /** NOTIFYs this process has sent, and notifications of other processes' changes it has heard. */
  readonly sent: number;
  readonly heard: number;
  /** Resolves once no NOTIFY is being sent or waiting to be. */
  settled(): Promise<void>;
  /** Stops listening and ends the connection; waits for a NOTIFY being sent. */
  close(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The cross-process catalogue relay; undefined on PGlite. */
    catalogNotifications: CatalogNotifications | undefined;
  }
}

const ignore = () => {};

function bounded<T>(work: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} took longer than ${ms} ms`)), ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

/**
 * Starts relaying catalogue changes for `database` (PostgreSQL only), waiting for the first
 * LISTEN (a failure is logged and retried in the background). Exposed as
 * `app.catalogNotifications`, closed with the app.
 */
export async function relayCatalogChanges(
  app: FastifyInstance,
  database: Database,
  options: RelayOptions = {},
): Promise<void> {
  const relay =
    database.driver === 'postgres' && database.session
      ? await startRelay(database, app.catalogEvents, app.log, options)
      : undefined;
  app.decorate('catalogNotifications', relay);
  if (relay) app.addHook('onClose', () => relay.close());
}

export async function startRelay(
  database: Database,
  events: CatalogEvents,
  log: FastifyBaseLogger,
  options: RelayOptions = {},
): Promise<CatalogNotifications> {
  const { minDelayMs = 100, maxDelayMs = 5_000, sendTimeoutMs = 5_000 } = options;
  const openSession = database.session!.bind(database);
  // Our own notifications come back to us too; this process emptied its cache when it made
  // the change, so it skips them.
  const self = randomUUID();

  let closed = false;
  let sent = 0;
  let heard = 0;
  let state: CatalogNotifications['state'] = 'connecting';
  /** The connection while listening, and how to give it up. */
  let current: { session: pg.Client; pid: number; drop: (error: unknown) => void } | undefined;
  let connections = 0;
  let failures = 0;
  let timer: NodeJS.Timeout | undefined;
  let connecting: Promise<void> = Promise.resolve();
  let warned = false;

  function schedule() {
    state = 'waiting';
    const delay = Math.min(maxDelayMs, minDelayMs * 2 ** failures) * (0.5 + Math.random() / 2);
    failures++;
    timer = setTimeout(() => {
      timer = undefined;
      connecting = connect();
    }, delay);
  }

  async function connect(): Promise<void> {
    if (closed) return;
    state = 'connecting';
    const session = openSession(LISTENER_APPLICATION_NAME);
    let dropped = false;
    const drop = (error: unknown) => {
      if (dropped) return;
      dropped = true;
      if (current?.session === session) current = undefined;
      session.removeAllListeners('notification');
      void session.end().catch(ignore);
      if (closed) return;
      // One warning per outage, not one per attempt.
      if (!warned) log.warn({ err: error }, 'catalogue change listener disconnected; reconnecting');
      warned = true;
      schedule();
    };
    // Errors and ends of this connection are handled here and never reach the process.
    session.on('error', drop);
    session.on('end', () => drop(new Error('connection ended')));
    session.on('notification', (message) => {
      if (message.channel !== CATALOG_CHANNEL || message.payload === self) return;
      heard++;
      events.changedElsewhere();
    });
    let pid: number;
    try {
      await session.connect();
      await bounded(session.query(`listen ${CATALOG_CHANNEL}`), sendTimeoutMs, 'LISTEN');
      pid = (
        await bounded(
          session.query<{ pid: number }>('select pg_backend_pid() as pid'),
          sendTimeoutMs,
          'pg_backend_pid()',
        )
      ).rows[0]!.pid;
    } catch (error) {
      drop(error);
      return;
    }
    if (dropped) return;
    current = { session, pid, drop };
    if (closed) return; // close() ends it
    // Changes made while this process was not listening went unheard: forget every answer.
    // After LISTEN, so a change committed from here on is either seen by the reads that
    // follow or announced by a notification still to come.
    events.changedElsewhere();
    state = 'listening';
    connections++;
    failures = 0;
    if (warned) log.info('catalogue change listener reconnected; catalogue cache emptied');
    warned = false;
  }

  // Sending: at most one NOTIFY in flight; changes made meanwhile are announced by one more
  // NOTIFY sent after it, so a notification always follows each change's commit.
  let busy = false;
  let again = false;
  let sending: Promise<void> = Promise.resolve();

  async function sendOne(): Promise<void> {
    const listener = state === 'listening' ? current : undefined;
    if (listener) {
      try {
        // Named, so the connection parses it once: it goes out after nearly every order.
        await bounded(
          listener.session.query({
            name: 'catalog-notify',
            text: 'select pg_notify($1, $2)',
            values: [CATALOG_CHANNEL, self],
          }),
          sendTimeoutMs,
          'NOTIFY',
        );
        sent++;
        return;
      } catch (error) {
        // A listening connection that cannot send hears nothing either: replace it.
        listener.drop(error);
      }
    }
    try {
      await bounded(database.db.execute(sql`select pg_notify(${CATALOG_CHANNEL}, ${self})`), sendTimeoutMs, 'NOTIFY');
      sent++;
    } catch (error) {
      log.warn(
        { err: error },
        'could not tell the other processes of a catalogue change; their caches may show the old answers for up to 10 s',
      );
    }
  }

  function publish() {
    if (busy) {
      again = true;
      return;
    }
    busy = true;
    sending = (async () => {
      try {
        do {
          again = false;
          await sendOne();
        } while (again);
      } finally {
        // In the same step as the last check of `again`: no change falls in between.
        busy = false;
      }
    })();
  }

  const unsubscribe = events.onLocalChange(publish);
  let closing: Promise<void> | undefined;
  connecting = connect();
  await connecting;

  return {
    get state() {
      return state;
    },
    get backendPid() {
      return state === 'listening' ? current?.pid : undefined;
    },
    get connections() {
      return connections;
    },
    get sent() {
      return sent;
    },
    get heard() {
      return heard;
    },
    async settled() {
      while (busy) await sending;
    },
    close() {
      closing ??= (async () => {
        // Changes committed before closing are still announced.
        unsubscribe();
        await sending;
        closed = true;
        state = 'closed';
        clearTimeout(timer);
        await connecting;
        const last = current;
        current = undefined;
        if (last) {
          last.session.removeAllListeners('notification');
          await last.session.end().catch(ignore);
        }
      })();
      return closing;
    },
  };
}
