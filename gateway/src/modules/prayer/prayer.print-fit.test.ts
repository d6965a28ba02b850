import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FUNERAL_HOMES } from '@memorial/schema';
import { DEMO, OPI, startTestGateway, type GqlResponse, type TestGateway } from '../../test/gateway.js';
import { expectRestError, gqlData, gqlError } from '../../test/expect.js';
import type { TestFile } from '../../test/media.js';
import type { PrayerPageData } from './prayer.entity.js';
import { POEMS } from './poems.js';
import { BACK_SHEET_SCALE, LETTER_LANDSCAPE, PANEL, buildPrintPdf } from './print.js';
import { renderPagePng } from './render.js';
import { SAFE_AREA } from './safe-area.js';
import { PRAYER_TEMPLATES, renderTemplateArt, templatePages, type PrayerPerson, type PrayerTemplate } from './templates.js';

/**
 * What prints is what fits (issue 29 item 2): every template's four pages, laid out with the longest poem the
 * editor accepts, go into the print PDF; pdftoppm turns each sheet into an image, and no ink may fall outside
 * the panels' safe areas (the editor's text box) other than the art and marks an empty card prints anyway.
 * Then the server refuses a submitted page whose text leaves the safe area, through GraphQL and REST.
 */
const run = promisify(execFile);
const DPI = 100;
const PT = DPI / 72;
/** A pixel differs when a channel differs by more than this from every reference pixel around it (3 x 3). */
const INK_LEVEL = 48;
const SPEC_LIMIT = 'Max text limit reached try reducing the characters';

const home = FUNERAL_HOMES[0]!;
const PERSON: PrayerPerson = {
  name: 'Eleanor Grace Whitmore',
  dates: 'June 2, 1941 \u2013 March 14, 2026',
  location: `${home.name}\n${home.address}`,
};
const remember = POEMS.find((p) => p.title === 'Remember')!;
/** The poem the fitting has to shrink most (the longest a card takes): the smallest poem size, then the most text. */
const poemSize = (t: PrayerTemplate, poem: (typeof POEMS)[number]) =>
  templatePages(t, PERSON, poem)[2]!.textFields.find((f) => f.type === 'poem')!.size;
const longest = (t: PrayerTemplate) =>
  [...POEMS].sort((a, b) => poemSize(t, a) - poemSize(t, b) || b.content.length - a.content.length)[0]!;

/** The panels of each sheet the PDF has, as print.ts lays them out (PDF points, y up). */
function panels(): Array<Array<{ x: number; y: number; w: number; h: number }>> {
  const grid = (cols: number, rows: number, scale: number) => {
    const w = PANEL.width * scale;
    const h = PANEL.height * scale;
    const x0 = (LETTER_LANDSCAPE.width - cols * w) / 2;
    const y0 = (LETTER_LANDSCAPE.height - rows * h) / 2;
    return Array.from({ length: cols * rows }, (_, i) => ({
      x: x0 + (i % cols) * w,
      y: y0 + (rows - 1 - Math.floor(i / cols)) * h,
      w,
      h,
    }));
  };
  return [grid(2, 1, 1), grid(2, 1, 1), grid(4, 2, BACK_SHEET_SCALE)];
}

/** The sheets of a PDF as raw RGB images, by pdftoppm (PRAYER_PRINT_KEEP=<dir> keeps them there, to look at). */
async function rasterise(pdf: Buffer, label: string): Promise<Array<{ data: Buffer; width: number; height: number }>> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'prayer-print-'));
  try {
    await fs.writeFile(path.join(dir, 'card.pdf'), pdf);
    await run('pdftoppm', ['-r', String(DPI), '-png', path.join(dir, 'card.pdf'), path.join(dir, 'sheet')]);
    const files = (await fs.readdir(dir)).filter((f) => f.endsWith('.png')).sort();
    const keep = process.env['PRAYER_PRINT_KEEP'];
    if (keep) for (const f of files) await fs.copyFile(path.join(dir, f), path.join(keep, `${label}-${f}`));
    return await Promise.all(
      files.map(async (f) => {
        const { data, info } = await sharp(path.join(dir, f)).removeAlpha().raw().toBuffer({ resolveWithObject: true });
        return { data, width: info.width, height: info.height };
      }),
    );
  } finally {
    await fs.rm(dir, { recursive: true, force: true });
  }
}

/** Pixels of a sheet outside every panel's safe area that differ from the empty card's sheet. */
function inkOutside(sheet: { data: Buffer; width: number; height: number }, empty: Buffer, boxes: ReturnType<typeof panels>[number]) {
  const { data, width, height } = sheet;
  const safe = boxes.map((b) => ({
    left: (b.x + (b.w * SAFE_AREA.left) / 750) * PT,
    right: (b.x + (b.w * SAFE_AREA.right) / 750) * PT,
    top: (LETTER_LANDSCAPE.height - b.y - b.h + (b.h * SAFE_AREA.top) / 1275) * PT,
    bottom: (LETTER_LANDSCAPE.height - b.y - b.h + (b.h * SAFE_AREA.bottom) / 1275) * PT,
  }));
  let ink = 0;
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      if (safe.some((s) => x >= s.left && x < s.right && y >= s.top && y < s.bottom)) continue;
      const i = (y * width + x) * 3;
      let same = false;
      for (let dy = -1; dy <= 1 && !same; dy++)
        for (let dx = -1; dx <= 1 && !same; dx++) {
          const j = (Math.min(height - 1, Math.max(0, y + dy)) * width + Math.min(width - 1, Math.max(0, x + dx))) * 3;
          same = [0, 1, 2].every((c) => Math.abs(data[i + c]! - empty[j + c]!) <= INK_LEVEL);
        }
      if (!same) ink++;
    }
  return ink;
}

/** The print PDF of pages drawn on a template's art, as the demo's submitted card is drawn. */
async function printOf(pages: PrayerPageData[], art: { front: Buffer; paper: Buffer }): Promise<Buffer> {
  const rendered = new Map<number, Buffer>();
  for (const p of pages) rendered.set(p.index, await renderPagePng(p, p.index === 0 ? art.front : art.paper));
  return buildPrintPdf({ pages: rendered, caption: 'Eleanor Grace Whitmore (CS-1000-0001)' });
}
const blank = (pages: PrayerPageData[]) => pages.map((p) => ({ ...p, textFields: p.textFields.map((f) => ({ ...f, text: '' })) }));

describe('the print PDF keeps every page inside its safe area', () => {
  it("every template's pages, with 'Remember' and the longest poem the editor accepts: no ink outside the safe areas", async () => {
    const found: string[] = [];
    for (const t of PRAYER_TEMPLATES) {
      const art = await renderTemplateArt(t);
      const empty = await rasterise(await printOf(blank(templatePages(t, PERSON, remember)), art), `${t.id}-empty`);
      for (const poem of [remember, longest(t)]) {
        const pages = templatePages(t, PERSON, poem);
        const sheets = await rasterise(await printOf(pages, art), `${t.id}-${poem.id}`);
        expect(sheets).toHaveLength(3);
        sheets.forEach((sheet, s) => {
          const ink = inkOutside(sheet, empty[s]!.data, panels()[s]!);
          if (ink > 0) found.push(`${t.name}, '${poem.title}' (size ${poemSize(t, poem)}), sheet ${s + 1}: ${ink} px`);
        });
      }
    }
    expect(found).toEqual([]);
  }, 240_000);
});

let gw: TestGateway;
let arranger: string;
beforeAll(async () => {
  gw = await startTestGateway();
  arranger = await gw.login(DEMO.arranger, 'arranger');
  await gw.rest('GET', `/decedent/${OPI.eleanor}/accept`, undefined, arranger);
});
afterAll(async () => {
  await gw?.stop();
});

const SUBMIT = `mutation ($opi: String!, $files: [Upload!]!) { submitPrayerCard(opi: $opi, files: $files) { message card { submittedAt renderedPageURLs printURL } } }`;
const GET = `query ($opi: String!) { prayerCard(opi: $opi) { templateId submittedAt renderedPageURLs printURL pages { index textFields { name type text size } } } }`;

async function gqlSubmit(files: TestFile[], token: string): Promise<GqlResponse> {
  const body = new FormData();
  body.append('operations', JSON.stringify({ query: SUBMIT, variables: { opi: OPI.eleanor, files: files.map(() => null) } }));
  body.append('map', JSON.stringify(Object.fromEntries(files.map((_, i) => [String(i), [`variables.files.${i}`]]))));
  files.forEach((f, i) => body.append(String(i), new Blob([new Uint8Array(f.data as Buffer)]), f.name));
  const res = await fetch(`${gw.url}/graphql`, {
    method: 'POST',
    headers: { 'apollo-require-preflight': 'true', authorization: `Bearer ${token}` },
    body,
  });
  return { status: res.status, body: (await res.json()) as GqlResponse['body'], headers: res.headers };
}
function restSubmit(files: TestFile[], token: string) {
  const body = new FormData();
  for (const f of files) body.append('files', new Blob([new Uint8Array(f.data as Buffer)]), f.name);
  return gw.rest('POST', `/prayer-card/${OPI.eleanor}/submit`, body, token);
}

describe('submit refuses a page whose text leaves the safe area', () => {
  it("Garden Roses with 'Remember' at the template's size 26: page 3 named, BAD_USER_INPUT (400), nothing saved", async () => {
    const card = gqlData(await gw.gql(GET, { opi: OPI.eleanor }, arranger)).prayerCard;
    expect(card.templateId).toBe(1);
    // The card as saved (the demo's, fitted): its poem is set smaller than 26 so the page fits.
    const poem = card.pages.find((p: { index: number }) => p.index === 2).textFields.find((f: { type: string }) => f.type === 'poem');
    expect(poem.text).toBe(remember.content);
    expect(poem.size).toBeLessThan(26);

    const t = PRAYER_TEMPLATES[0]!;
    const art = await renderTemplateArt(t);
    const fitted = templatePages(t, PERSON, remember);
    const overflowing = fitted.map((p) =>
      p.index === 2 ? { ...p, textFields: p.textFields.map((f) => (f.type === 'poem' ? { ...f, size: 26 } : f)) } : p,
    );
    const files = async (pages: PrayerPageData[]) =>
      Promise.all(
        pages.map(async (p) => ({
          name: `template_${p.index + 1}.png`,
          data: await renderPagePng(p, p.index === 0 ? art.front : art.paper),
        })),
      );
    const message = `Page 3 Inside Right: ${SPEC_LIMIT}`;
    gqlError(await gqlSubmit(await files(overflowing), arranger), 'BAD_USER_INPUT', message);
    expectRestError(await restSubmit(await files(overflowing), arranger), 400, message);
    const after = gqlData(await gw.gql(GET, { opi: OPI.eleanor }, arranger)).prayerCard;
    expect([after.submittedAt, after.renderedPageURLs, after.printURL]).toEqual([null, [], null]);

    // The same card with the poem at the size that fits is taken.
    const ok = gqlData(await gqlSubmit(await files(fitted), arranger)).submitPrayerCard;
    expect(ok.card.renderedPageURLs).toHaveLength(4);
    expect(ok.card.printURL).toBeTruthy();
  }, 120_000);
});
