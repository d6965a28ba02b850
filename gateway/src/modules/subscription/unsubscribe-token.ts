import { createHmac, timingSafeEqual, type KeyObject } from 'node:crypto';

/**
 * The unsubscribe link's token: the subscription's id and nonce, HMAC-signed with a key derived from the token
 * secret (every replica shares it). Without the secret no token can be made for another subscription; once the
 * subscription ends (its row is deleted) its token finds nothing.
 */
const keys = new WeakMap<KeyObject, Buffer>();
function keyOf(secret: KeyObject): Buffer {
  let key = keys.get(secret);
  if (!key) {
    key = createHmac('sha256', secret).update('unsubscribe link v1').digest();
    keys.set(secret, key);
  }
  return key;
}

const mac = (secret: KeyObject, body: string) => createHmac('sha256', keyOf(secret)).update(body).digest('base64url');

export function unsubscribeToken(secret: KeyObject, subscription: { id: number; nonce: string }): string {
  const body = `${subscription.id}.${subscription.nonce}`;
  return `${body}.${mac(secret, body)}`;
}

/** The subscription a token names, or null when it was not signed here. */
export function readUnsubscribeToken(secret: KeyObject, token: string): { id: number; nonce: string } | null {
  const parts = /^(\d{1,10})\.([A-Za-z0-9_-]{1,32})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!parts) return null;
  const [, id, nonce, signature] = parts as unknown as [string, string, string, string];
  const expected = Buffer.from(mac(secret, `${id}.${nonce}`));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  return { id: Number(id), nonce };
}
