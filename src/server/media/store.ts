// Where resized photos are kept, by key ("variants/<sha256>/<width>.<ext>"): the database by
// default, a directory on disk (MEDIA_DIR) or S3-compatible object storage (S3_BUCKET). A
// directory or bucket also keeps uploaded originals ("originals/<sha256>.<ext>", originals.ts).
// Writes are idempotent (the same key always holds the same bytes), so two processes making
// one copy at once both succeed and leave one copy.
import { randomBytes } from 'node:crypto';
import { access, mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { GetObjectCommand, HeadObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { mediaBlobs } from '../db/schema';
import type { MediaStore, S3Settings } from '../ports/media-store';

/** Keys are paths of lower-case letters, digits, dots, dashes and underscores; never "..". */
export function checkKey(key: string): string {
  if (!/^[a-z0-9_-][a-z0-9._-]*(\/[a-z0-9_-][a-z0-9._-]*)*$/.test(key) || key.length > 300)
    throw new Error(`Bad media key: ${key}`);
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
      const [row] = await db
        .select({ body: mediaBlobs.body })
        .from(mediaBlobs)
        .where(eq(mediaBlobs.key, checkKey(key)));
      return row?.body;
    },
    async has(key) {
      const [row] = await db
        .select({ key: mediaBlobs.key })
        .from(mediaBlobs)
        .where(eq(mediaBlobs.key, checkKey(key)));
      return row !== undefined;
    },
  };
}

/** A directory on disk: one file per key, written whole (a temporary file renamed into place). */
export function diskStore(dir: string): MediaStore {
  const pathOf = (key: string) => join(dir, checkKey(key));
  return {
    kind: 'disk',
    async put(key, body) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      const temporary = `${path}.${randomBytes(8).toString('hex')}.tmp`;
      await writeFile(temporary, body);
      await rename(temporary, path);
    },
    async get(key) {
      try {
        return await readFile(pathOf(key));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
        throw error;
      }
    },
    async has(key) {
      try {
        await access(pathOf(key));
        return true;
      } catch {
        return false;
      }
    },
  };
}

const isMissing = (error: unknown) => {
  const e = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e.name === 'NoSuchKey' || e.name === 'NotFound' || e.$metadata?.httpStatusCode === 404;
};

/** S3 or an S3-compatible object store; objects carry their type and an immutable cache header. */
export function s3Store(settings: S3Settings): MediaStore {
  const client = new S3Client({
    region: settings.region,
    forcePathStyle: settings.forcePathStyle,
    ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
    ...(settings.credentials ? { credentials: settings.credentials } : {}),
    // Checksums only where S3 requires them: several S3-compatible services reject or omit the newer ones.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const Bucket = settings.bucket;
  return {
    kind: 's3',
    async put(key, body, contentType) {
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key: checkKey(key),
          Body: body,
          ContentType: contentType,
          CacheControl: 'public, max-age=31536000, immutable',
        }),
      );
    },
    async get(key) {
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket, Key: checkKey(key) }));
        return answer.Body ? await answer.Body.transformToByteArray() : undefined;
      } catch (error) {
        if (isMissing(error)) return undefined;
        throw error;
      }
    },
    async has(key) {
      try {
        await client.send(new HeadObjectCommand({ Bucket, Key: checkKey(key) }));
        return true;
      } catch (error) {
        if (isMissing(error)) return false;
        throw error;
      }
    },
    close: () => client.destroy(),
  };
}
