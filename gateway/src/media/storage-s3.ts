import fs from 'node:fs';
import fsp from 'node:fs/promises';
import { PassThrough, Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { checkedKey, type Storage } from './storage-types.js';

export interface S3Options {
  bucket: string;
  region: string;
  /** An S3-compatible server (MinIO, Ceph, R2...); unset, AWS's own endpoint for the region. */
  endpoint?: string;
  /** Both or neither; neither, the SDK's usual chain (environment, instance role...). */
  accessKeyId?: string;
  secretAccessKey?: string;
  /** bucket in the path (http://host/bucket/key), as most self-hosted servers want, rather than in the host name. */
  forcePathStyle: boolean;
  /** Where uploads are written while they stream in and are checked, before they go to the bucket. */
  tempDir: string;
}

const notFound = (e: unknown) =>
  e instanceof S3ServiceException && (e.name === 'NotFound' || e.name === 'NoSuchKey' || e.$metadata.httpStatusCode === 404);

/**
 * Media in an S3-compatible bucket, so every replica serves every file. The bucket stays private: the gateway
 * reads it and serves each file only with a signature it minted (routes.ts), exactly as from local disk.
 */
export function s3Storage(opts: S3Options): Storage {
  const client = new S3Client({
    region: opts.region,
    endpoint: opts.endpoint,
    forcePathStyle: opts.forcePathStyle,
    credentials:
      opts.accessKeyId && opts.secretAccessKey ? { accessKeyId: opts.accessKeyId, secretAccessKey: opts.secretAccessKey } : undefined,
    // Checksums only where S3 requires them: several compatible servers reject the newer default trailers.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const Bucket = opts.bucket;
  fs.mkdirSync(opts.tempDir, { recursive: true });

  async function head(key: string) {
    try {
      return await client.send(new HeadObjectCommand({ Bucket, Key: checkedKey(key) }));
    } catch (e) {
      if (notFound(e)) return null;
      throw e;
    }
  }

  return {
    tempDir: opts.tempDir,
    async putFile(key, tempPath) {
      const { size } = await fsp.stat(tempPath);
      await client.send(new PutObjectCommand({ Bucket, Key: checkedKey(key), Body: fs.createReadStream(tempPath), ContentLength: size }));
      await fsp.rm(tempPath, { force: true });
    },
    async putBuffer(key, data) {
      await client.send(new PutObjectCommand({ Bucket, Key: checkedKey(key), Body: data, ContentLength: data.length }));
    },
    read(key, range) {
      // Callers want a stream at once (as from disk); the object's body is piped in when it answers.
      const out = new PassThrough();
      const Range = range ? `bytes=${range.start}-${range.end}` : undefined;
      client
        .send(new GetObjectCommand({ Bucket, Key: checkedKey(key), Range }))
        .then(({ Body }) => {
          if (!(Body instanceof Readable)) throw new Error(`no body for ${key}`);
          Body.on('error', (e) => out.destroy(e)).pipe(out);
          // The reader gave up (a closed connection): stop downloading.
          out.on('close', () => Body.destroy());
        })
        .catch((e: unknown) => out.destroy(e as Error));
      return out;
    },
    async stat(key) {
      const h = await head(key);
      if (!h) return null;
      return { size: h.ContentLength ?? 0, modified: h.LastModified ?? new Date(0), etag: h.ETag ?? `"${h.ContentLength}"` };
    },
    async remove(key) {
      // Idempotent in S3: deleting a missing key succeeds.
      await client.send(new DeleteObjectCommand({ Bucket, Key: checkedKey(key) }));
    },
    exists: async (key) => (await head(key)) !== null,
    url: (key) => `/media/${key}`,
  };
}
