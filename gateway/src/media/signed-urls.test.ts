import { createSecretKey } from 'node:crypto';
import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { SIGNATURE_WINDOW_S, signMediaUrl, verifyMediaSignature } from './signed-urls.js';

const secret = createSecretKey(Buffer.from('a-test-secret-a-test-secret-0123456789abcdef', 'utf8'));

/** The token as jose's SignJWT made it before signing became synchronous (the URLs browsers and caches already hold). */
async function joseToken(key: string, audience: 'public' | 'restricted', nowMs: number) {
  const exp = (Math.floor(nowMs / 1000 / SIGNATURE_WINDOW_S) + 2) * SIGNATURE_WINDOW_S;
  return new SignJWT({ pub: audience === 'public' }).setProtectedHeader({ alg: 'HS256' }).setSubject(key).setAudience('media').setExpirationTime(exp)
    .sign(new Uint8Array(secret.export()));
}

describe('signed media URLs', () => {
  it("are byte for byte jose's token, for both audiences, and verify", async () => {
    // Now: the verification below reads the clock, and a signature lasts one to two hours.
    const now = Date.now();
    for (const audience of ['public', 'restricted'] as const) {
      const url = signMediaUrl(secret, 'memories/a1b2.jpg', audience, now);
      expect(url).toBe(`/media/memories/a1b2.jpg?sig=${await joseToken('memories/a1b2.jpg', audience, now)}`);
      expect(signMediaUrl(secret, 'memories/a1b2.jpg', audience, now), 'signed again: the remembered URL').toBe(url);
      expect(await verifyMediaSignature(secret, 'memories/a1b2.jpg', url.split('sig=')[1])).toEqual({ key: 'memories/a1b2.jpg', audience });
      expect(await verifyMediaSignature(secret, 'memories/other.jpg', url.split('sig=')[1])).toBeNull();
    }
  });

  it('are the same within an hour and new in the next one (the remembered URL is not kept past its window)', () => {
    const hour = Date.UTC(2026, 10, 24, 14);
    const first = signMediaUrl(secret, 'memories/c3.jpg', 'public', hour + 1000);
    expect(signMediaUrl(secret, 'memories/c3.jpg', 'public', hour + SIGNATURE_WINDOW_S * 1000 - 1)).toBe(first);
    const next = signMediaUrl(secret, 'memories/c3.jpg', 'public', hour + SIGNATURE_WINDOW_S * 1000);
    expect(next).not.toBe(first);
    expect(signMediaUrl(secret, 'memories/c3.jpg', 'restricted', hour + 1000)).not.toBe(first);
  });
});
