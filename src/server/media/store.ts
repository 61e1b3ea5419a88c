// Where resized photos are kept, by key ("variants/<sha256>/<width>.<ext>"): the database by
// default. Writes are idempotent (the same key always holds the same bytes), so two processes
// making one copy at once both succeed and leave one copy.
import { eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { mediaBlobs } from '../db/schema';

export interface MediaStore {
  /** Which store this is, for logs and the README's words: database, disk or s3. */
  readonly kind: string;
  put(key: string, body: Uint8Array, contentType: string): Promise<void>;
  /** The bytes under the key, or undefined when there are none. */
  get(key: string): Promise<Uint8Array | undefined>;
  has(key: string): Promise<boolean>;
}

/** Keys are paths of lower-case letters, digits, dots, dashes and underscores; never "..". */
export function checkKey(key: string): string {
  if (!/^[a-z0-9_-][a-z0-9._-]*(\/[a-z0-9_-][a-z0-9._-]*)*$/.test(key) || key.length > 300) throw new Error(`Bad media key: ${key}`);
  return key;
}

export function databaseStore(db: Db): MediaStore {
  return {
    kind: 'database',
    async put(key, body) {
      await db
        .insert(mediaBlobs)
        .values({ key: checkKey(key), body })
        .onConflictDoNothing({ target: mediaBlobs.key });
    },
    async get(key) {
      const [row] = await db.select({ body: mediaBlobs.body }).from(mediaBlobs).where(eq(mediaBlobs.key, checkKey(key)));
      return row?.body;
    },
    async has(key) {
      const [row] = await db.select({ key: mediaBlobs.key }).from(mediaBlobs).where(eq(mediaBlobs.key, checkKey(key)));
      return row !== undefined;
    },
  };
}
