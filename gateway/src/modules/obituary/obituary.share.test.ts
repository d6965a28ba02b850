import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contract } from '../../test/contract.js';
import { PDFDocument, PDFName, PDFNumber, PDFRawStream } from 'pdf-lib';
import jsQRModule from 'jsqr';
import { bootGateway } from '../../boot.js';
import { loadConfig, ROOT_DIR } from '../../config.js';
import { createLogger } from '../../logger.js';
import { DEMO, OPI, TEST_JWT_SECRET, startTestGateway, type TestGateway } from '../../test/gateway.js';
import { expectRestError, gqlData } from '../../test/expect.js';
import { decodeHtml } from '../../test/html.js';

/** Sharing the official page: Related Profiles, the official URL, link previews (Open Graph) and the QR poster, per role. */

// jsqr is CommonJS with a default export: its function is .default or the module itself, by loader.
const jsQR: typeof jsQRModule.default =
  (jsQRModule as unknown as { default?: typeof jsQRModule.default }).default ?? (jsQRModule as unknown as typeof jsQRModule.default);

const PUBLIC_URL = 'https://memorial.example';
const ELEANOR_PAGE = `${PUBLIC_URL}/obituaries/name/eleanor-whitmore-obituary/${OPI.eleanor}`;
const PRIVATE_PAGE = "Uh, Oh! The page that you have requested is private. You don't have the permission to view this.";
const RELATED =
  'query ($opi: String!) { decedent(opi: $opi) { opi officialUrl relatedProfiles { opi fullName slug isPrivate pictureUrl } } }';

let gw: TestGateway;
let webDist: string;
type Who = 'visitor' | 'family' | 'otherFamily' | 'admin' | 'staff';
let tokens: Record<Who, string | undefined>;

beforeAll(async () => {
  // The built app is not needed: a copy of the source index.html is what the server fills in.
  webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'memorial-web-'));
  fs.copyFileSync(path.join(ROOT_DIR, 'web', 'index.html'), path.join(webDist, 'index.html'));
  gw = await startTestGateway({ env: { PUBLIC_URL, WEB_DIST: webDist } });
  const [family, otherFamily, staff, admin] = await Promise.all([
    gw.login(DEMO.arranger, 'arranger'),
    gw.login(DEMO.family2, 'arranger'),
    gw.login(DEMO.staff, 'cl-arranger'),
    gw.login(DEMO.admin, 'admin'),
  ]);
  tokens = { visitor: undefined, family, otherFamily, staff, admin };
});
afterAll(async () => {
  await gw?.stop();
  if (webDist) fs.rmSync(webDist, { recursive: true, force: true });
});

const setPrivate = (opi: string, isPrivate: boolean) => gw.sql('update decedent set is_private = $2 where opi = $1', [opi, isPrivate]);
const ALL: Who[] = ['visitor', 'family', 'otherFamily', 'admin', 'staff'];

describe('Related Profiles', () => {
  it("lists the other public pages of the family's cases, to every role", async () => {
    for (const who of ALL) {
      const eleanor = gqlData(await gw.gql(RELATED, { opi: OPI.eleanor }, tokens[who])).decedent;
      expect(eleanor.relatedProfiles, who).toEqual([
        expect.objectContaining({
          opi: OPI.thomas,
          fullName: 'Mr Thomas Edward Whitmore',
          slug: 'thomas-whitmore-obituary',
          isPrivate: false,
        }),
      ]);
      const thomas = gqlData(await gw.gql(RELATED, { opi: OPI.thomas }, tokens[who])).decedent;
      expect(
        thomas.relatedProfiles.map((d: { opi: string }) => d.opi),
        who,
      ).toEqual([OPI.eleanor]);
      // Eleanor's portrait is public (her page is): the related card shows it to anyone.
      expect(thomas.relatedProfiles[0].pictureUrl, who).toMatch(/^\/media\/.+\?sig=/);
    }
  });

  it('never lists a private page, whoever asks, nor one of another family', async () => {
    await setPrivate(OPI.thomas, true);
    try {
      for (const who of ALL) {
        const eleanor = gqlData(await gw.gql(RELATED, { opi: OPI.eleanor }, tokens[who])).decedent;
        expect(eleanor.relatedProfiles, who).toEqual([]);
      }
      // Samuel Okafor's page (another family, private) is seen by its family and staff, with no relatives of Eleanor's.
      for (const who of ['otherFamily', 'admin', 'staff'] as const) {
        expect(gqlData(await gw.gql(RELATED, { opi: OPI.okaforPrivate }, tokens[who])).decedent.relatedProfiles, who).toEqual([]);
      }
    } finally {
      await setPrivate(OPI.thomas, false);
    }
  });

  it('is batched: a list of decedents reads all their relatives in one statement', async () => {
    // A second gateway on this file's database that reports every statement (BootOptions.onQuery).
    const statements: string[] = [];
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'memorial-gw-count-'));
    const counting = await bootGateway(
      loadConfig({
        DATABASE_URL: gw.databaseUrl,
        PORT: '0',
        HOST: '127.0.0.1',
        NODE_ENV: 'test',
        LOG_LEVEL: 'silent',
        JWT_SECRET: TEST_JWT_SECRET,
        DATA_DIR: dataDir,
        MEDIA_DIR: gw.config.MEDIA_DIR,
      }),
      createLogger('silent'),
      { mailer: { send: async () => {} }, seed: false, onQuery: (sql) => statements.push(sql) },
    );
    try {
      const res = await fetch(`${counting.url.replace('localhost', '127.0.0.1')}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${tokens.admin}` },
        body: JSON.stringify({ query: '{ staffDecedents(pageSize: 50) { decedents { opi relatedProfiles { opi } } } }' }),
      });
      const { data } = (await res.json()) as {
        data: { staffDecedents: { decedents: Array<{ opi: string; relatedProfiles: Array<{ opi: string }> }> } };
      };
      const related = Object.fromEntries(data.staffDecedents.decedents.map((d) => [d.opi, d.relatedProfiles.map((r) => r.opi)]));
      expect(related).toMatchObject({ [OPI.eleanor]: [OPI.thomas], [OPI.thomas]: [OPI.eleanor], [OPI.okaforPrivate]: [] });
      expect(statements.filter((sql) => /join arranger_case b/.test(sql))).toHaveLength(1);
    } finally {
      await counting.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it("a family's own cases list their relatives", async () => {
    const query = `{ myCases { activeCases { decedent { opi relatedProfiles { opi } } } closedCases { decedent { opi relatedProfiles { opi } } } } }`;
    const cases = gqlData(await gw.gql(query, {}, tokens.family)).myCases;
    expect(cases.activeCases[0].decedent.relatedProfiles).toEqual([{ opi: OPI.thomas }]);
    expect(cases.closedCases[0].decedent.relatedProfiles).toEqual([{ opi: OPI.eleanor }]);
  });

  it('the official URL is the public page under PUBLIC_URL', async () => {
    expect(gqlData(await gw.gql(RELATED, { opi: OPI.eleanor })).decedent.officialUrl).toBe(ELEANOR_PAGE);
  });
});

/** The <meta> tags of an HTML page, by their property or name. */
function metaTags(html: string): Record<string, string> {
  const tags: Record<string, string> = {};
  for (const [, attributes] of html.matchAll(/<meta\s([^>]*)>/g)) {
    const key = /(?:property|name)="([^"]+)"/.exec(attributes!)?.[1];
    const content = /content="([^"]*)"/.exec(attributes!)?.[1];
    if (key && content !== undefined) tags[key] = content;
  }
  return tags;
}
const unescape = decodeHtml;

describe('link previews (Open Graph and Twitter card tags in the HTML the server sends)', () => {
  it('a public page: title, the first 160 characters of the obituary (whole words), the portrait, the official URL', async () => {
    const { description } = gqlData(
      await gw.gql('query ($opi: String!) { decedent(opi: $opi) { obituary { description } } }', { opi: OPI.eleanor }),
    ).decedent.obituary;
    // Within the first 160 characters with its ellipsis, cut after a whole word and its comma dropped (the 160th is in "2026").
    expect(description).toBe(
      'Eleanor Grace Whitmore, beloved mother, grandmother and friend to all who knew her, passed away peacefully at home in San Mateo on the morning of March 14…',
    );
    const res = await fetch(`${gw.url}/obituaries/name/eleanor-whitmore-obituary/${OPI.eleanor}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await res.text();
    const tags = metaTags(html);
    expect(unescape(tags['og:title']!)).toBe('In Loving Memory of Eleanor Grace Whitmore');
    expect(unescape(tags['og:description']!)).toBe(description);
    expect(unescape(tags['description']!)).toBe(description);
    expect(tags['og:url']).toBe(ELEANOR_PAGE);
    expect(tags['twitter:card']).toBe('summary_large_image');
    expect(html).toContain('<title>In Loving Memory of Eleanor Grace Whitmore</title>');
    // One title and one description: the generic ones are replaced, not repeated.
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html.match(/name="description"/g)).toHaveLength(1);
    // The portrait, absolute under PUBLIC_URL, at its stable public address (no expiring signature): a plain GET answers it.
    const image = unescape(tags['og:image']!);
    expect(image.startsWith(`${PUBLIC_URL}/obituaries/portrait/${OPI.eleanor}?v=`)).toBe(true);
    expect(tags['twitter:image']).toBe(tags['og:image']);
    const picture = await fetch(`${gw.url}${image.slice(PUBLIC_URL.length)}`);
    expect(picture.status).toBe(200);
    expect(picture.headers.get('content-type')).toMatch(/^image\//);
  });

  it('escapes what the family wrote', async () => {
    await gw.sql('update decedent set page_title = $2 where opi = $1', [OPI.thomas, 'Tom "Skipper" <b>Whitmore</b> & crew\'s']);
    try {
      const html = await (await fetch(`${gw.url}/obituaries/name/thomas-whitmore-obituary/${OPI.thomas}`)).text();
      expect(html).not.toContain('<b>Whitmore</b>');
      expect(html).not.toContain('"Skipper"');
      expect(unescape(metaTags(html)['og:title']!)).toBe('Tom "Skipper" <b>Whitmore</b> & crew\'s');
      // Thomas has no portrait: no image tag.
      expect(metaTags(html)['og:image']).toBeUndefined();
    } finally {
      await gw.sql('update decedent set page_title = null where opi = $1', [OPI.thomas]);
    }
  });

  it('a private or missing page gets the generic site tags: no name, description or portrait', async () => {
    await setPrivate(OPI.eleanor, true);
    try {
      for (const [slug, opi, words] of [
        ['samuel-okafor-obituary', OPI.okaforPrivate, ['Samuel', 'Okafor', 'devoted husband']],
        ['eleanor-whitmore-obituary', OPI.eleanor, ['Eleanor', 'Whitmore', 'Lindqvist']],
        ['nobody-obituary', OPI.missing, []],
      ] as const) {
        const res = await fetch(`${gw.url}/obituaries/name/${slug}/${opi}`);
        expect(res.status).toBe(200);
        const html = await res.text();
        const tags = metaTags(html);
        expect(tags['og:title']).toBe('Family Website');
        expect(tags['og:url']).toBe(`${PUBLIC_URL}/obituaries/`);
        expect(tags['og:image']).toBeUndefined();
        expect(tags['twitter:card']).toBe('summary');
        expect(html).not.toContain('/media/');
        for (const word of [...words, slug]) expect(html.toLowerCase()).not.toContain(word.toLowerCase());
      }
    } finally {
      await setPrivate(OPI.eleanor, false);
    }
  });

  it("the site's words are in the page's language: the default title, the generic tags (issue 31)", async () => {
    const tagsOf = async (path: string, headers: Record<string, string> = {}) =>
      metaTags(await (await fetch(`${gw.url}/obituaries/${path}`, { headers })).text());
    // Thomas's family set no title: "{name} Obituary", the name as the page shows it.
    const thomas = `name/thomas-whitmore-obituary/${OPI.thomas}`;
    const name = /^(.+) Obituary$/.exec(unescape((await tagsOf(thomas))['og:title']!))?.[1];
    expect(name).toBe('Mr Thomas Edward Whitmore');
    const spanish = await tagsOf(`${thomas}?lang=es`);
    // The title before the name in the page's language too (Mr: Sr.).
    expect(unescape(spanish['og:title']!)).toBe('Obituario de Thomas Edward Whitmore');
    expect(unescape(spanish['og:site_name']!)).toBe('Sitio web familiar');
    // A missing page: the site's tags, in Spanish when asked.
    const missing = await tagsOf(`name/nobody-obituary/${OPI.missing}`, { 'accept-language': 'es' });
    expect(unescape(missing['og:title']!)).toBe('Sitio web familiar');
    expect(unescape(missing['description']!)).toBe('Sitio web familiar, obituario y portal de arreglos funerarios.');
    expect(unescape((await tagsOf(`name/nobody-obituary/${OPI.missing}`))['description']!)).toBe(
      'Family website, obituary and arrangements portal.',
    );
  });

  it('other routes get the app as it is; a malformed address is refused', async () => {
    const other = await fetch(`${gw.url}/obituaries/app`);
    expect(await other.text()).toContain('<title>Family Website</title>');
    // Refused before any page is read (the static files' URL decoding), never a 500.
    const malformed = await fetch(`${gw.url}/obituaries/name/x/%E0%A4%A`);
    expect(malformed.status).toBe(400);
  });
});

/** WinAnsi is latin1 but for 0x80-0x9f; the poster uses the en dash of its dates from that range. */
const winAnsi = (bytes: Buffer) => bytes.toString('latin1').replace(/\x96/g, '\u2013').replace(/\x97/g, '\u2014');

/** The text the poster writes (pdf-lib writes standard-font text as hex strings) and the images it embeds. */
async function readPdf(bytes: Uint8Array) {
  const doc = await PDFDocument.load(bytes);
  const texts: string[] = [];
  const images: Array<{ width: number; height: number; rgb: Buffer }> = [];
  for (const [, object] of doc.context.enumerateIndirectObjects()) {
    if (!(object instanceof PDFRawStream)) continue;
    const dict = object.dict;
    const data = dict.get(PDFName.of('Filter')) ? zlib.inflateSync(object.contents) : Buffer.from(object.contents);
    if (dict.get(PDFName.of('Subtype')) === PDFName.of('Image')) {
      if (dict.get(PDFName.of('ColorSpace')) !== PDFName.of('DeviceRGB')) continue;
      const size = (k: string) => (dict.get(PDFName.of(k)) as PDFNumber).asNumber();
      images.push({ width: size('Width'), height: size('Height'), rgb: data });
      continue;
    }
    for (const [, hex] of data.toString('latin1').matchAll(/<([0-9A-Fa-f]*)>\s*Tj/g)) texts.push(winAnsi(Buffer.from(hex!, 'hex')));
  }
  return { doc, texts, images };
}

function decodeQr(image: { width: number; height: number; rgb: Buffer }): string | null {
  const rgba = new Uint8ClampedArray(image.width * image.height * 4);
  for (let i = 0; i < image.width * image.height; i++) {
    rgba[i * 4] = image.rgb[i * 3]!;
    rgba[i * 4 + 1] = image.rgb[i * 3 + 1]!;
    rgba[i * 4 + 2] = image.rgb[i * 3 + 2]!;
    rgba[i * 4 + 3] = 255;
  }
  return jsQR(rgba, image.width, image.height)?.data ?? null;
}

contract('GET', '/decedent/:opi/poster', () => {
  const poster = (opi: string, who: Who, query = '') =>
    fetch(`${gw.url}/api/v1/decedent/${opi}/poster${query}`, { headers: tokens[who] ? { authorization: `Bearer ${tokens[who]}` } : {} });

  it('a visitor downloads the poster of a public page: name, dates, the URL and its QR code', async () => {
    const res = await poster(OPI.eleanor, 'visitor');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="?eleanor-whitmore-obituary-poster\.pdf"?$/);
    const { doc, texts, images } = await readPdf(new Uint8Array(await res.arrayBuffer()));
    expect(doc.getPageCount()).toBe(1);
    // US Letter unless A4 is asked for.
    expect(doc.getPage(0).getSize()).toEqual({ width: 612, height: 792 });
    expect(texts).toContain('Eleanor Grace Whitmore');
    expect(texts).toContain('June 2, 1941 \u2013 March 14, 2026');
    expect(texts).toContain(ELEANOR_PAGE);
    expect(images).toHaveLength(1);
    expect(decodeQr(images[0]!)).toBe(ELEANOR_PAGE);
    // The demo's upcoming services, on the funeral home's clock; the past Prayer Vigil is not on it.
    expect(texts).toContain('Services');
    expect(texts.filter((t) => /^(Visitation|Funeral Service|Committal) · \w+ \d{2}, \d{4}, \d{1,2}:\d{2} [AP]M · /.test(t))).toHaveLength(
      3,
    );
    expect(texts.some((t) => t.startsWith('Prayer Vigil'))).toBe(false);
  });

  it('prints on A4 when asked', async () => {
    const { doc } = await readPdf(new Uint8Array(await (await poster(OPI.eleanor, 'visitor', '?paper=a4')).arrayBuffer()));
    expect(doc.getPage(0).getSize()).toEqual({ width: 595.28, height: 841.89 });
  });

  it('a private page: refused to a visitor and to another family; its family and staff get it', async () => {
    for (const who of ['visitor', 'family'] as const) {
      const res = await poster(OPI.okaforPrivate, who);
      expect(res.headers.get('content-type')).toMatch(/^application\/json/);
      expectRestError({ status: res.status, body: await res.json(), headers: res.headers, text: '' }, 403, PRIVATE_PAGE);
    }
    for (const who of ['otherFamily', 'admin', 'staff'] as const) {
      const res = await poster(OPI.okaforPrivate, who);
      expect(res.status, who).toBe(200);
      const { texts, images } = await readPdf(new Uint8Array(await res.arrayBuffer()));
      expect(texts, who).toContain('Mr Samuel Okafor');
      expect(decodeQr(images[0]!), who).toBe(`${PUBLIC_URL}/obituaries/name/samuel-okafor-obituary/${OPI.okaforPrivate}`);
    }
  });

  it("speaks Spanish when the reader asks for it, and in the page's chosen language whoever reads it (issue 31)", async () => {
    const spanish = async (headers: Record<string, string>) => {
      const res = await fetch(`${gw.url}/api/v1/decedent/${OPI.eleanor}/poster`, { headers });
      expect(res.status).toBe(200);
      const { doc, texts } = await readPdf(new Uint8Array(await res.arrayBuffer()));
      expect(texts).toContain('En memoria de');
      expect(texts).toContain('2 de junio de 1941 \u2013 14 de marzo de 2026');
      expect(texts).toContain('Escanee el código para visitar la página conmemorativa oficial');
      expect(texts).toContain('Servicios');
      expect(texts).toContain('Allí puede compartir un recuerdo, consultar los servicios y enviar sus condolencias.');
      expect(texts.some((t) => /^La familia publica esta página con .+\.$/.test(t))).toBe(true);
      expect(texts).not.toContain('In Loving Memory of');
      expect(doc.getTitle()).toBe('Eleanor Grace Whitmore – página conmemorativa oficial');
    };
    await spanish({ 'accept-language': 'es' });
    await gw.sql(`update decedent set page_language = 'es' where opi = $1`, [OPI.eleanor]);
    try {
      await spanish({ 'accept-language': 'en' });
    } finally {
      await gw.sql('update decedent set page_language = null where opi = $1', [OPI.eleanor]);
    }
  });

  it('a missing page is 404 for everyone; a stale token is told to sign in again', async () => {
    for (const who of ALL) {
      const res = await poster(OPI.missing, who);
      expectRestError({ status: res.status, body: await res.json(), headers: res.headers, text: '' }, 404, 'Decedent does not exist');
    }
    const stale = await fetch(`${gw.url}/api/v1/decedent/${OPI.okaforPrivate}/poster`, {
      headers: { authorization: 'Bearer not-a-token' },
    });
    expect(stale.status).toBe(401);
  });
});
