import { createHmac, createSecretKey } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { SIGNATURE_WINDOW_S, signMediaUrl, verifyMediaSignature } from './signed-urls.js';

const secret = createSecretKey(Buffer.from('a-test-secret-a-test-secret-0123456789abcdef', 'utf8'));
const other = createSecretKey(Buffer.from('another-secret-another-secret-0123456789ab', 'utf8'));

describe('signed media URLs', () => {
  it('carry the expiry, the audience and an HMAC of both with the key, and verify for that key only', () => {
    // Now: the verification below reads the clock, and a signature lasts one to two hours.
    const now = Date.now();
    const exp = (Math.floor(now / 1000 / SIGNATURE_WINDOW_S) + 2) * SIGNATURE_WINDOW_S;
    for (const audience of ['public', 'restricted'] as const) {
      const aud = audience === 'public' ? 'p' : 'r';
      const url = signMediaUrl(secret, 'memories/a1b2.jpg', audience, now);
      const mac = createHmac('sha256', secret).update(`media.${exp}.${aud}.memories/a1b2.jpg`).digest('base64url');
      expect(url).toBe(`/media/memories/a1b2.jpg?sig=${exp}.${aud}.${mac}`);
      expect(url.split('sig=')[1]).toHaveLength(56);
      expect(signMediaUrl(secret, 'memories/a1b2.jpg', audience, now), 'signed again: the remembered URL').toBe(url);
      const sig = url.split('sig=')[1]!;
      expect(verifyMediaSignature(secret, 'memories/a1b2.jpg', sig)).toEqual({ key: 'memories/a1b2.jpg', audience });
      expect(verifyMediaSignature(secret, 'memories/other.jpg', sig)).toBeNull();
      expect(verifyMediaSignature(other, 'memories/a1b2.jpg', sig), 'under another secret').toBeNull();
    }
  });

  it('refuse a changed expiry or audience, an expired, malformed or missing signature', () => {
    const now = Date.now();
    const sig = signMediaUrl(secret, 'memories/d4.jpg', 'restricted', now).split('sig=')[1]!;
    const [exp, , mac] = sig.split('.') as [string, string, string];
    expect(verifyMediaSignature(secret, 'memories/d4.jpg', `${Number(exp) + 3600}.r.${mac}`), 'a later expiry').toBeNull();
    expect(verifyMediaSignature(secret, 'memories/d4.jpg', `${exp}.p.${mac}`), 'made public').toBeNull();
    expect(verifyMediaSignature(secret, 'memories/d4.jpg', sig, Number(exp) * 1000), 'at its expiry').toBeNull();
    expect(verifyMediaSignature(secret, 'memories/d4.jpg', sig, Number(exp) * 1000 - 1)).toEqual({
      key: 'memories/d4.jpg',
      audience: 'restricted',
    });
    for (const bad of [
      '',
      `${exp}.r.${mac.slice(1)}`,
      `${exp}.x.${mac}`,
      `${sig}.`,
      `${sig}${sig}`,
      'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2ln',
      ['a'],
      undefined,
      42,
    ]) {
      expect(verifyMediaSignature(secret, 'memories/d4.jpg', bad), String(bad)).toBeNull();
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
