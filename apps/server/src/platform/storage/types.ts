import type { Readable } from 'node:stream';

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
