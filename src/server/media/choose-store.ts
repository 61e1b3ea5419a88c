// The media store the configuration names: the database, a directory, or an S3 bucket.
import type { Config } from '../config';
import type { Database } from '../db/database';
import { databaseStore, diskStore, s3Store } from './store';
import type { MediaStore } from '../ports/media-store';

export function chooseMediaStore(config: Config, database: Database): MediaStore {
  const media = config.media;
  if (media.store === 's3') return s3Store(media.s3);
  if (media.store === 'disk') return diskStore(media.dir);
  return databaseStore(database.db);
}
