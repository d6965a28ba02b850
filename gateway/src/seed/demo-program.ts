import type { EntityManager } from '@mikro-orm/core';
import JSZip from 'jszip';
import { funeralHomeFor } from '@memorial/schema';
import type { Storage } from '../media/storage.js';
import { ProgramCard } from '../modules/program/program.entity.js';
import type { Decedent } from '../modules/decedent/decedent.entity.js';
import type { User } from '../modules/identity/user.entity.js';
import { buildProgramDocx, templateById } from '../modules/program/templates.js';
import { programName } from '../modules/program/program.service.js';
import { programPreviewHtml, readProgramDocx } from '../modules/program/program.document.js';

/**
 * The demo's service program: the Okafor family chose 'Garden Rose' and uploaded the program they
 * edited (the template's placeholders for the service and the officiant filled in).
 */
export async function seedDemoProgram(em: EntityManager, storage: Storage, v: { decedent: Decedent; by: User }): Promise<void> {
  const template = templateById(2)!;
  const made = await buildProgramDocx(template, {
    name: programName(v.decedent),
    dateOfBirth: v.decedent.dateOfBirth,
    dateOfDeath: v.decedent.dateOfDeath,
    funeralHome: funeralHomeFor(v.decedent.locationCode).name,
  });
  const zip = await JSZip.loadAsync(made);
  const xml = (await zip.file('word/document.xml')!.async('string'))
    .replace('Date and time of the service', 'Saturday, September 6, 2026 at 11:00 AM')
    .replace('Place of the service', 'Hillside Chapel, Colma')
    .replace('Name of the officiant', 'Rev. Grace Adeyemi');
  zip.file('word/document.xml', xml);
  const key = 'programs/demo/okafor-service-program.docx';
  const edited = await zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
  await storage.putBuffer(key, edited);
  em.create(ProgramCard, {
    decedent: v.decedent,
    templateId: template.id,
    templateName: template.name,
    fileUrl: storage.url(key),
    fileName: 'Okafor service program.docx',
    // The preview is made once, as an upload makes it.
    previewHtml: await programPreviewHtml(await readProgramDocx(edited)),
    updatedBy: v.by,
    updatedAt: new Date('2026-09-02T15:30:00Z'),
  });
}
