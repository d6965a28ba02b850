import sharp from 'sharp';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Storage } from '../media/storage.js';
import type { Decedent } from '../modules/decedent/decedent.entity.js';
import { Memory, MemoryFile } from '../modules/memory/memory.entity.js';

/**
 * A demo photo drawn as SVG, stored like an upload with its thumbnail: named like uploads (random, not guessable),
 * so that a pending memory's photo is as private as an upload's.
 */
export async function demoPhoto(storage: Storage, name: string, svg: string) {
  const id = crypto.randomUUID();
  const key = `memories/${id}.jpg`;
  const thumbKey = `memories/${id}.thumb.jpg`;
  const img = sharp(Buffer.from(svg));
  const { data, info } = await img.clone().jpeg({ quality: 86 }).toBuffer({ resolveWithObject: true });
  await storage.putBuffer(key, data);
  await storage.putBuffer(thumbKey, await img.clone().resize({ width: 480 }).jpeg({ quality: 80 }).toBuffer());
  return {
    fileType: 'Image' as const,
    src: storage.url(key),
    originalUrl: storage.url(key),
    thumbnailUrl: storage.url(thumbKey),
    width: info.width,
    height: info.height,
    fileName: `${name}.jpg`,
    mimeType: 'image/jpeg',
    size: String(data.length),
  };
}

type DemoMemoryFields = Partial<Memory> &
  Pick<Memory, 'title' | 'memory' | 'memoryType' | 'dateOfMemory' | 'memoryByPersonFirstName' | 'memoryByPersonLastName' | 'personEmail'>;

/** What the demo memories are made with: one decedent's memories, their files, and media stored like uploads. */
function memoryMaker(em: EntityManager, storage: Storage, decedent: Decedent) {
  const stored = async (name: string, data: Buffer, fileType: 'Audio' | 'Application', mimeType: string) => {
    const key = `memories/${crypto.randomUUID()}${name.slice(name.lastIndexOf('.'))}`;
    await storage.putBuffer(key, data);
    return { fileType, src: storage.url(key), originalUrl: storage.url(key), fileName: name, mimeType, size: String(data.length) };
  };
  return {
    storage,
    stored,
    memory: (m: DemoMemoryFields) => em.create(Memory, { decedent, ...m }),
    attach: (m: Memory, f: Record<string, unknown>) => em.create(MemoryFile, { memory: m, ...f } as never),
  };
}

type MemoryMaker = ReturnType<typeof memoryMaker>;

/** The first four accepted memories, with photos, a PDF, a hymn's opening (audio) and a video link. */
async function seedAcceptedMemoriesWithMedia({ storage, stored, memory, attach }: MemoryMaker): Promise<void> {
  const dinners = memory({
    title: 'Sunday dinners on Laurel Street',
    memoryType: 1,
    dateOfMemory: '1998-11-26',
    status: 'Accepted',
    relationship: 10,
    memory:
      '<p>Every Sunday the table was set for twelve, even when we were six. Mom said you never knew who might need a seat. There always was someone.</p>',
    memoryByPersonFirstName: 'Catherine',
    memoryByPersonLastName: 'Reyes',
    personEmail: 'arranger@demo.test',
  });
  attach(dinners, await demoPhoto(storage, 'sunday-table', scene('#f3d9b1', '#c7793f', 'table')));
  attach(dinners, await demoPhoto(storage, 'rose-garden', scene('#e8efe0', '#b5465b', 'garden')));

  const classroom = memory({
    title: 'Room 114, Hillsdale High',
    memoryType: 4,
    dateOfMemory: '1987-05-15',
    status: 'Accepted',
    relationship: 6,
    memory:
      '<p>Mrs. Whitmore read us a poem every Friday. She told me my essay on Steinbeck was "almost brave". I became a teacher because of her.</p>',
    memoryByPersonFirstName: 'Daniel',
    memoryByPersonLastName: 'Cho',
    personEmail: 'daniel.cho@example.com',
    personPhone: '6505550142',
  });
  attach(classroom, await demoPhoto(storage, 'classroom', scene('#e9e4d4', '#2f5d50', 'board')));
  attach(
    classroom,
    await stored(
      'friday-poems.pdf',
      onePagePdf('Friday Poems, Room 114', 'Selected by Eleanor Whitmore, 1987'),
      'Application',
      'application/pdf',
    ),
  );

  const hymn = memory({
    title: 'Her favourite hymn',
    memoryType: 8,
    dateOfMemory: '2019-12-22',
    status: 'Accepted',
    relationship: 16,
    memory: '<p>Eleanor sang alto beside me for twenty years. This is the opening of the hymn she asked for every Christmas.</p>',
    memoryByPersonFirstName: 'Ruth',
    memoryByPersonLastName: 'Marsh',
    personEmail: 'ruth.marsh@example.com',
  });
  attach(hymn, await stored('hymn-opening.wav', toneWav([392, 440, 494, 523], 0.45), 'Audio', 'audio/wav'));

  const gardenTour = memory({
    title: 'The garden tour, 2015',
    memoryType: 7,
    dateOfMemory: '2015-06-06',
    status: 'Accepted',
    relationship: 20,
    memory: '<p>Grandma gave the whole neighbourhood a tour of her roses. We filmed it for the garden club.</p>',
    memoryByPersonFirstName: 'Lucas',
    memoryByPersonLastName: 'Reyes',
    personEmail: 'lucas.reyes@example.com',
  });
  attach(gardenTour, {
    fileType: 'Video',
    src: 'https://www.youtube.com/embed/aqz-KE-bpKQ',
    originalUrl: 'https://www.youtube.com/watch?v=aqz-KE-bpKQ',
    isLink: true,
    linkTitle: 'Garden tour with Eleanor',
  });
}

/** The rest: a pending memory with a photo, one without, a rejected advertisement and a private note. */
async function seedModeratedMemories({ storage, memory, attach }: MemoryMaker): Promise<void> {
  const choir = memory({
    title: 'Choir practice',
    memoryType: 2,
    dateOfMemory: '2024-03-03',
    status: 'Pending',
    relationship: 16,
    memory: '<p>She always brought lemon bars to Thursday practice, and always pretended they were store-bought.</p>',
    memoryByPersonFirstName: 'Grace',
    memoryByPersonLastName: 'Holloway',
    personEmail: 'grace.holloway@example.com',
    ...CLEAR(0),
  });
  attach(choir, await demoPhoto(storage, 'chapel', scene('#efe6f2', '#6b4c7a', 'chapel')));

  memory({
    title: 'Literacy Tuesdays',
    memoryType: 3,
    dateOfMemory: '2011-09-13',
    status: 'Pending',
    relationship: 29,
    memory: '<p>Eleanor taught my father to read at sixty-three. He wrote her a thank-you card himself.</p>',
    memoryByPersonFirstName: 'Maya',
    memoryByPersonLastName: 'Singh',
    personEmail: 'maya.singh@example.com',
    ...CLEAR(18),
  });

  memory({
    title: 'Flowers delivered today',
    memoryType: 6,
    dateOfMemory: '2026-03-15',
    status: 'Rejected',
    rejectedReason: 'This is an advertisement, not a memory.',
    memory: '<p>Order sympathy flowers at a discount from our shop.</p>',
    memoryByPersonFirstName: 'Quick',
    memoryByPersonLastName: 'Blooms',
    personEmail: 'sales@example.com',
  });

  memory({
    title: 'A note for the family only',
    memoryType: 1,
    dateOfMemory: '2026-03-10',
    status: 'Accepted',
    isPrivate: true,
    relationship: 2,
    memory: '<p>The hospice nurses were so kind in the last week. Thank you all for being there.</p>',
    memoryByPersonFirstName: 'David',
    memoryByPersonLastName: 'Whitmore',
    personEmail: 'david.whitmore@example.com',
  });
}

/** A memory screened at arrival and found fine (issue 32). */
const CLEAR = (score: number) => ({ screeningScore: score, screeningLevel: 'CLEAR' as const, screeningReasons: [], held: false });

/**
 * Memories as the screening found them at arrival (issue 32), so the moderation screens show it: link spam held for
 * review (the family was not mailed), and a memory worth a look (a phone number). Their outcomes are what the
 * screening gave these texts (three links, seven selling words and the classifier: 100; a phone number: 40).
 */
function seedScreenedMemories({ memory }: MemoryMaker): void {
  memory({
    title: 'Cheap loans and crypto',
    memoryType: 9,
    dateOfMemory: '2026-03-18',
    status: 'Pending',
    memory:
      '<p>Best rates on fast cash loans and crypto investing, visit https://fast-loans.example, https://crypto-gains.example and https://cheap-pills.example today!</p>',
    memoryByPersonFirstName: 'Mark',
    memoryByPersonLastName: 'Sellers',
    personEmail: 'deals4you@example.net',
    screeningScore: 100,
    screeningLevel: 'LIKELY_SPAM',
    screeningReasons: [
      { code: 'LINKS', count: 3, hosts: ['fast-loans.example', 'crypto-gains.example', 'cheap-pills.example'] },
      { code: 'SELLING', count: 7 },
      { code: 'CLASSIFIER' },
    ],
    held: true,
  });

  memory({
    title: 'The house on Laurel Street',
    memoryType: 9,
    dateOfMemory: '2026-03-17',
    status: 'Pending',
    relationship: 29,
    memory:
      '<p>I knew Eleanor from the neighbourhood for thirty years. If the family is selling the house on Laurel Street, please call me at (650) 555-0199.</p>',
    memoryByPersonFirstName: 'Nora',
    memoryByPersonLastName: 'Banks',
    personEmail: 'nora.banks@example.com',
    screeningScore: 40,
    screeningLevel: 'REVIEW',
    screeningReasons: [{ code: 'CONTACT', count: 1 }],
    held: false,
  });
}

/**
 * The demo memories of CS-1000-0001: every status, photos, audio, a video link
 * and a pdf, so a new user sees a living page and a moderation queue (with what the screening held or flagged). The
 * media is made here (pictures drawn as SVG and encoded by sharp, a short
 * tone as WAV, a one-page PDF) and stored like any upload.
 */
export async function seedDemoMemories(em: EntityManager, storage: Storage, decedent: Decedent): Promise<void> {
  const maker = memoryMaker(em, storage, decedent);
  await seedAcceptedMemoriesWithMedia(maker);
  await seedModeratedMemories(maker);
  seedScreenedMemories(maker);
}

/** A soft illustrated scene, 1200 x 800: the demo's stand-in for family photographs. */
function scene(sky: string, accent: string, kind: 'table' | 'garden' | 'board' | 'chapel'): string {
  const detail = {
    table: `<rect x="250" y="470" width="700" height="40" rx="8" fill="#8a5a35"/><ellipse cx="420" cy="455" rx="70" ry="18" fill="#fff"/><ellipse cx="600" cy="455" rx="70" ry="18" fill="#fff"/><ellipse cx="780" cy="455" rx="70" ry="18" fill="#fff"/><rect x="585" y="360" width="30" height="80" fill="${accent}"/><circle cx="600" cy="350" r="12" fill="#ffd36b"/>`,
    garden: Array.from(
      { length: 14 },
      (_, i) =>
        `<circle cx="${110 + i * 75}" cy="${520 + (i % 3) * 30}" r="${26 + (i % 4) * 4}" fill="${accent}" opacity="0.9"/><rect x="${106 + i * 75}" y="${545 + (i % 3) * 30}" width="8" height="120" fill="#4f7a45"/>`,
    ).join(''),
    board: `<rect x="200" y="150" width="800" height="380" rx="10" fill="${accent}"/><text x="600" y="340" font-family="Georgia, serif" font-size="54" fill="#f5f1e6" text-anchor="middle">Friday: poems</text><rect x="200" y="530" width="800" height="16" fill="#8a6a45"/>`,
    chapel: `<path d="M450 650 L450 360 L600 220 L750 360 L750 650 Z" fill="#f7f1ea" stroke="${accent}" stroke-width="8"/><rect x="570" y="520" width="60" height="130" fill="${accent}"/><rect x="592" y="140" width="16" height="80" fill="${accent}"/><rect x="570" y="160" width="60" height="14" fill="${accent}"/>`,
  }[kind];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="800" viewBox="0 0 1200 800">
    <rect width="1200" height="800" fill="${sky}"/><circle cx="960" cy="170" r="90" fill="#fff6dd" opacity="0.8"/>
    <path d="M0 620 C 300 560 600 600 900 580 S 1200 600 1200 600 L1200 800 L0 800 Z" fill="#a9b99c"/>${detail}</svg>`;
}

/** A short melody as 8 kHz mono 16-bit PCM WAV. */
function toneWav(frequencies: number[], secondsEach: number): Buffer {
  const rate = 8000;
  const samples = frequencies.flatMap((f) =>
    Array.from({ length: Math.floor(rate * secondsEach) }, (_, i) => {
      const fade = Math.min(1, i / 400, (rate * secondsEach - i) / 400);
      return Math.round(Math.sin((2 * Math.PI * f * i) / rate) * 9000 * fade);
    }),
  );
  const data = Buffer.alloc(samples.length * 2);
  samples.forEach((s, i) => data.writeInt16LE(s, i * 2));
  const header = Buffer.alloc(44);
  header.write('RIFF', 0);
  header.writeUInt32LE(36 + data.length, 4);
  header.write('WAVE', 8);
  header.write('fmt ', 12);
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(1, 22);
  header.writeUInt32LE(rate, 24);
  header.writeUInt32LE(rate * 2, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36);
  header.writeUInt32LE(data.length, 40);
  return Buffer.concat([header, data]);
}

/** A one-page PDF with a title and a line of text, with a correct cross-reference table. */
function onePagePdf(title: string, line: string): Buffer {
  const esc = (s: string) => s.replace(/[\\()]/g, '\\$&');
  const content = `BT /F1 28 Tf 72 700 Td (${esc(title)}) Tj /F1 14 Tf 0 -40 Td (${esc(line)}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Times-Roman >>',
  ];
  let pdf = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((o, i) => {
    offsets.push(pdf.length);
    pdf += `${i + 1} 0 obj\n${o}\nendobj\n`;
  });
  const xref = pdf.length;
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
}
