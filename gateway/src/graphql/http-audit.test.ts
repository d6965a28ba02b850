import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverAudits, type AuditResult } from 'graphql-http';
import { startTestGateway, type TestGateway } from '../test/gateway.js';

/**
 * The GraphQL over HTTP conformance audit of graphql-http against the running
 * /graphql. Every MUST passes; the SHOULDs that do not are the known, chosen
 * deviations listed below (so a new one fails this test).
 */

/**
 * Apollo Server answers 400 (not 200) to application/json requests whose
 * document does not parse or validate, or whose variables do not coerce:
 * the legacy clients and the REST layer rely on 4xx for a bad request.
 */
const ACCEPTED_SHOULD_DEVIATIONS = ['572B', 'FDE2', '7B9B'];

let gw: TestGateway;
beforeAll(async () => {
  gw = await startTestGateway();
});
afterAll(() => gw?.stop());

const audits = serverAudits({ url: () => `${gw.url}/graphql` });
const describeResult = (r: AuditResult) =>
  r.status === 'ok' ? 'ok' : `${r.status}: ${r.reason}${r.response ? ` (status ${r.response.status})` : ''}`;

describe('graphql-http server audit', () => {
  const must = audits.filter((a) => /^MUST\b/.test(a.name));
  it('has MUST audits to run', () => {
    expect(must.length).toBeGreaterThan(10);
  });

  for (const audit of must) {
    it(`${audit.id} ${audit.name}`, async () => {
      const result = await audit.fn();
      expect(describeResult(result)).toBe('ok');
    });
  }

  it('passes every SHOULD except the known deviations (MAY results are reported only)', async () => {
    const failed: string[] = [];
    const mays: string[] = [];
    for (const audit of audits) {
      if (/^MUST\b/.test(audit.name)) continue;
      const result = await audit.fn();
      if (/^SHOULD\b/.test(audit.name) && result.status !== 'ok') failed.push(audit.id);
      if (/^MAY\b/.test(audit.name) && result.status !== 'ok') mays.push(`${audit.id} ${audit.name}: ${describeResult(result)}`);
    }
    if (mays.length) console.info(`MAY audits not taken up:\n  ${mays.join('\n  ')}`);
    expect(failed.sort()).toEqual([...ACCEPTED_SHOULD_DEVIATIONS].sort());
  });
});
