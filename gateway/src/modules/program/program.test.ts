import JSZip from 'jszip';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, OPI, startTestGateway, type GqlResponse, type TestGateway } from '../../test/gateway.js';
import { contract } from '../../test/contract.js';
import { expectRestError, expectRestSuccess, gqlData, gqlError } from '../../test/expect.js';
import { docx as minimalDocx, restUploadForm, storedZip, windowsProgram, type TestFile } from '../../test/media.js';

/**
 * The service program card (arrangements-portal 2.7, 4.4, 5.7, 7.3): templates, choosing one, the
 * filled-in download, the .docx upload (checked by content), the preview, submit (mail), the lock,
 * per role, through GraphQL and the legacy REST rows.
 */

// Spec texts, written out on purpose: a change to any of them must show up here.
const SPEC = {
  onlyDocx: 'Only .docx files are allowed',
  tooLarge: 'Max file size allowed is 10 Mb',
  uploaded: 'ProgramCard Uploaded Successfully',
  submitted: 'ProgramCard Submited Successfully',
  locked: 'This section is now locked. Please contact your arranger for changes.',
  forbidden: 'Unauthorized access Forbidden',
  privatePage: "Uh, Oh! The page that you have requested is private. You don't have the permission to view this.",
} as const;

const CARD =
  'opi programCardTemplate { id name previewFrontImageUrl previewBackImageUrl } templateFileUrl fileUrl fileName isLocked submittedAt lastEditedBy lastEditedAt maxFileBytes';
const GET = `query ($opi: String!) { programCard(opi: $opi) { ${CARD} } }`;
const CHOOSE = `mutation ($opi: String!, $id: Int!) { chooseProgramTemplate(opi: $opi, templateId: $id) { message programCard { ${CARD} } } }`;
const SUBMIT = `mutation ($opi: String!) { submitProgramCard(opi: $opi) { message programCard { ${CARD} } } }`;
const LOCK = `mutation ($opi: String!, $l: Boolean!) { setProgramLock(opi: $opi, isLocked: $l) { message programCard { isLocked } } }`;
const PREVIEW = 'query ($opi: String!) { programCardPreview(opi: $opi) { html fileName } }';
const UPLOAD = `mutation ($opi: String!, $file: Upload) { uploadProgramCard(opi: $opi, file: $file) { message programCard { ${CARD} } } }`;

let gw: TestGateway;
let arranger: string, staff: string, admin: string, family2: string;

beforeAll(async () => {
  gw = await startTestGateway();
  [arranger, staff, admin, family2] = await Promise.all([
    gw.login(DEMO.arranger, 'arranger'),
    gw.login(DEMO.staff, 'cl-arranger'),
    gw.login(DEMO.admin, 'admin'),
    gw.login(DEMO.family2, 'arranger'),
  ]);
  expectRestSuccess(await gw.rest('GET', `/decedent/${OPI.eleanor}/accept`, undefined, arranger));
});
afterAll(() => gw?.stop());

async function gqlUploadProgram(file: TestFile | null, token?: string, opi: string = OPI.eleanor): Promise<GqlResponse> {
  const body = new FormData();
  body.append('operations', JSON.stringify({ query: UPLOAD, variables: { opi, file: null } }));
  body.append('map', JSON.stringify(file ? { 0: ['variables.file'] } : {}));
  if (file) body.append('0', new Blob([typeof file.data === 'string' ? file.data : new Uint8Array(file.data)]), file.name);
  const res = await fetch(`${gw.url}/graphql`, {
    method: 'POST',
    headers: { 'apollo-require-preflight': 'true', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body,
  });
  return { status: res.status, body: (await res.json()) as GqlResponse['body'], headers: res.headers };
}
const restUpload = (files: TestFile[], token?: string, opi: string = OPI.eleanor) =>
  gw.rest('PUT', `/program-card/${opi}/upload`, restUploadForm(files), token);
const download = async (url: string) => {
  const res = await fetch(`${gw.url}${url}`);
  expect(res.status).toBe(200);
  return Buffer.from(await res.arrayBuffer());
};
const documentXml = async (data: Buffer) => (await JSZip.loadAsync(data)).file('word/document.xml')!.async('string');
/** The program with one word changed, as a family edits it in a word processor. */
async function edited(data: Buffer, from: string, to: string): Promise<Buffer> {
  const zip = await JSZip.loadAsync(data);
  const xml = await zip.file('word/document.xml')!.async('string');
  expect(xml).toContain(from);
  zip.file('word/document.xml', xml.replace(from, to));
  return zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
}
const setLock = async (l: boolean) => gqlData(await gw.gql(LOCK, { opi: OPI.eleanor, l }, admin));

describe('templates', () => {
  it('lists at least 5 templates, 5 a page, each with a name and front and back PNG previews anyone signed in can load', async () => {
    const first = gqlData(
      await gw.gql(
        '{ programCardTemplates(limit: 5, offset: 0) { items { id name previewFrontImageUrl previewBackImageUrl } total limit offset } }',
        {},
        arranger,
      ),
    ).programCardTemplates;
    expect(first.items).toHaveLength(5);
    expect(first.total).toBeGreaterThanOrEqual(6);
    const second = gqlData(
      await gw.gql('{ programCardTemplates(limit: 5, offset: 1) { items { id name } } }', {}, arranger),
    ).programCardTemplates;
    expect(second.items.length).toBe(first.total - 5);
    expect(new Set([...first.items, ...second.items].map((t: { name: string }) => t.name)).size).toBe(first.total);
    for (const url of [first.items[0].previewFrontImageUrl, first.items[0].previewBackImageUrl]) {
      const png = await download(url);
      expect(png.subarray(1, 4).toString()).toBe('PNG');
    }
    // The front and the back are different pictures.
    expect((await download(first.items[0].previewFrontImageUrl)).equals(await download(first.items[0].previewBackImageUrl))).toBe(false);
  });

  it('answers plain sentences for a bad page, and nothing to a visitor', async () => {
    gqlError(
      await gw.gql('{ programCardTemplates(limit: 0) { total } }', {}, arranger),
      'BAD_USER_INPUT',
      'limit must be a number from 1 to 50',
    );
    gqlError(
      await gw.gql('{ programCardTemplates(offset: -1) { total } }', {}, arranger),
      'BAD_USER_INPUT',
      'offset must be a page number from 0',
    );
    gqlError(await gw.gql('{ programCardTemplates { total } }'), 'UNAUTHENTICATED');
  });
});

describe('roles', () => {
  it('a visitor and another family are refused every field; the family with access, admin and cl-arranger read the card', async () => {
    gqlError(await gw.gql(GET, { opi: OPI.eleanor }), 'UNAUTHENTICATED');
    gqlError(await gw.gql(CHOOSE, { opi: OPI.eleanor, id: 1 }), 'UNAUTHENTICATED');
    gqlError(await gw.gql(SUBMIT, { opi: OPI.eleanor }), 'UNAUTHENTICATED');
    gqlError(await gw.gql(PREVIEW, { opi: OPI.eleanor }), 'UNAUTHENTICATED');
    gqlError(await gqlUploadProgram({ name: 'p.docx', data: minimalDocx() }), 'UNAUTHENTICATED');
    gqlError(await gw.gql(GET, { opi: OPI.eleanor }, family2), 'FORBIDDEN', SPEC.forbidden);
    gqlError(await gw.gql(CHOOSE, { opi: OPI.eleanor, id: 1 }, family2), 'FORBIDDEN', SPEC.forbidden);
    gqlError(await gw.gql(SUBMIT, { opi: OPI.eleanor }, family2), 'FORBIDDEN', SPEC.forbidden);
    gqlError(await gw.gql(PREVIEW, { opi: OPI.eleanor }, family2), 'FORBIDDEN', SPEC.forbidden);
    gqlError(await gqlUploadProgram({ name: 'p.docx', data: minimalDocx() }, family2), 'FORBIDDEN', SPEC.forbidden);
    // The arranger's family cannot see the other family's private program either.
    gqlError(await gw.gql(GET, { opi: OPI.okaforPrivate }, arranger), 'PRIVATE', SPEC.privatePage);
    for (const token of [arranger, admin, staff])
      expect(gqlData(await gw.gql(GET, { opi: OPI.eleanor }, token)).programCard).toMatchObject({ opi: OPI.eleanor, isLocked: false });
    // Only staff set the lock.
    for (const token of [arranger, family2]) gqlError(await gw.gql(LOCK, { opi: OPI.eleanor, l: true }, token), 'FORBIDDEN');
    gqlError(await gw.gql(LOCK, { opi: OPI.eleanor, l: true }), 'UNAUTHENTICATED');
    expect(gqlData(await gw.gql(GET, { opi: OPI.eleanor }, admin)).programCard.isLocked).toBe(false);
  });

  it('the demo: the other family sees its chosen template and uploaded program, with a preview', async () => {
    const card = gqlData(await gw.gql(GET, { opi: OPI.okaforPrivate }, family2)).programCard;
    expect(card).toMatchObject({
      programCardTemplate: { id: 2, name: 'Garden Rose' },
      fileName: 'Okafor service program.docx',
      isLocked: false,
      lastEditedBy: null,
    });
    const preview = gqlData(await gw.gql(PREVIEW, { opi: OPI.okaforPrivate }, family2)).programCardPreview;
    expect(preview.html).toContain('Rev. Grace Adeyemi');
    expect(preview.html).toContain('Samuel Okafor');
    // Staff see who edited it last.
    expect(gqlData(await gw.gql(GET, { opi: OPI.okaforPrivate }, staff)).programCard.lastEditedBy).toBe('James Okafor');
  });
});

describe('the program, step by step', () => {
  it('refuses an upload and a submit before a template is chosen', async () => {
    gqlError(
      await gqlUploadProgram({ name: 'p.docx', data: minimalDocx() }, arranger),
      'BAD_USER_INPUT',
      'Please select a program template first.',
    );
    gqlError(
      await gw.gql(SUBMIT, { opi: OPI.eleanor }, arranger),
      'BAD_USER_INPUT',
      'Please upload your edited program before you submit it.',
    );
    gqlError(await gw.gql(CHOOSE, { opi: OPI.eleanor, id: 99 }, arranger), 'BAD_USER_INPUT', 'The template does not exist.');
  });

  it('round trip: choose, download with the name and dates filled in, change a word, upload, preview shows it, submit mails the arranger', async () => {
    const chosen = gqlData(await gw.gql(CHOOSE, { opi: OPI.eleanor, id: 3 }, arranger)).chooseProgramTemplate;
    expect(chosen.message).toBe('Program template selected');
    expect(chosen.programCard).toMatchObject({
      programCardTemplate: { id: 3, name: 'Evening Navy' },
      fileUrl: null,
      maxFileBytes: 10 * 1_048_576,
    });
    const template = await download(chosen.programCard.templateFileUrl);
    const xml = await documentXml(template);
    expect(xml).toContain('In Loving Memory');
    expect(xml).toContain('Eleanor Grace Whitmore');
    expect(xml).toContain('June 2, 1941');
    expect(xml).toContain('Order of Service');
    expect(xml).toContain('Pallbearers');
    expect(xml).toContain('Acknowledgement');
    // Without its signature the file is not served.
    expect((await fetch(`${gw.url}${chosen.programCard.templateFileUrl.split('?')[0]}`)).status).toBe(404);

    const mine = await edited(template, 'Name of the officiant', 'Reverend Marguerite Okonkwo');
    const up = gqlData(await gqlUploadProgram({ name: 'Eleanor program.docx', data: mine }, arranger)).uploadProgramCard;
    expect(up.message).toBe(SPEC.uploaded);
    expect(up.programCard.fileName).toBe('Eleanor program.docx');
    expect((await download(up.programCard.fileUrl)).equals(mine)).toBe(true);
    for (const token of [arranger, admin, staff]) {
      expect(gqlData(await gw.gql(PREVIEW, { opi: OPI.eleanor }, token)).programCardPreview.html).toContain('Reverend Marguerite Okonkwo');
    }
    // The summary's card and the staff stamp come from this record.
    const summary = gqlData(
      await gw.gql(
        'query ($opi: String!) { arrangementSummary(opi: $opi) { steps { key progress lastEditedBy isStarted } } }',
        { opi: OPI.eleanor },
        staff,
      ),
    );
    expect(summary.arrangementSummary.steps.find((s: { key: string }) => s.key === 'programCreation')).toMatchObject({
      isStarted: true,
      progress: 'Template: Evening Navy, program uploaded',
      lastEditedBy: 'Catherine Reyes',
    });

    const mails = gw.mails.length;
    const sent = gqlData(await gw.gql(SUBMIT, { opi: OPI.eleanor }, arranger)).submitProgramCard;
    expect(sent.message).toBe(SPEC.submitted);
    expect(sent.programCard.submittedAt).not.toBeNull();
    const mail = gw.mails.slice(mails);
    expect(mail.length).toBeGreaterThan(0);
    expect(mail[0]!.subject).toBe('Service program submitted for Mrs Eleanor Grace Whitmore');
    expect(mail[0]!.text).toContain('Catherine Reyes submitted the service program');
    // Staff see the stamp with the name; the family does not.
    expect(gqlData(await gw.gql(GET, { opi: OPI.eleanor }, admin)).programCard.lastEditedBy).toBe('Catherine Reyes');
    expect(gqlData(await gw.gql(GET, { opi: OPI.eleanor }, arranger)).programCard.lastEditedBy).toBeNull();
  });

  it('a renamed zip, a renamed exe, a .doc-named text, an empty file and an oversize file are refused with the spec messages', async () => {
    const zip = storedZip([{ name: 'word/notes.txt', data: 'hello' }]);
    for (const data of [zip, windowsProgram(), Buffer.from('just text'), minimalDocx().subarray(0, 200)]) {
      gqlError(await gqlUploadProgram({ name: 'program.docx', data }, arranger), 'BAD_USER_INPUT', SPEC.onlyDocx);
      expectRestError(await restUpload([{ name: 'program.docx', data }], arranger), 400, SPEC.onlyDocx);
    }
    gqlError(await gqlUploadProgram({ name: 'empty.docx', data: Buffer.alloc(0) }, arranger), 'BAD_USER_INPUT', SPEC.onlyDocx);
    gqlError(await gqlUploadProgram(null, arranger), 'BAD_USER_INPUT', 'Please choose a .docx file to upload.');
    // A real Word document under any name is accepted: the content decides.
    expect(gqlData(await gqlUploadProgram({ name: 'program.bin', data: minimalDocx() }, arranger)).uploadProgramCard.message).toBe(
      SPEC.uploaded,
    );
    const big = Buffer.concat([minimalDocx(), Buffer.alloc(10 * 1_048_576)]);
    gqlError(await gqlUploadProgram({ name: 'big.docx', data: big }, arranger), 'BAD_USER_INPUT', SPEC.tooLarge);
    expectRestError(await restUpload([{ name: 'big.docx', data: big }], arranger), 400, SPEC.tooLarge);
    expectRestError(
      await restUpload(
        [
          { name: 'a.docx', data: minimalDocx() },
          { name: 'b.docx', data: minimalDocx() },
        ],
        arranger,
      ),
      400,
      'Please upload a single .docx file.',
    );
  });

  it('a new template replaces the uploaded program', async () => {
    const before = gqlData(await gw.gql(GET, { opi: OPI.eleanor }, arranger)).programCard;
    expect(before.fileUrl).not.toBeNull();
    const after = gqlData(await gw.gql(CHOOSE, { opi: OPI.eleanor, id: 1 }, admin)).chooseProgramTemplate.programCard;
    expect(after).toMatchObject({
      programCardTemplate: { name: 'Classic Ivory' },
      fileUrl: null,
      fileName: null,
      submittedAt: null,
      lastEditedBy: 'Alan Park',
    });
    expect((await fetch(`${gw.url}${before.fileUrl}`)).status).toBe(404);
  });

  it('locked by staff: nothing changes, for the family or for staff, until staff unlock it', async () => {
    expect((await setLock(true)).setProgramLock).toMatchObject({
      message: 'The program card is now locked.',
      programCard: { isLocked: true },
    });
    try {
      for (const token of [arranger, admin, staff]) {
        expect(gqlData(await gw.gql(GET, { opi: OPI.eleanor }, token)).programCard.isLocked).toBe(true);
        gqlError(await gw.gql(CHOOSE, { opi: OPI.eleanor, id: 2 }, token), 'LOCKED', SPEC.locked);
        gqlError(await gqlUploadProgram({ name: 'p.docx', data: minimalDocx() }, token), 'LOCKED', SPEC.locked);
        gqlError(await gw.gql(SUBMIT, { opi: OPI.eleanor }, token), 'LOCKED', SPEC.locked);
      }
      expectRestError(await restUpload([{ name: 'p.docx', data: minimalDocx() }], arranger), 423, SPEC.locked);
      const summary = gqlData(
        await gw.gql('query ($opi: String!) { arrangementSummary(opi: $opi) { steps { key isLocked } } }', { opi: OPI.eleanor }, arranger),
      );
      expect(summary.arrangementSummary.steps.find((s: { key: string }) => s.key === 'programCreation').isLocked).toBe(true);
    } finally {
      expect((await setLock(false)).setProgramLock).toMatchObject({
        message: 'The program card is now unlocked.',
        programCard: { isLocked: false },
      });
    }
    expect(
      gqlData(await gw.gql(CHOOSE, { opi: OPI.eleanor, id: 2 }, staff)).chooseProgramTemplate.programCard.programCardTemplate.name,
    ).toBe('Garden Rose');
  });
});

contract('GET', '/program-card/templates', () => {
  it('answers data.data with 5 templates a page and the count; page 1 holds the rest', async () => {
    const page0 = expectRestSuccess(await gw.rest('GET', '/program-card/templates?limit=5&offset=0', undefined, arranger));
    expect(page0.data).toHaveLength(5);
    expect(Object.keys(page0.data[0]).sort()).toEqual(['id', 'name', 'previewBackImageUrl', 'previewFrontImageUrl']);
    const page1 = expectRestSuccess(await gw.rest('GET', '/program-card/templates?limit=5&offset=1', undefined, staff));
    expect(page1.data.length).toBe(page0.count - 5);
    expectRestError(
      await gw.rest('GET', '/program-card/templates?limit=500', undefined, arranger),
      400,
      'limit must be a number from 1 to 50',
    );
    expectRestError(await gw.rest('GET', '/program-card/templates'), 401);
  });
});

contract('GET', '/program-card/:opi', () => {
  it('answers data.data with fileUrl, the template and isLocked; 401, 403 and 404 otherwise', async () => {
    const data = expectRestSuccess(await gw.rest('GET', `/program-card/${OPI.okaforPrivate}`, undefined, family2));
    expect(data.data.fileUrl).toMatch(/^\/media\/programs\/.+\.docx\?sig=/);
    expect(data.data).toMatchObject({ isLocked: false, programCardTemplate: { name: 'Garden Rose' } });
    expectRestError(await gw.rest('GET', `/program-card/${OPI.okaforPrivate}`), 401);
    expectRestError(await gw.rest('GET', `/program-card/${OPI.okaforPrivate}`, undefined, arranger), 403, SPEC.privatePage);
    expectRestError(await gw.rest('GET', `/program-card/${OPI.missing}`, undefined, admin), 404);
  });
});

contract('POST', '/program-card/:opi', () => {
  it('picks a template from the body templateId; a bad id is a 400 with a plain sentence', async () => {
    const data = expectRestSuccess(
      await gw.rest('POST', `/program-card/${OPI.eleanor}`, { templateId: '4' }, arranger),
      200,
      'Program template selected',
    );
    expect(data.data.programCardTemplate.name).toBe('Sage Meadow');
    expectRestError(
      await gw.rest('POST', `/program-card/${OPI.eleanor}`, { templateId: 'x' }, arranger),
      400,
      'The template does not exist.',
    );
    expectRestError(await gw.rest('POST', `/program-card/${OPI.eleanor}`, { templateId: 4 }, family2), 403, SPEC.forbidden);
  });
});

contract('PUT', '/program-card/:opi/upload', () => {
  it('takes one multipart .docx and answers the spec message', async () => {
    const data = expectRestSuccess(await restUpload([{ name: 'Program.docx', data: minimalDocx() }], arranger), 200, SPEC.uploaded);
    expect(data.data.fileName).toBe('Program.docx');
    expectRestError(await restUpload([{ name: 'Program.docx', data: windowsProgram() }], staff), 400, SPEC.onlyDocx);
    expectRestError(await restUpload([{ name: 'Program.docx', data: minimalDocx() }]), 401);
  });
});

contract('POST', '/program-card/:opi/submit', () => {
  it('submits the uploaded program with the spec message and mails the arranger', async () => {
    const mails = gw.mails.length;
    const data = expectRestSuccess(await gw.rest('POST', `/program-card/${OPI.eleanor}/submit`, {}, arranger), 200, SPEC.submitted);
    expect(data.data.submittedAt).not.toBeNull();
    expect(gw.mails.length).toBeGreaterThan(mails);
    expectRestError(await gw.rest('POST', `/program-card/${OPI.eleanor}/submit`, {}, family2), 403, SPEC.forbidden);
  });
});
