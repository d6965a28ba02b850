import type { EntityManager } from '@mikro-orm/core';
import type { Storage } from '../media/storage.js';
import { PrayerCard } from '../modules/prayer/prayer.entity.js';
import type { Decedent } from '../modules/decedent/decedent.entity.js';
import type { User } from '../modules/identity/user.entity.js';
import { poemById } from '../modules/prayer/poems.js';
import { personOf } from '../modules/prayer/prayer.service.js';
import { buildPrintPdf } from '../modules/prayer/print.js';
import { renderPagePng } from '../modules/prayer/render.js';
import { ensureTemplateArt, prayerTemplateById, templateKeys, templatePages } from '../modules/prayer/templates.js';

/**
 * The demo's prayer cards.
 * - Eleanor Whitmore: 'Garden Roses' (template 1), Rossetti's 'Remember' and Cypress Lawn in the footer,
 *   saved by the arranger (Maria Lopez) with the family on 16 March; not submitted, so the family can finish it.
 * - Thomas Whitmore (the closed case of 2017): 'Calm Sea' with 'Crossing the Bar', submitted by the family,
 *   with its rendered pages and print PDF (made here with sharp from the template, as a browser would).
 * The template art is drawn into the media store first (at start-up, on a fresh database).
 */
export async function seedDemoPrayer(
  em: EntityManager,
  storage: Storage,
  v: { eleanor: Decedent; thomas: Decedent; staff: User; arranger: User },
): Promise<void> {
  await ensureTemplateArt(storage);

  const roses = prayerTemplateById(1)!;
  const remember = poemById(8)!;
  em.create(PrayerCard, {
    decedent: v.eleanor,
    templateId: roses.id,
    templateName: roses.name,
    poemId: remember.id,
    poemTitle: remember.title,
    poemContent: remember.content,
    locationId: 1,
    pages: templatePages(roses, personOf(v.eleanor, 1), { title: remember.title, content: remember.content }),
    updatedBy: v.staff,
    updatedAt: new Date('2026-03-16T17:20:00Z'),
  });

  const sea = prayerTemplateById(3)!;
  const bar = poemById(7)!;
  const pages = templatePages(sea, personOf(v.thomas, 1), { title: bar.title, content: bar.content });
  // Crossing the Bar set a size smaller than the default, as a family would to fit its four stanzas.
  pages[2]!.textFields[1]!.size = 17;
  const read = async (key: string) => {
    const chunks: Buffer[] = [];
    for await (const c of storage.read(key)) chunks.push(c as Buffer);
    return Buffer.concat(chunks);
  };
  const keys = templateKeys(sea.id);
  const [front, paper] = [await read(keys.front), await read(keys.paper)];
  const rendered = new Map<number, Buffer>();
  for (const page of pages) rendered.set(page.index, await renderPagePng(page, page.index === 0 ? front : paper));
  const folder = 'prayer/demo/thomas-whitmore';
  const urls: string[] = [];
  for (const [index, png] of rendered) {
    const key = `${folder}/template_${index + 1}.png`;
    await storage.putBuffer(key, png);
    urls.push(storage.url(key));
  }
  const pdfKey = `${folder}/prayer-card.pdf`;
  await storage.putBuffer(pdfKey, await buildPrintPdf({ pages: rendered, caption: `Thomas Edward Whitmore (${v.thomas.opi})` }));
  em.create(PrayerCard, {
    decedent: v.thomas,
    templateId: sea.id,
    templateName: sea.name,
    poemId: bar.id,
    poemTitle: bar.title,
    poemContent: bar.content,
    locationId: 1,
    pages,
    renderedPages: urls,
    printUrl: storage.url(pdfKey),
    submittedAt: new Date('2017-10-06T18:05:00Z'),
    updatedBy: v.arranger,
    updatedAt: new Date('2017-10-06T18:05:00Z'),
  });
}
