import { createHmac, type KeyObject } from 'node:crypto';
import { createChallenge, randomInt, verifySolution, type Challenge, type Payload } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Config } from '../config.js';

/**
 * The self-hosted proof-of-work captcha: altcha-lib's v2 challenges (what the altcha 3 widget solves), SHA-256,
 * in its deterministic mode: the server picks the counter (at most CAPTCHA_MAX_NUMBER) and signs the key it
 * leads to, so verifying a solution costs one hash. Challenges are HMAC-signed with keys derived from the token
 * secret (JWT_SECRET, or the key kept under DATA_DIR): every replica sharing that secret verifies every other's.
 */
const ALGORITHM = 'SHA-256';

interface CaptchaKeys {
  signature: string;
  keySignature: string;
}
const keysBySecret = new WeakMap<KeyObject, CaptchaKeys>();

/** Two keys for altcha, each an HMAC of a fixed label under the token secret: neither reveals the secret or the other. */
function keysOf(secret: KeyObject): CaptchaKeys {
  let keys = keysBySecret.get(secret);
  if (!keys) {
    const derive = (label: string) => createHmac('sha256', secret).update(label).digest('hex');
    keys = { signature: derive('altcha challenge signature v1'), keySignature: derive('altcha key signature v1') };
    keysBySecret.set(secret, keys);
  }
  return keys;
}

/** A new challenge, as the widget's challenge URL answers it. */
export async function newChallenge(config: Config, secret: KeyObject): Promise<Challenge> {
  const keys = keysOf(secret);
  const max = config.CAPTCHA_MAX_NUMBER;
  return createChallenge({
    algorithm: ALGORITHM,
    cost: 1,
    // From half the maximum up: every challenge costs some work, none more than the maximum.
    counter: randomInt(max, Math.ceil(max / 2)),
    deriveKey,
    expiresAt: new Date(Date.now() + config.CAPTCHA_EXPIRES_SECONDS * 1000),
    hmacSignatureSecret: keys.signature,
    hmacKeySignatureSecret: keys.keySignature,
  });
}

export type CaptchaRefusal = 'missing' | 'malformed' | 'wrong' | 'expired' | 'used';

/**
 * Checks a solution (the widget's payload: base64 of {challenge, solution}) and marks its challenge used, in
 * one insert keyed by the challenge's nonce: of two replicas given the same solution, one insert wins.
 * Answers null when accepted, or why not.
 */
export async function redeemSolution(
  em: EntityManager,
  secret: KeyObject,
  solution: string | null | undefined,
): Promise<CaptchaRefusal | null> {
  if (!solution) return 'missing';
  const payload = parsePayload(solution);
  if (!payload) return 'malformed';
  const keys = keysOf(secret);
  let result;
  try {
    result = await verifySolution({
      challenge: payload.challenge,
      solution: payload.solution,
      deriveKey,
      hmacSignatureSecret: keys.signature,
      hmacKeySignatureSecret: keys.keySignature,
    });
  } catch {
    return 'malformed'; // a challenge of another algorithm, or fields of the wrong type
  }
  if (result.expired) return 'expired';
  if (!result.verified) return 'wrong';
  const { nonce, expiresAt } = payload.challenge.parameters;
  // Signed challenges always carry an expiry; kept (and pruned) until then.
  const until = new Date((expiresAt ?? 0) * 1000);
  const inserted = await em
    .getConnection()
    .execute<{ affectedRows: number }>(
      'insert into captcha_use (id, expires_at) values (?, ?) on conflict (id) do nothing',
      [nonce, until],
      'run',
    );
  return inserted.affectedRows === 1 ? null : 'used';
}

const MAX_PAYLOAD_CHARS = 4096;

function parsePayload(text: string): Payload | null {
  if (typeof text !== 'string' || text.length > MAX_PAYLOAD_CHARS) return null;
  try {
    const value = JSON.parse(Buffer.from(text, 'base64').toString('utf8')) as Payload;
    const p = value?.challenge?.parameters;
    const ok =
      typeof p === 'object' &&
      p !== null &&
      typeof p.nonce === 'string' &&
      p.nonce.length > 0 &&
      p.nonce.length <= 128 &&
      typeof value.challenge.signature === 'string' &&
      typeof value.solution === 'object' &&
      value.solution !== null;
    return ok ? value : null;
  } catch {
    return null;
  }
}
