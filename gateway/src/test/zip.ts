import { Readable, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import zlib from 'node:zlib';

/**
 * Zip archives made byte by byte for the hostile-document tests: real zip bombs (hundreds of MB of one
 * byte, deflated as it streams), headers that lie about sizes, and crowds of parts.
 */

export const CONTENT_TYPES =
  '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>';
export const documentXml = (text: string) =>
  `<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body><w:p><w:r><w:t>${text}</w:t></w:r></w:p></w:body></w:document>`;

/** One part of a zip made here: its bytes as stored (deflated or not), their CRC and the uncompressed size the headers declare. */
export interface Part {
  name: string;
  body: Buffer;
  method: 0 | 8;
  crc: number;
  declaredSize: number;
}
export const stored = (name: string, data: string | Buffer): Part => {
  const body = Buffer.from(data);
  return { name, body, method: 0, crc: zlib.crc32(body), declaredSize: body.length };
};
export const deflated = (name: string, data: string): Part => {
  const raw = Buffer.from(data);
  return { name, body: zlib.deflateRawSync(raw), method: 8, crc: zlib.crc32(raw), declaredSize: raw.length };
};

/** A zip archive of parts, with local headers, a central directory and its end record written byte by byte. */
export function zipOf(parts: Part[]): Buffer {
  const out: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (const p of parts) {
    const name = Buffer.from(p.name, 'utf8');
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(p.method, 8);
    local.writeUInt32LE(p.crc >>> 0, 14);
    local.writeUInt32LE(p.body.length, 18);
    local.writeUInt32LE(p.declaredSize, 22);
    local.writeUInt16LE(name.length, 26);
    const entry = Buffer.alloc(46);
    entry.writeUInt32LE(0x02014b50, 0);
    entry.writeUInt16LE(20, 4);
    entry.writeUInt16LE(20, 6);
    entry.writeUInt16LE(p.method, 10);
    entry.writeUInt32LE(p.crc >>> 0, 16);
    entry.writeUInt32LE(p.body.length, 20);
    entry.writeUInt32LE(p.declaredSize, 24);
    entry.writeUInt16LE(name.length, 28);
    entry.writeUInt32LE(offset, 42);
    out.push(local, name, p.body);
    central.push(entry, name);
    offset += local.length + name.length + p.body.length;
  }
  const directory = Buffer.concat(central);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(Math.min(parts.length, 0xffff), 8);
  end.writeUInt16LE(Math.min(parts.length, 0xffff), 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...out, directory, end]);
}

/** mb MiB of one repeated byte, deflated as it streams (never held whole): about 1 KB of output per MiB. */
export async function repeatedByte(mb: number): Promise<{ body: Buffer; crc: number; size: number }> {
  const chunk = Buffer.alloc(1_048_576, 0x20);
  let crc = 0;
  const body: Buffer[] = [];
  await pipeline(
    Readable.from(
      (function* () {
        for (let i = 0; i < mb; i++) {
          crc = zlib.crc32(chunk, crc);
          yield chunk;
        }
      })(),
    ),
    zlib.createDeflateRaw({ level: 9 }),
    new Writable({
      write(c: Buffer, _enc, done) {
        body.push(c);
        done();
      },
    }),
  );
  return { body: Buffer.concat(body), crc, size: mb * 1_048_576 };
}

/** A Word document whose document.xml is mb MiB of spaces, deflated (600 MiB: about 600 KB); and the same with headers that declare 1 KB. */
export async function docxBombs(mb = 600): Promise<{ bomb: Buffer; liar: Buffer }> {
  const spaces = await repeatedByte(mb);
  const document = { name: 'word/document.xml', method: 8 as const, body: spaces.body, crc: spaces.crc };
  const types = stored('[Content_Types].xml', CONTENT_TYPES);
  return {
    bomb: zipOf([types, { ...document, declaredSize: spaces.size }]),
    liar: zipOf([types, { ...document, declaredSize: 1024 }]),
  };
}

/** A small real Word document followed by count empty parts. */
export const crowdedDocx = (count: number) =>
  zipOf([
    stored('[Content_Types].xml', CONTENT_TYPES),
    deflated('word/document.xml', documentXml('Crowded')),
    ...Array.from({ length: count }, (_, i) => stored(`word/media/empty${i}.txt`, '')),
  ]);
