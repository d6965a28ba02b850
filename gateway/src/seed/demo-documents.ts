import { PDFDocument, rgb, StandardFonts } from 'pdf-lib';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Storage } from '../media/storage.js';
import type { Decedent } from '../modules/decedent/decedent.entity.js';
import { Memory, MemoryFile } from '../modules/memory/memory.entity.js';
import { demoPhoto } from './demo-memories.js';

/**
 * The demo of the document viewer and the memory carousel, on Thomas Whitmore's public page (CS-0998-0417):
 * approved memories with three photos and a four-page order of service as a pdf (made here with pdf-lib),
 * stored like uploads under random names.
 */
export async function seedDemoDocuments(em: EntityManager, storage: Storage, decedent: Decedent): Promise<void> {
  const memory = (
    m: Partial<Memory> &
      Pick<
        Memory,
        'title' | 'memory' | 'memoryType' | 'dateOfMemory' | 'memoryByPersonFirstName' | 'memoryByPersonLastName' | 'personEmail'
      >,
  ) => em.create(Memory, { decedent, status: 'Accepted', ...m });
  const attach = (m: Memory, f: Record<string, unknown>) => em.create(MemoryFile, { memory: m, ...f } as never);

  const bay = memory({
    title: 'Saturdays on the bay',
    memoryType: 7,
    dateOfMemory: '1994-07-16',
    relationship: 10,
    memory:
      '<p>Dad had the boat in the water by seven every Saturday. He taught all three of us to tie a bowline before we could tie our shoes.</p>',
    memoryByPersonFirstName: 'Catherine',
    memoryByPersonLastName: 'Reyes',
    personEmail: 'arranger@demo.test',
  });
  attach(bay, await demoPhoto(storage, 'sailing-the-bay', seaScene('#cfe3ef', '#f4f1ea')));
  attach(bay, await demoPhoto(storage, 'harbour-at-dusk', seaScene('#f2c9a0', '#7b4a3a')));

  const workshop = memory({
    title: 'The workshop in the garage',
    memoryType: 4,
    dateOfMemory: '2003-02-08',
    relationship: 20,
    memory: '<p>Grandpa fixed every radio on the street in that garage, and let me hold the soldering iron once I was ten.</p>',
    memoryByPersonFirstName: 'Lucas',
    memoryByPersonLastName: 'Reyes',
    personEmail: 'lucas.reyes@example.com',
  });
  attach(workshop, await demoPhoto(storage, 'the-workshop', workshopScene()));

  const service = memory({
    title: 'The order of service',
    memoryType: 6,
    dateOfMemory: '2017-10-12',
    relationship: 2,
    memory: '<p>For those who could not be with us at the chapel: the order of service, with the readings and the hymns.</p>',
    memoryByPersonFirstName: 'David',
    memoryByPersonLastName: 'Whitmore',
    personEmail: 'david.whitmore@example.com',
  });
  const pdf = await orderOfService();
  const key = `memories/${crypto.randomUUID()}.pdf`;
  await storage.putBuffer(key, pdf);
  attach(service, {
    fileType: 'Application',
    src: storage.url(key),
    originalUrl: storage.url(key),
    fileName: 'order-of-service-thomas-whitmore.pdf',
    mimeType: 'application/pdf',
    size: String(pdf.length),
  });
}

/** A four-page order of service, US letter, in the standard Times fonts. */
export async function orderOfService(): Promise<Buffer> {
  const doc = await PDFDocument.create();
  doc.setTitle('Order of Service: Thomas Edward Whitmore');
  doc.setAuthor('The Whitmore family');
  doc.setLanguage('en-US');
  const serif = await doc.embedFont(StandardFonts.TimesRoman);
  const bold = await doc.embedFont(StandardFonts.TimesRomanBold);
  const italic = await doc.embedFont(StandardFonts.TimesRomanItalic);
  const ink = rgb(0.16, 0.15, 0.14);
  const accent = rgb(0.29, 0.38, 0.27);

  const pages: Array<{ heading: string; lines: Array<[text: string, style?: 'bold' | 'italic']> }> = [
    {
      heading: 'Celebrating the Life of',
      lines: [
        ['Thomas Edward Whitmore', 'bold'],
        ['January 21, 1938 – October 3, 2017'],
        [''],
        ['Cypress Lawn Chapel', 'italic'],
        ["Thursday, October 12, 2017, at eleven o'clock", 'italic'],
      ],
    },
    {
      heading: 'Order of Service',
      lines: [
        ['Prelude', 'bold'],
        ['Eternal Father, Strong to Save'],
        ['Welcome', 'bold'],
        ['Rev. Margaret Ellis'],
        ['First Reading', 'bold'],
        ['Psalm 107: 23–30, read by Catherine Reyes'],
        ['Hymn', 'bold'],
        ['Abide with Me'],
        ['Eulogy', 'bold'],
        ['David Whitmore'],
      ],
    },
    {
      heading: 'Remembrances',
      lines: [
        ['Second Reading', 'bold'],
        ['Crossing the Bar, by Alfred Tennyson, read by Lucas Reyes'],
        [''],
        ['Sunset and evening star,', 'italic'],
        ['And one clear call for me!', 'italic'],
        ['And may there be no moaning of the bar,', 'italic'],
        ['When I put out to sea.', 'italic'],
        [''],
        ['Prayers and Commendation', 'bold'],
        ['Rev. Margaret Ellis'],
      ],
    },
    {
      heading: 'With Thanks',
      lines: [
        ['The family thanks you for your presence and your kindness.'],
        ['Please join us for a reception in the gathering room.'],
        [''],
        ['In lieu of flowers, donations may be made to the'],
        ['San Mateo Sea Scouts.'],
        [''],
        ['Fair winds and following seas, Dad.', 'italic'],
      ],
    },
  ];

  pages.forEach(({ heading, lines }, i) => {
    const page = doc.addPage([612, 792]);
    page.drawRectangle({ x: 36, y: 36, width: 540, height: 720, borderColor: accent, borderWidth: 1.5 });
    const centre = (text: string, y: number, font = serif, size = 15, color = ink) =>
      page.drawText(text, { x: 306 - font.widthOfTextAtSize(text, size) / 2, y, font, size, color });
    centre(heading, 660, bold, 26, accent);
    let y = 600;
    for (const [text, style] of lines) {
      if (text) centre(text, y, style === 'bold' ? bold : style === 'italic' ? italic : serif, i === 0 && style === 'bold' ? 30 : 15);
      y -= i === 0 && style === 'bold' ? 48 : 30;
    }
    centre(`${i + 1}`, 54, serif, 11);
  });
  return Buffer.from(await doc.save());
}

function seaScene(sky: string, sail: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="800" viewBox="0 0 1200 800">
    <rect width="1200" height="800" fill="${sky}"/><circle cx="900" cy="190" r="80" fill="#fff6dd" opacity="0.85"/>
    <rect y="470" width="1200" height="330" fill="#3f6f8f"/>
    <path d="M0 520 Q 150 500 300 520 T 600 520 T 900 520 T 1200 520" stroke="#9fc3d8" stroke-width="6" fill="none"/>
    <path d="M420 470 L780 470 L740 520 L460 520 Z" fill="#5b3b2a"/><rect x="596" y="170" width="8" height="300" fill="#5b3b2a"/>
    <path d="M604 180 L760 450 L604 450 Z" fill="${sail}"/><path d="M596 200 L470 450 L596 450 Z" fill="${sail}" opacity="0.9"/></svg>`;
}

function workshopScene(): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="800" viewBox="0 0 1200 800">
    <rect width="1200" height="800" fill="#e7dccb"/><rect y="520" width="1200" height="280" fill="#8a6a45"/>
    <rect x="200" y="420" width="800" height="40" fill="#6e4f31"/><rect x="230" y="460" width="30" height="200" fill="#6e4f31"/><rect x="940" y="460" width="30" height="200" fill="#6e4f31"/>
    <rect x="330" y="300" width="240" height="120" rx="12" fill="#a8643a"/><circle cx="400" cy="360" r="36" fill="#e9d8b4"/><rect x="470" y="330" width="80" height="14" fill="#e9d8b4"/><rect x="470" y="365" width="80" height="14" fill="#e9d8b4"/>
    <rect x="700" y="150" width="260" height="200" fill="#c9b79a" stroke="#6e4f31" stroke-width="6"/>
    ${Array.from({ length: 6 }, (_, i) => `<rect x="${720 + i * 40}" y="180" width="10" height="${60 + (i % 3) * 25}" fill="#5b5b5b"/>`).join('')}</svg>`;
}
