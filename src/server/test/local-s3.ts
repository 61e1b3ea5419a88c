// A local S3 (s3rver) in a temporary directory, for tests of the S3 media store: the
// settings to open the store with, and the environment that configures the app for it.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import type { S3Settings } from '../ports/media-store';

export interface LocalS3 {
  settings: S3Settings;
  env: Record<string, string>;
  /** Where s3rver keeps the objects: <dir>/<bucket>/<key>... */
  dir: string;
  close(): Promise<void>;
}

export async function startS3rver(bucket: string): Promise<LocalS3> {
  const dir = await mkdtemp(join(tmpdir(), 'media-s3rver-'));
  const s3rver = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory: dir,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await s3rver.run();
  const credentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };
  const settings: S3Settings = {
    bucket,
    region: 'us-east-1',
    endpoint: `http://127.0.0.1:${port}`,
    credentials,
    forcePathStyle: true,
  };
  const env = {
    S3_BUCKET: bucket,
    S3_REGION: settings.region,
    S3_ENDPOINT: settings.endpoint!,
    S3_ACCESS_KEY_ID: credentials.accessKeyId,
    S3_SECRET_ACCESS_KEY: credentials.secretAccessKey,
    S3_FORCE_PATH_STYLE: 'true',
  };
  return {
    settings,
    env,
    dir,
    async close() {
      await s3rver.close();
      await rm(dir, { recursive: true, force: true });
    },
  };
}
