import fsp from 'node:fs/promises';
import path from 'node:path';
import { ROOT_DIR } from '../config.js';
import type { Storage } from '../media/storage.js';

/** Photographs of the demo decedent (free licence, see gateway/assets/demo/PHOTOS-LICENSE.md), shipped in gateway/assets/demo. */
const DEMO_PHOTOS = { portrait: 'eleanor-portrait.jpg', banner: 'garden-banner.jpg' } as const;

/**
 * Stores the demo portrait and banner like any upload: under random keys in storage, so they follow the page's
 * privacy like uploaded pictures (a fixed, guessable /media/demo path would be public whatever the page).
 */
export async function storeDemoPhotos(storage: Storage): Promise<{ portrait: string; banner: string }> {
  const put = async (name: string) => {
    const key = `decedents/${crypto.randomUUID()}.jpg`;
    await storage.putBuffer(key, await fsp.readFile(path.join(ROOT_DIR, 'gateway', 'assets', 'demo', name)));
    return storage.url(key);
  };
  return { portrait: await put(DEMO_PHOTOS.portrait), banner: await put(DEMO_PHOTOS.banner) };
}
