import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CERTIFICATE_MESSAGES } from '@memorial/schema';
import { DEMO, OPI, startTestGateway, type TestGateway } from '../../test/gateway.js';
import { startTestSmtp, type TestSmtp } from '../../test/smtp.js';
import { expectRestSuccess, gqlData } from '../../test/expect.js';

/**
 * Issue 29, item 1: the arranger's mail for a submitted certificate names the sections saved and those not saved yet,
 * by their titles, as a real SMTP server receives it.
 */

const SUBMIT = 'mutation ($opi: String!) { submitCertificate(opi: $opi) { message } }';

let gw: TestGateway;
let smtp: TestSmtp;
let family2: string;
const okafor = `(select id from decedent where opi = '${OPI.okaforPrivate}')`;

beforeAll(async () => {
  smtp = await startTestSmtp();
  gw = await startTestGateway({ env: { SMTP_URL: smtp.url } });
  family2 = await gw.login(DEMO.family2, 'arranger');
  expectRestSuccess(await gw.rest('GET', `/decedent/${OPI.okaforPrivate}/accept`, undefined, family2));
  await gw.sql(`delete from certificate where decedent_id = ${okafor}`);
});
afterAll(async () => {
  await gw?.stop();
  await smtp?.stop();
});

/** The text of the mails the SMTP server received since `from`, to the admin (every admin and cl-arranger is mailed). */
const mailsSince = (from: number) => smtp.received.slice(from).filter((m) => m.to.includes(DEMO.admin));

describe('the certificate-submitted mail', () => {
  it('names the sections not saved yet, by their titles', async () => {
    for (const [section, body] of [
      ['primary-info', { firstName: 'Samuel', lastName: 'Okafor', gender: 2 }],
      ['veteran-info', { isVeteran: false, isUnknown: false }],
    ] as const)
      expect((await gw.rest('POST', `/decedent/${OPI.okaforPrivate}/${section}`, body, family2)).status).toBe(200);
    const from = smtp.received.length;
    gqlData(await gw.gql(SUBMIT, { opi: OPI.okaforPrivate }, family2));
    const [mail] = mailsSince(from);
    expect(mail, 'a mail to the admin').toBeDefined();
    const text = mail!.parsed.text ?? '';
    expect(text).toContain('Sections saved: Death Certificate Information, Veteran Details.');
    expect(text).toContain(
      'Sections not saved yet: Residential Details, Ethnicity Details, Education and Occupation Details, Parents Details, Notifier Details, Next of Kin Details.',
    );
  });

  it('says every section is saved when none is missing', async () => {
    await gw.sql(
      `update certificate set saved_sections = '{primary,resident,ethnicity,education,veteran,parent,notifier,nok}', notifier = '{"firstName": "Ada"}' where decedent_id = ${okafor}`,
    );
    const from = smtp.received.length;
    expectRestSuccess(await gw.rest('POST', `/decedent/${OPI.okaforPrivate}/info`, {}, family2), 200, CERTIFICATE_MESSAGES.submitted);
    const [mail] = mailsSince(from);
    const text = mail!.parsed.text ?? '';
    expect(text).toContain('All sections are saved.');
    expect(text).not.toContain('not saved yet');
  });
});
