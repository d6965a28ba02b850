import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import type { Config } from '../config.js';
import { checkedKey, type Storage } from './storage-types.js';

export { type ByteRange, type Storage } from './storage-types.js';

/**
 * The storage this configuration asks for: the object store when S3_BUCKET is set, MEDIA_DIR otherwise. The S3
 * client is loaded only then: it is 24 MB of the gateway's memory, which a gateway on local disk does not need.
 */
export async function createStorage(config: Config): Promise<Storage> {
  if (config.s3) return (await import('./storage-s3.js')).s3Storage({ ...config.s3, tempDir: path.join(config.DATA_DIR, 'incoming') });
  return localStorage(config.mediaDir);
}

export function localStorage(root: string): Storage {
  const tempDir = path.join(root, '.incoming');
  fs.mkdirSync(tempDir, { recursive: true });
  const file = (key: string) => path.join(root, checkedKey(key));
  return {
    tempDir,
    async putFile(key, tempPath) {
      await fsp.mkdir(path.dirname(file(key)), { recursive: true });
      await fsp.rename(tempPath, file(key));
    },
    async putBuffer(key, data) {
      await fsp.mkdir(path.dirname(file(key)), { recursive: true });
      await fsp.writeFile(file(key), data);
    },
    read: (key, range) => fs.createReadStream(file(key), range),
    async stat(key) {
      const s = await fsp.stat(file(key)).catch(() => null);
      if (!s?.isFile()) return null;
      return { size: s.size, modified: s.mtime, etag: `"${s.size.toString(16)}-${Math.floor(s.mtimeMs).toString(16)}"` };
    },
    remove: (key) => fsp.rm(file(key), { force: true }),
    exists: (key) =>
      fsp.access(file(key)).then(
        () => true,
        () => false,
      ),
    url: (key) => `/media/${key}`,
  };
}

/** The storage key of a /media URL the gateway handed out, or null for any other URL. */
export function keyOfUrl(url: string): string | null {
  const m = /^\/media\/([a-z0-9][a-z0-9/_.-]*)$/.exec(url);
  return m && !m[1]!.includes('..') ? m[1]! : null;
}

/** A /media URL as stored: without the signature a query added to it (clients send upload URLs back as they got them). */
export function bareMediaUrl(url: string): string {
  const m = /^(\/media\/[a-z0-9][a-z0-9/_.-]*)\?sig=[A-Za-z0-9_.-]*$/.exec(url);
  return m ? m[1]! : url;
}
