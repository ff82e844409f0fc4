import type { StorageConfig } from '../config';
import { LocalStorage } from './local';
import { S3Storage } from './s3';
import type { ObjectStorage } from './types';

export type { ObjectStorage, StoredObject } from './types';

export function createStorage(config: StorageConfig): ObjectStorage {
  if (config.kind === 's3') {
    if (!config.s3) throw new Error('STORAGE=s3 needs S3_BUCKET, S3_ACCESS_KEY and S3_SECRET_KEY');
    return new S3Storage(config.root, config.s3);
  }
  return new LocalStorage(config.root);
}
