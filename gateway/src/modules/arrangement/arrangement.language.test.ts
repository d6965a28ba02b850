import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, OPI, startTestGateway, type TestGateway } from '../../test/gateway.js';
import { gqlData, gqlError } from '../../test/expect.js';

// Issue 31: the summary names its steps in the language Accept-Language asks for; a refusal too. Without it: English.

const ES = { 'accept-language': 'es' };
const SUMMARY = 'query ($opi: String!) { arrangementSummary(opi: $opi) { steps { key title badge } } }';
type Steps = { arrangementSummary: { steps: Array<{ key: string; title: string; badge: string | null }> } };

let gw: TestGateway;
let arranger: string;
let family2: string;
beforeAll(async () => {
  gw = await startTestGateway();
  [arranger, family2] = await Promise.all([gw.login(DEMO.arranger, 'arranger'), gw.login(DEMO.family2, 'arranger')]);
});
afterAll(() => gw?.stop());

describe('the arrangements summary in Spanish', () => {
  it('names the steps and the beta badge in Spanish, in English without the header', async () => {
    const english = gqlData(await gw.gql<Steps>(SUMMARY, { opi: OPI.eleanor }, arranger)).arrangementSummary.steps;
    expect(english.find((s) => s.key === 'whatToExpect')?.title).toBe('What to Expect');
    const steps = gqlData(await gw.gql<Steps>(SUMMARY, { opi: OPI.eleanor }, arranger, ES)).arrangementSummary.steps;
    expect(steps.map((s) => s.title)).toEqual([
      'Qué esperar',
      'Qué traer',
      'Biografía y acta de defunción',
      'Servicios disponibles',
      'Crear la estampa conmemorativa',
      'Crear el programa del servicio',
      'Obituario',
      'Personalizar el sitio web familiar',
      'Compartir recuerdos',
    ]);
    expect(steps.find((s) => s.key === 'programCreation')?.badge).toBe('Versión beta');
  });

  it("refuses another family's decedent in Spanish", async () => {
    gqlError(await gw.gql(SUMMARY, { opi: OPI.eleanor }, family2), 'FORBIDDEN', 'Unauthorized access Forbidden');
    gqlError(await gw.gql(SUMMARY, { opi: OPI.eleanor }, family2, ES), 'FORBIDDEN', 'Acceso no autorizado');
  });
});
