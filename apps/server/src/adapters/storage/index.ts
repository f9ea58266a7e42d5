import type { StorageConfig } from '../../config';
import { createLocalStorage } from './local-storage';
import { createS3Storage } from './s3-storage';
import type { Storage } from './storage';

export type { ByteRange, Storage, StoredObject, StoredObjectInfo } from './storage';
export { isStorageKey } from './storage-key';

/** The storage the configuration names: DATA_DIR/files by default, an S3-compatible bucket when told. */
export function createStorage(config: StorageConfig): Storage {
  return config.driver === 'local' ? createLocalStorage(config.dir) : createS3Storage(config);
}
