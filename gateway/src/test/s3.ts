import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from '@20minutes/s3rver';
import { HeadObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { expect, inject } from 'vitest';
import { filesUnder } from './media.js';

/** s3rver checks signatures against this fixed key pair. */
const KEY_PAIR = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

export interface TestObjectStore {
  /** The gateway's configuration for this store. */
  env: Record<string, string>;
  client: S3Client;
  bucket: string;
  has(key: string): Promise<boolean>;
  /** Every key in the bucket. */
  keys(): Promise<string[]>;
  /** Copies the demo media (seeded once for the test run onto disk) into the bucket, as the seed would write them. */
  putDemoMedia(): Promise<void>;
  stop(): Promise<void>;
}

/** A local S3-compatible server (s3rver, on this machine, files in a temporary directory) with one empty bucket. */
export async function startObjectStore(bucket = 'memorial-media'): Promise<TestObjectStore> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'memorial-s3-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: [{ name: bucket }] });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const client = new S3Client({ region: 'us-east-1', endpoint, forcePathStyle: true, credentials: KEY_PAIR });
  return {
    env: {
      S3_ENDPOINT: endpoint,
      S3_BUCKET: bucket,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: KEY_PAIR.accessKeyId,
      S3_SECRET_ACCESS_KEY: KEY_PAIR.secretAccessKey,
      S3_FORCE_PATH_STYLE: 'true',
    },
    client,
    bucket,
    has: (key) =>
      client.send(new HeadObjectCommand({ Bucket: bucket, Key: key })).then(
        () => true,
        (e: { name?: string }) => {
          if (e.name === 'NotFound') return false;
          throw e;
        },
      ),
    async keys() {
      // Read as s3rver answers an unsigned listing (the SDK's signed ListObjects fails its signature check).
      const xml = await (await fetch(`${endpoint}/${bucket}?list-type=2&max-keys=1000`)).text();
      expect(xml).toContain('<IsTruncated>false</IsTruncated>');
      return [...xml.matchAll(/<Key>([^<]+)<\/Key>/g)].map((m) => m[1]!).sort();
    },
    async putDemoMedia() {
      const root = inject('mediaDir');
      const files = filesUnder(root).filter((f) => !f.startsWith('.'));
      await Promise.all(
        files.map((f) =>
          client.send(
            new PutObjectCommand({ Bucket: bucket, Key: f.split(path.sep).join('/'), Body: fs.readFileSync(path.join(root, f)) }),
          ),
        ),
      );
    },
    async stop() {
      client.destroy();
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
