import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, OPI, startTestGateway, type GqlResponse, type TestGateway } from '../../test/gateway.js';
import { expectRestError, expectRestSuccess, gqlData, gqlError } from '../../test/expect.js';
import { docx as minimalDocx, restUploadForm, type TestFile } from '../../test/media.js';
import { CONTENT_TYPES, crowdedDocx, deflated, documentXml, docxBombs, stored, zipOf } from '../../test/zip.js';

/**
 * Hostile documents (issue 27, 3): a program-card .docx that is a zip bomb is refused while it is read
 * (declared sizes, actual inflated bytes, entry count) with 413 and a plain sentence, through both doors,
 * and nothing is stored; the preview is made once, at upload, and a preview request never opens the
 * document again.
 */

const TOO_LARGE =
  'This .docx holds more than 50 MB once unpacked, which is more than a program can be. Please save it again from Word (pictures compressed) and upload it again.';
const TOO_MUCH_MARKUP =
  'This .docx holds more than 2 MB of text and layout, which is more than a program can be. Please shorten it, or save it again from Word, and upload it again.';
const TOO_MANY_PARTS =
  'This .docx is made of more than 1000 parts, which is more than a program can be. Please save it again from Word and upload it again.';

let gw: TestGateway;
let arranger: string;
let eleanorId: number;
/** A Word document whose document.xml is 600 MB of spaces, deflated: about 600 KB. */
let bomb: Buffer;
/** The same, with headers that say document.xml is 1 KB. */
let liar: Buffer;
/** A small real document followed by 5000 empty parts. */
let crowd: Buffer;
/** 3 MB of paragraphs in a 10 KB upload: within the unpacked limit, but minutes of conversion. */
let wordy: Buffer;

const UPLOAD = `mutation ($opi: String!, $file: Upload) { uploadProgramCard(opi: $opi, file: $file) { message programCard { fileUrl fileName } } }`;
const PREVIEW = 'query ($opi: String!) { programCardPreview(opi: $opi) { html fileName } }';

beforeAll(async () => {
  gw = await startTestGateway();
  arranger = await gw.login(DEMO.arranger, 'arranger');
  expectRestSuccess(await gw.rest('GET', `/decedent/${OPI.eleanor}/accept`, undefined, arranger));
  gqlData(
    await gw.gql(
      'mutation ($opi: String!) { chooseProgramTemplate(opi: $opi, templateId: 1) { message } }',
      { opi: OPI.eleanor },
      arranger,
    ),
  );
  eleanorId = (await gw.sql<{ id: number }>('select id from decedent where opi = $1', [OPI.eleanor]))[0]!.id;
  ({ bomb, liar } = await docxBombs(600));
  crowd = crowdedDocx(5000);
  const paragraph = '<w:p><w:r><w:t>Amazing grace</w:t></w:r></w:p>';
  wordy = zipOf([
    stored('[Content_Types].xml', CONTENT_TYPES),
    deflated('word/document.xml', documentXml('Wordy').replace('<w:p>', paragraph.repeat((3 * 1_048_576) / paragraph.length) + '<w:p>')),
  ]);
}, 120_000);
afterAll(() => gw?.stop());

async function gqlUpload(file: TestFile): Promise<GqlResponse> {
  const body = new FormData();
  body.append('operations', JSON.stringify({ query: UPLOAD, variables: { opi: OPI.eleanor, file: null } }));
  body.append('map', JSON.stringify({ 0: ['variables.file'] }));
  body.append('0', new Blob([new Uint8Array(file.data as Buffer)]), file.name);
  const res = await fetch(`${gw.url}/graphql`, {
    method: 'POST',
    headers: { 'apollo-require-preflight': 'true', authorization: `Bearer ${arranger}` },
    body,
  });
  return { status: res.status, body: (await res.json()) as GqlResponse['body'], headers: res.headers };
}
const restUpload = (file: TestFile) => gw.rest('PUT', `/program-card/${OPI.eleanor}/upload`, restUploadForm([file]), arranger);
const preview = async (opi: string = OPI.eleanor) => gqlData(await gw.gql(PREVIEW, { opi }, arranger)).programCardPreview;

/** The card's row and the family's uploaded files in storage (the filled-in template downloads aside). */
async function storedState() {
  const [row] = await gw.sql('select file_url, file_name, preview_html from program_card where decedent_id = $1', [eleanorId]);
  const dir = path.join(gw.config.mediaDir, 'programs', String(eleanorId));
  const files = fs.existsSync(dir) ? fs.readdirSync(dir).filter((f) => !f.startsWith('template-')) : [];
  return { row, files: files.sort() };
}

describe('a zip bomb as the program card', () => {
  it('is about 600 KB that inflates to 600 MB (the document the probe sent)', () => {
    expect(bomb.length).toBeGreaterThan(500_000);
    expect(bomb.length).toBeLessThan(700_000);
    expect(liar.length).toBe(bomb.length);
  });

  for (const [what, file, message] of [
    ['the declared 600 MB', () => bomb, TOO_LARGE],
    ['headers that declare 1 KB while the data inflates to 600 MB', () => liar, TOO_LARGE],
    ['5000 parts', () => crowd, TOO_MANY_PARTS],
    ['3 MB of text and layout in 10 KB', () => wordy, TOO_MUCH_MARKUP],
  ] as const) {
    it(`is refused with 413 and a plain sentence for ${what}, through GraphQL and REST, and nothing is stored`, async () => {
      const before = await storedState();
      const started = Date.now();
      gqlError(await gqlUpload({ name: 'program.docx', data: file() }), 'PAYLOAD_TOO_LARGE', message);
      expectRestError(await restUpload({ name: 'program.docx', data: file() }), 413, message);
      // Refused while reading: nothing near the 48 s it took to inflate the whole thing.
      expect(Date.now() - started).toBeLessThan(15_000);
      expect(await storedState()).toEqual(before);
    });
  }

  it('a document within the limits is still accepted, through both doors', async () => {
    for (const up of [gqlUpload, restUpload]) {
      const res = await up({ name: 'Small program.docx', data: minimalDocx() });
      if (up === restUpload) expectRestSuccess(res as Awaited<ReturnType<typeof restUpload>>, 200, 'ProgramCard Uploaded Successfully');
      else expect(gqlData(res as GqlResponse).uploadProgramCard.message).toBe('ProgramCard Uploaded Successfully');
    }
  });
});

describe('the preview, made once at upload', () => {
  it('is stored with the upload and answered from there, even when the stored document is gone', async () => {
    const data = zipOf([stored('[Content_Types].xml', CONTENT_TYPES), deflated('word/document.xml', documentXml('Pallbearer Ada Byrne'))]);
    gqlData(await gqlUpload({ name: 'Byrne program.docx', data }));
    const { row, files } = await storedState();
    expect(row.preview_html).toContain('Pallbearer Ada Byrne');
    expect(files).toHaveLength(1);
    // A preview request never opens the document: with its bytes gone, it answers the same.
    fs.rmSync(path.join(gw.config.mediaDir, 'programs', String(eleanorId), files[0]!));
    expect(await preview()).toEqual({ html: expect.stringContaining('Pallbearer Ada Byrne'), fileName: 'Byrne program.docx' });
  });

  it('a program stored before previews were kept (the demo) is converted once, then answered from the row', async () => {
    const family2 = await gw.login(DEMO.family2, 'arranger');
    const okafor = (await gw.sql<{ id: number }>('select id from decedent where opi = $1', [OPI.okaforPrivate]))[0]!.id;
    await gw.sql('update program_card set preview_html = null where decedent_id = $1', [okafor]);
    const first = gqlData(await gw.gql(PREVIEW, { opi: OPI.okaforPrivate }, family2)).programCardPreview;
    expect(first.html).toContain('Rev. Grace Adeyemi');
    const [row] = await gw.sql('select file_url, preview_html from program_card where decedent_id = $1', [okafor]);
    expect(row.preview_html).toBe(first.html);
    fs.rmSync(path.join(gw.config.mediaDir, new URL(row.file_url, 'http://x').pathname.replace(/^\/media\//, '')));
    expect(gqlData(await gw.gql(PREVIEW, { opi: OPI.okaforPrivate }, family2)).programCardPreview.html).toBe(first.html);
  });

  it('a bomb stored before the limits (an old upload) previews empty, once, quickly, without a 500', async () => {
    const key = `programs/${eleanorId}/old-bomb.docx`;
    fs.writeFileSync(path.join(gw.config.mediaDir, key), bomb);
    await gw.sql(`update program_card set file_url = $1, preview_html = null where decedent_id = $2`, [`/media/${key}`, eleanorId]);
    const started = Date.now();
    expect(await preview()).toMatchObject({ html: '' });
    expect(Date.now() - started).toBeLessThan(15_000);
    expect((await storedState()).row.preview_html).toBe('');
  });
});
