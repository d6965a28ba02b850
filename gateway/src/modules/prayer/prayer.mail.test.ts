import { describe, expect, it } from 'vitest';
import { registerCatalog } from '@memorial/schema';
import { ES } from '@memorial/schema/es';
import { prayerSubmittedMail } from './prayer.mail.js';

registerCatalog('es', ES);

/** The staff's mail when a family submits its prayer card, pinned to the byte in both languages (the layout of say.ts). */
describe('prayerSubmittedMail', () => {
  const card = {
    senderName: 'Catherine Reyes',
    decedentName: 'Eleanor Grace Whitmore',
    opi: 'CS-1000-0001',
    funeralHome: 'Cypress Lawn',
    templateName: 'Classic',
    pages: 4,
    reviewLink: 'https://memorial.test/obituaries/admin/CS-1000-0001',
  };

  it('says who submitted which card, its design and pages, and where to print it, ending with a newline', () => {
    expect(prayerSubmittedMail({ ...card, language: 'en' })).toEqual({
      subject: 'Prayer card submitted for Eleanor Grace Whitmore',
      text:
        'Catherine Reyes submitted the prayer card of Eleanor Grace Whitmore (CS-1000-0001), Cypress Lawn.\n' +
        'Design: Classic. Pages: 4.\n\n' +
        'Review it and print the PDF at https://memorial.test/obituaries/admin/CS-1000-0001\n',
    });
  });

  it('says the same in Spanish to a reader who chose it', () => {
    expect(prayerSubmittedMail({ ...card, language: 'es' })).toEqual({
      subject: 'Se envió la estampa conmemorativa de Eleanor Grace Whitmore',
      text:
        'Catherine Reyes envió la estampa conmemorativa de Eleanor Grace Whitmore (CS-1000-0001), Cypress Lawn.\n' +
        'Diseño: Classic. Páginas: 4.\n\n' +
        'Revísela e imprima el PDF en https://memorial.test/obituaries/admin/CS-1000-0001\n',
    });
  });
});
