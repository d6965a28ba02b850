import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PDFDocument } from 'pdf-lib';
import { OPI, startTestGateway, type TestGateway } from '../test/gateway.js';
import { gqlData, gqlError } from '../test/expect.js';
import { PUBLIC_MEDIA_CACHE } from '../media/routes.js';

/**
 * The demo of the document viewer and the carousel (demo-documents.ts): Thomas Whitmore's public gallery holds three
 * photos and a four-page pdf, read as a visitor reads them; once the page is private, only those who may see it get
 * the pdf (signed for them alone, never cached by shared caches).
 */
let gw: TestGateway;
let arranger: string;
let family2: string;

beforeAll(async () => {
  gw = await startTestGateway();
  [arranger, family2] = await gw.demoLogins();
});
afterAll(() => gw?.stop());

const GALLERY = 'query ($opi: String!) { gallery(opi: $opi) { id fileType fileName src } }';
type File = { id: number; fileType: string; fileName: string | null; src: string };
const gallery = async (token?: string) => gqlData(await gw.gql<{ gallery: File[] }>(GALLERY, { opi: OPI.thomas }, token)).gallery;
const get = (url: string) => fetch(`${gw.url}${url}`);

describe('demo documents', () => {
  it('a visitor of the public page gets three photos and the order of service, by id ascending', async () => {
    const files = await gallery();
    expect(files.map((f) => f.id)).toEqual([...files.map((f) => f.id)].sort((a, b) => a - b));
    expect(files.filter((f) => f.fileType === 'Image').map((f) => f.fileName)).toEqual([
      'sailing-the-bay.jpg',
      'harbour-at-dusk.jpg',
      'the-workshop.jpg',
    ]);
    const documents = files.filter((f) => f.fileType === 'Application');
    expect(documents.map((f) => f.fileName)).toEqual(['order-of-service-thomas-whitmore.pdf']);

    const res = await get(documents[0]!.src);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('cache-control')).toBe(PUBLIC_MEDIA_CACHE);
    const pdf = await PDFDocument.load(await res.arrayBuffer());
    expect(pdf.getPageCount()).toBe(4);
    expect(pdf.getTitle()).toBe('Order of Service: Thomas Edward Whitmore');
    // The stored path alone is not enough.
    expect((await get(documents[0]!.src.split('?')[0]!)).status).toBe(404);
  });

  it('on a private page: a visitor and another family get PRIVATE, the family with access a signature for itself alone', async () => {
    await gw.sql('update decedent set is_private = true where opi = $1', [OPI.thomas]);
    try {
      gqlError(await gw.gql(GALLERY, { opi: OPI.thomas }), 'PRIVATE');
      gqlError(await gw.gql(GALLERY, { opi: OPI.thomas }, family2), 'PRIVATE');
      const pdf = (await gallery(arranger)).find((f) => f.fileType === 'Application')!;
      const res = await get(pdf.src);
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe('private, no-store');
      expect(new TextDecoder().decode((await res.arrayBuffer()).slice(0, 5))).toBe('%PDF-');
    } finally {
      await gw.sql('update decedent set is_private = false where opi = $1', [OPI.thomas]);
    }
  });
});
