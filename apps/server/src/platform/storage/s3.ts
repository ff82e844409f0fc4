import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { DeleteObjectCommand, GetObjectCommand, HeadObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import type { StorageConfig } from '../config';
import { isSafeKey } from './keys';
import type { ObjectStorage, StoredObject } from './types';

type S3Settings = NonNullable<StorageConfig['s3']>;

/** The part of S3Client used here, so tests can hand in a fake. */
export interface S3Sender {
  send(command: unknown): Promise<unknown>;
}

const isMissing = (err: unknown) => {
  const e = err as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e?.name === 'NoSuchKey' || e?.name === 'NotFound' || e?.$metadata?.httpStatusCode === 404;
};

function checked(key: string): string {
  if (!isSafeKey(key)) throw new Error(`unsafe storage key: ${JSON.stringify(key)}`);
  return key;
}

/** An S3-compatible bucket (MinIO, Aliyun OSS, Tencent COS); uploads are still staged under root/.tmp first. */
export class S3Storage implements ObjectStorage {
  readonly kind = 's3' as const;
  readonly tmpDir: string;
  private readonly client: S3Sender;
  private readonly bucket: string;

  constructor(root: string, s3: S3Settings, client?: S3Sender) {
    this.tmpDir = path.join(path.resolve(root), '.tmp');
    fs.mkdirSync(this.tmpDir, { recursive: true, mode: 0o700 });
    this.bucket = s3.bucket;
    this.client =
      client ??
      new S3Client({
        region: s3.region,
        endpoint: s3.endpoint ?? undefined,
        forcePathStyle: s3.forcePathStyle,
        credentials: { accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey },
        // the SDK's default CRC32 trailer (aws-chunked uploads) is not understood by every S3-compatible
        // store: s3rver and older MinIO, OSS or COS keep the chunk framing as part of the file
        requestChecksumCalculation: 'WHEN_REQUIRED',
        responseChecksumValidation: 'WHEN_REQUIRED',
      });
  }

  async putFile(key: string, stagedPath: string, contentType: string): Promise<void> {
    const { size } = await fsp.stat(stagedPath);
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.bucket,
        Key: checked(key),
        Body: fs.createReadStream(stagedPath),
        ContentLength: size,
        ContentType: contentType,
      }),
    );
    await fsp.rm(stagedPath, { force: true });
  }

  async get(key: string): Promise<StoredObject | null> {
    try {
      const out = (await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: checked(key) }))) as {
        Body?: unknown;
        ContentLength?: number;
      };
      if (!out.Body) return null;
      const body = out.Body as Readable | { transformToWebStream(): ReadableStream };
      const stream = body instanceof Readable ? body : Readable.fromWeb(body.transformToWebStream() as never);
      return { stream, size: out.ContentLength ?? 0 };
    } catch (err) {
      if (isMissing(err)) return null;
      throw err;
    }
  }

  async delete(key: string): Promise<void> {
    try {
      await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: checked(key) }));
    } catch (err) {
      if (!isMissing(err)) throw err;
    }
  }

  async exists(key: string): Promise<boolean> {
    try {
      await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: checked(key) }));
      return true;
    } catch (err) {
      if (isMissing(err)) return false;
      throw err;
    }
  }
}
