import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Config } from '../../config.js';

/** AES-256-GCM for SSNs at rest. The key: SSN_KEY (base64, 32 bytes; shared by every replica) or a file under DATA_DIR. */
export interface SsnCipher {
  encrypt(ssn: string): string;
  decrypt(sealed: string): string;
}

export function ssnCipher(key: Buffer): SsnCipher {
  if (key.length !== 32) throw new Error('the SSN key must be 32 bytes');
  return {
    encrypt(ssn) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const data = Buffer.concat([cipher.update(ssn, 'utf8'), cipher.final()]);
      return [iv, cipher.getAuthTag(), data].map((b) => b.toString('base64url')).join('.');
    },
    decrypt(sealed) {
      const [iv, tag, data] = sealed.split('.').map((p) => Buffer.from(p, 'base64url'));
      const decipher = createDecipheriv('aes-256-gcm', key, iv!);
      decipher.setAuthTag(tag!);
      return Buffer.concat([decipher.update(data!), decipher.final()]).toString('utf8');
    },
  };
}

export function loadSsnKey(config: Config): Buffer {
  if (config.SSN_KEY) return Buffer.from(config.SSN_KEY, 'base64');
  const file = path.join(config.DATA_DIR, 'ssn-key');
  if (!fs.existsSync(file)) {
    fs.mkdirSync(config.DATA_DIR, { recursive: true });
    fs.writeFileSync(file, randomBytes(32).toString('base64'), { mode: 0o600 });
  }
  return Buffer.from(fs.readFileSync(file, 'utf8').trim(), 'base64');
}

export const maskSsn = (last4: string | null | undefined) => (last4 ? `***-**-${last4}` : null);
