import type { Readable } from 'node:stream';
import type { StorageConfig } from '../config';
import { LocalStorage } from './local';
import { S3Storage } from './s3';

export interface StoredObject {
  stream: Readable;
  size: number;
}

/**
 * Where file contents live: a folder (LocalStorage) or an S3-compatible bucket
 * (S3Storage: MinIO, OSS, COS). Keys come from `makeKey` only. Uploads are
 * always staged on local disk first, in `tmpDir` inside the storage root, so
 * they can be checked before anything is stored.
 */
export interface ObjectStorage {
  readonly kind: 'local' | 's3';
  /** staging folder for uploads being checked; inside the storage root */
  readonly tmpDir: string;
  /** stores a staged local file under key; the staged file is gone afterwards */
  putFile(key: string, stagedPath: string, contentType: string): Promise<void>;
  /** null when nothing is stored under key */
  get(key: string): Promise<StoredObject | null>;
  /** removing a key that does not exist is not an error */
  delete(key: string): Promise<void>;
  exists(key: string): Promise<boolean>;
}

export function createStorage(config: StorageConfig): ObjectStorage {
  if (config.kind === 's3') {
    if (!config.s3) throw new Error('STORAGE=s3 needs S3_BUCKET, S3_ACCESS_KEY and S3_SECRET_KEY');
    return new S3Storage(config.root, config.s3);
  }
  return new LocalStorage(config.root);
}
