// The media store the configuration names.
import type { Config } from '../config';
import type { Database } from '../db/database';
import { databaseStore, type MediaStore } from './store';

export function chooseMediaStore(_config: Config, database: Database): MediaStore {
  return databaseStore(database.db);
}
