import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import type { StorageConfig } from '../config';

/** What the tests use of s3rver (the package ships no types). */
interface S3rverServer {
  run(): Promise<{ address: string; port: number }>;
  close(): Promise<void>;
}
type S3rverCtor = new (options: {
  address: string;
  port: number;
  silent: boolean;
  directory: string;
  configureBuckets: { name: string; configs: string[] }[];
}) => S3rverServer;

export interface LoopbackS3 {
  /** the settings a server process would read from S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY … */
  s3: NonNullable<StorageConfig['s3']>;
  /** the folder s3rver keeps its objects in: what is there is in the bucket */
  directory: string;
  close(): Promise<void>;
}

/**
 * A real S3-compatible server (s3rver) on a free loopback port with one empty
 * bucket: requests are signed, sent over HTTP and answered in S3's XML, as by
 * MinIO or a cloud bucket.
 */
export async function startLoopbackS3(bucket = 'cppcc-test'): Promise<LoopbackS3> {
  const S3rver = createRequire(import.meta.url)('s3rver') as S3rverCtor;
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'cppcc-s3-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: [{ name: bucket, configs: [] }] });
  const { port } = await server.run();
  return {
    s3: {
      endpoint: `http://127.0.0.1:${port}`,
      bucket,
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
      region: 'us-east-1',
      forcePathStyle: true,
    },
    directory,
    async close() {
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
