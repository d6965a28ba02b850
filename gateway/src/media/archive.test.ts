import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestGateway, type TestGateway } from '../test/gateway.js';
import { expectRestError, expectRestSuccess, gqlData, gqlError } from '../test/expect.js';
import { filesUnder, gqlUpload, restUploadForm, type TestFile } from '../test/media.js';
import { CONTENT_TYPES, crowdedDocx, deflated, documentXml, docxBombs, stored, zipOf } from '../test/zip.js';

/**
 * Hostile documents shared with a memory (issue 27, 3): with isAllowAllMedia a .docx, .xlsx or .odt is
 * stored as it came, but it is a zip, so it is unpacked once on upload, counting (declared sizes, actual
 * inflated bytes, parts): a zip bomb is refused with 413 and a plain sentence through both doors, and
 * nothing is stored.
 */

const TOO_LARGE =
  'This document holds more than 200 MB once unpacked, which is more than a shared document can be. Please save it again, or share it as a PDF.';
const TOO_MANY_PARTS =
  'This document is made of more than 10000 parts, which is more than a shared document can be. Please save it again, or share it as a PDF.';

let gw: TestGateway;
let bomb: Buffer;
let liar: Buffer;

beforeAll(async () => {
  gw = await startTestGateway();
  ({ bomb, liar } = await docxBombs(600));
}, 120_000);
afterAll(() => gw?.stop());

const DOORS = [
  {
    name: 'GraphQL uploadMedia',
    async refused(file: TestFile, message: string) {
      gqlError(await gqlUpload(gw, [file], { allowAll: true }), 'PAYLOAD_TOO_LARGE', message);
    },
    async accepted(file: TestFile) {
      return gqlData(await gqlUpload(gw, [file], { allowAll: true })).uploadMedia[0];
    },
  },
  {
    name: 'REST POST /memories/upload',
    async refused(file: TestFile, message: string) {
      expectRestError(await gw.rest('POST', '/memories/upload?isAllowAllMedia=true', restUploadForm([file])), 413, message);
    },
    async accepted(file: TestFile) {
      return expectRestSuccess(
        await gw.rest('POST', '/memories/upload?isAllowAllMedia=true', restUploadForm([file])),
        200,
        'Media Uploaded Successfully',
      ).files[0];
    },
  },
] as const;

/** The stored memory files and the upload records. */
async function kept() {
  const files = filesUnder(path.join(gw.config.mediaDir, 'memories'));
  const { n } = (await gw.sql<{ n: number }>('select count(*)::int as n from media_upload'))[0]!;
  return { files, records: n };
}

describe.each(DOORS)('a document shared through $name', (door) => {
  for (const [what, file, message] of [
    ['a bomb: 600 KB that declares and inflates to 600 MB', () => bomb, TOO_LARGE],
    ['a bomb whose headers declare 1 KB', () => liar, TOO_LARGE],
    ['a crowd of 10001 parts', () => crowdedDocx(10_001), TOO_MANY_PARTS],
  ] as const) {
    it(`refuses ${what} with 413 and a plain sentence, storing nothing`, async () => {
      const before = await kept();
      const started = Date.now();
      await door.refused({ name: 'eulogy.docx', data: file() }, message);
      expect(Date.now() - started).toBeLessThan(15_000);
      expect(await kept()).toEqual(before);
    });
  }

  it('still takes a real document', async () => {
    const data = zipOf([stored('[Content_Types].xml', CONTENT_TYPES), deflated('word/document.xml', documentXml('Eulogy for Ada'))]);
    expect(await door.accepted({ name: 'eulogy.docx', data })).toMatchObject({
      fileName: 'eulogy.docx',
      url: expect.stringMatching(/\.docx$/),
    });
  });
});
