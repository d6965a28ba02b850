import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, OPI, startTestGateway, type TestGateway } from '../../test/gateway.js';
import { expectRestError, expectRestSuccess, gqlData, gqlError } from '../../test/expect.js';
import { Q, share, shareInput } from '../../test/memories.js';

// Issue 31: sharing, approving and rejecting a memory answer in Spanish when the caller asks for it (Accept-Language:
// es), through GraphQL and the legacy REST door; without the header both keep the spec's English.

const ES = { 'accept-language': 'es' };
const EN = {
  shared: 'Successfully shared a memory',
  policy: 'Please accept the copyright disclaimer and privacy policy before sharing a memory.',
  approved: 'Memory Approved Successfully',
  rejected: 'Memory Rejected Successfully',
  reasonRequired: 'Reason is required*',
  refused: 'A memory that is Accepted cannot be set to Rejected',
};
const SPANISH = {
  shared: 'Su recuerdo se compartió correctamente',
  policy: 'Antes de compartir un recuerdo, acepte el aviso de derechos de autor y la política de privacidad.',
  approved: 'El recuerdo se aprobó correctamente',
  rejected: 'El recuerdo se rechazó correctamente',
  reasonRequired: 'El motivo es obligatorio*',
  refused: 'Un recuerdo aprobado no puede pasar a rechazado',
};

let gw: TestGateway;
let staff: string;
let arranger: string;
beforeAll(async () => {
  gw = await startTestGateway();
  [staff, arranger] = await Promise.all([gw.login(DEMO.staff, 'cl-arranger'), gw.login(DEMO.arranger, 'arranger')]);
});
afterAll(() => gw?.stop());

type Change = { changeMemoryStatus: { message: string } };
const status = (id: number, to: string, headers?: Record<string, string>, reason?: string) =>
  gw.gql<Change>(Q.status, { id, status: to, reason }, staff, headers);

describe('sharing a memory, in the language asked for', () => {
  it('REST: the spec English without the header, Spanish with accept-language: es', async () => {
    expectRestSuccess(await gw.rest('POST', `/memories/${OPI.eleanor}`, shareInput()), 201, EN.shared);
    expectRestSuccess(await gw.rest('POST', `/memories/${OPI.eleanor}`, shareInput(), undefined, ES), 201, SPANISH.shared);
    const refused = shareInput({ acceptedPolicy: false });
    expectRestError(await gw.rest('POST', `/memories/${OPI.eleanor}`, refused), 403, EN.policy);
    expectRestError(await gw.rest('POST', `/memories/${OPI.eleanor}`, refused, undefined, ES), 403, SPANISH.policy);
  });

  it('GraphQL: the refusal of a visitor who has not accepted the policy', async () => {
    const input = { ...shareInput({ acceptedPolicy: false }), captcha: await gw.visitorCaptcha() };
    gqlError(await gw.gql(Q.share, { opi: OPI.eleanor, input }), 'FORBIDDEN', EN.policy);
    const again = { ...input, captcha: await gw.visitorCaptcha() };
    gqlError(await gw.gql(Q.share, { opi: OPI.eleanor, input: again }, undefined, ES), 'FORBIDDEN', SPANISH.policy);
  });
});

describe('approving and rejecting, in the language asked for', () => {
  it('GraphQL: approve and reject say so in Spanish; a refused change too', async () => {
    const first = await share(gw, { title: 'La huerta' });
    expect(gqlData(await status(first.id, 'Accepted', ES)).changeMemoryStatus.message).toBe(SPANISH.approved);
    gqlError(await status(first.id, 'Rejected', ES, 'Fuera de lugar'), 'CONFLICT', SPANISH.refused);
    gqlError(await status(first.id, 'Rejected', undefined, 'Off topic'), 'CONFLICT', EN.refused);

    const second = await share(gw, { title: 'El verano' });
    gqlError(await status(second.id, 'Rejected', ES), 'BAD_USER_INPUT', SPANISH.reasonRequired);
    expect(gqlData(await status(second.id, 'Rejected', ES, 'Repetido')).changeMemoryStatus.message).toBe(SPANISH.rejected);
    expect(gqlData(await status(second.id, 'Accepted')).changeMemoryStatus.message).toBe(EN.approved);
  });

  it('REST: the family and staff doors answer in Spanish with the header, in the spec English without it', async () => {
    const one = await share(gw);
    const two = await share(gw);
    const family = (id: number, body: Record<string, unknown>, headers?: Record<string, string>) =>
      gw.rest('PUT', `/memories/${OPI.eleanor}/${id}/status`, body, arranger, headers);
    const admin = (id: number, body: Record<string, unknown>, headers?: Record<string, string>) =>
      gw.rest('PUT', `/admin/memory/${id}/status`, body, staff, headers);

    expectRestSuccess(await family(one.id, { status: 'Accepted' }, ES), 200, SPANISH.approved);
    expectRestSuccess(await family(one.id, { status: 'Pending' }), 200, 'Memory Un Approved Successfully');
    expectRestError(await admin(two.id, { status: 'Rejected' }, ES), 400, SPANISH.reasonRequired);
    expectRestError(await admin(two.id, { status: 'Rejected' }), 400, EN.reasonRequired);
    expectRestSuccess(await admin(two.id, { status: 'Rejected', rejectedReason: 'Repetido' }, ES), 200, SPANISH.rejected);
    expectRestSuccess(await admin(one.id, { status: 'Rejected', rejectedReason: 'Off topic' }), 200, EN.rejected);
  });
});
