import { createHmac, timingSafeEqual, type KeyObject } from 'node:crypto';

/**
 * Signed /media URLs: /media/<key>?sig=<exp>.<p|r>.<mac>. The gateway stores bare /media/<key> paths and signs them
 * when a query hands them to a viewer who may see them (see MediaAccessService); /media serves a stored file only
 * with a valid signature for its key. Images in the browser cannot send the bearer token, so the URL itself carries
 * the permission, for a short time: the expiry (unix seconds), the audience (public or restricted) and an
 * HMAC-SHA256 of both with the key, under the gateway's secret. 56 characters: a page with hundreds of files sent
 * each a JWT of 250 (the key said again in it), a third of the memorial page's answer.
 */
/** Every MAC's input starts so: no session token (a JWT, whose signed input is base64url) is ever a media MAC. */
const PURPOSE = 'media';
/**
 * Signatures live for one to two hours: the expiry is the end of the next whole hour, so the same file
 * gets the same URL for an hour (browsers and, for public files, shared caches can keep it), and every
 * query renews them.
 */
export const SIGNATURE_WINDOW_S = 3600;

export type MediaAudience = 'public' | 'restricted';
export interface MediaGrant {
  key: string;
  audience: MediaAudience;
}

const mac = (secret: KeyObject, key: string, exp: number, audience: 'p' | 'r') =>
  createHmac('sha256', secret).update(`${PURPOSE}.${exp}.${audience}.${key}`).digest('base64url');

/**
 * The signed URL, computed at once. A page hands out hundreds of file URLs: each is remembered for its window, as
 * the signature is the same for the same key, audience and hour.
 */
export function signMediaUrl(secret: KeyObject, key: string, audience: MediaAudience, nowMs = Date.now()): string {
  const exp = (Math.floor(nowMs / 1000 / SIGNATURE_WINDOW_S) + 2) * SIGNATURE_WINDOW_S;
  let signed = signedUrls.get(secret);
  if (!signed) signedUrls.set(secret, (signed = new Map()));
  const aud = audience === 'public' ? 'p' : 'r';
  const cacheKey = `${aud}${key}`;
  const known = signed.get(cacheKey);
  if (known && known.exp === exp) return known.url;
  const url = `/media/${key}?sig=${exp}.${aud}.${mac(secret, key, exp, aud)}`;
  if (signed.size >= SIGNED_URLS_MAX) signed.delete(signed.keys().next().value!);
  signed.set(cacheKey, { exp, url });
  return url;
}

/** Signed URLs per secret (one per gateway), the oldest dropped past the bound. */
const signedUrls = new WeakMap<KeyObject, Map<string, { exp: number; url: string }>>();
const SIGNED_URLS_MAX = 20_000;
const SIGNATURE = /^(\d{1,12})\.([pr])\.([A-Za-z0-9_-]{43})$/;

/** What a signature allows for this key, or null when it is missing, malformed, tampered with, expired or for another key. */
export function verifyMediaSignature(secret: KeyObject, key: string, sig: unknown, nowMs = Date.now()): MediaGrant | null {
  const m = typeof sig === 'string' ? SIGNATURE.exec(sig) : null;
  if (!m) return null;
  const exp = Number(m[1]);
  const audience = m[2] as 'p' | 'r';
  if (exp * 1000 <= nowMs) return null;
  const given = Buffer.from(m[3]!, 'base64url');
  const expected = Buffer.from(mac(secret, key, exp, audience), 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  return { key, audience: audience === 'p' ? 'public' : 'restricted' };
}
