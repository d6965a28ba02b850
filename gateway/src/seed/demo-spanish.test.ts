import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPI, startTestGateway, type TestGateway } from '../test/gateway.js';
import { gqlData } from '../test/expect.js';

// Issue 31: the demo has one public page in Spanish, with Spanish memories and an upcoming Spanish service.

let gw: TestGateway;
beforeAll(async () => {
  gw = await startTestGateway();
});
afterAll(() => gw?.stop());

const PAGE = `query ($opi: String!) {
  decedent(opi: $opi) { isPrivate pageLanguage pageTitle obituary { displayName obituary } }
  memories(opi: $opi) { title memoryByPersonFirstName }
}`;

describe("the demo's Spanish page", () => {
  it("is Rosa María Hernández's public page, written in Spanish, with four approved memories in Spanish", async () => {
    const data = gqlData(await gw.gql<any>(PAGE, { opi: OPI.spanish }));
    expect(data.decedent).toMatchObject({ isPrivate: false, pageLanguage: 'es', pageTitle: 'En memoria de Rosa María Hernández' });
    expect(data.decedent.obituary.displayName).toBe('Rosa María Hernández');
    expect(data.decedent.obituary.obituary).toContain('falleció en paz en su casa de Redwood City');
    const titles = data.memories.map((m: { title: string }) => m.title).sort();
    expect(titles).toEqual(['Abuelita, la del pozole', 'Las conchas de los domingos', 'Mi maestra de catecismo', 'Una vecina de verdad']);
  });

  it('has its velorio and funeral Mass still to come', async () => {
    const rows = await gw.sql<{ event_name: string; upcoming: boolean }>(
      `select e.event_name, e.starts_at > now() as upcoming from decedent_event e join decedent d on d.id = e.decedent_id
        where d.opi = $1 order by e.starts_at`,
      [OPI.spanish],
    );
    expect(rows).toEqual([
      { event_name: 'Velorio y rosario', upcoming: true },
      { event_name: 'Misa de cuerpo presente', upcoming: true },
    ]);
  });
});
