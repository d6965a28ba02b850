import type { EntityManager } from '@mikro-orm/postgresql';
import type { Storage } from '../media/storage.js';
import type { Decedent } from '../modules/decedent/decedent.entity.js';

const RATE = 22_050;
/** A few soft bell-like notes (a rising G major arpeggio and its resolution), in seconds and hertz. */
const NOTES: Array<[start: number, freq: number]> = [
  [0, 392],
  [0.6, 493.88],
  [1.2, 587.33],
  [1.8, 783.99],
  [2.8, 587.33],
  [3.4, 392],
];
const LENGTH_S = 5.5;

/**
 * A short recording for the demo's audio message, made here (no file shipped, no ffmpeg needed): a 16-bit mono
 * PCM WAV of gentle tones, each fading out like a struck bell.
 */
export function demoChime(): Buffer {
  const samples = Math.round(RATE * LENGTH_S);
  const data = Buffer.alloc(samples * 2);
  for (let i = 0; i < samples; i++) {
    const t = i / RATE;
    let v = 0;
    for (const [start, freq] of NOTES) {
      const dt = t - start;
      if (dt < 0) continue;
      const envelope = Math.min(1, dt / 0.01) * Math.exp(-dt * 1.6);
      v += envelope * (Math.sin(2 * Math.PI * freq * dt) + 0.3 * Math.sin(4 * Math.PI * freq * dt));
    }
    data.writeInt16LE(Math.round(Math.max(-1, Math.min(1, v * 0.22)) * 32_767), i * 2);
  }
  const header = Buffer.alloc(44);
  header.write('RIFF', 0, 'latin1');
  header.writeUInt32LE(36 + data.length, 4);
  header.write('WAVEfmt ', 8, 'latin1');
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(1, 22);
  header.writeUInt32LE(RATE, 24);
  header.writeUInt32LE(RATE * 2, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36, 'latin1');
  header.writeUInt32LE(data.length, 40);
  return Buffer.concat([header, data]);
}

/**
 * The demo's audio message: Thomas's page plays one (Eleanor's page already shows a portrait and a banner,
 * demo-media.ts). Stored under a random key like any upload, so it follows the page's privacy.
 */
export async function seedDemoObituaryMedia(_em: EntityManager, storage: Storage, withAudio: Decedent): Promise<void> {
  const key = `decedents/${crypto.randomUUID()}.wav`;
  await storage.putBuffer(key, demoChime());
  withAudio.audioFileUrl = storage.url(key);
}
