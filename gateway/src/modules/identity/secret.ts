import fs from 'node:fs';
import path from 'node:path';
import { createSecretKey, randomBytes, type KeyObject } from 'node:crypto';
import type { Config } from '../../config.js';

/**
 * The token signing key: JWT_SECRET when set (every replica must share it),
 * otherwise a random key kept under DATA_DIR so sessions survive a restart.
 */
export function loadTokenSecret(config: Config): KeyObject {
  if (config.JWT_SECRET) return createSecretKey(Buffer.from(config.JWT_SECRET, 'utf8'));
  const file = path.join(config.DATA_DIR, 'jwt-secret');
  if (!fs.existsSync(file)) {
    fs.mkdirSync(config.DATA_DIR, { recursive: true });
    fs.writeFileSync(file, randomBytes(48).toString('base64url'), { mode: 0o600 });
  }
  return createSecretKey(Buffer.from(fs.readFileSync(file, 'utf8').trim(), 'utf8'));
}
