import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { printedSchema } from '../graphql/schema.js';
import { startTestGateway, type TestGateway } from '../test/gateway.js';
import { BASELINES, baselineCommitProblem, baselineUncommitted, describeChanges, diffGraphql, openApiBaselineText } from './contract.js';
import { diffOpenApi, type ContractChange } from './openapi-diff.js';

/**
 * Breaking changes caught: the GraphQL schema and the OpenAPI document the gateway serves, against the
 * baselines under contract/ (the contract as it last landed). A breaking change fails; the others are
 * printed. `npm run contract:baseline` runs this file with CONTRACT_BASELINE=write to refresh both.
 */

const WRITE = process.env['CONTRACT_BASELINE'] === 'write';
const HOW =
  'If the change is intended, refresh the baselines with `npm run contract:baseline` and commit contract/ ' +
  'with a line `Contract-Change: <reason>` in the commit message.';

let gw: TestGateway;
beforeAll(async () => {
  gw = await startTestGateway();
});
afterAll(() => gw?.stop());

/** The document exactly as an integrator downloads it. */
async function servedOpenApi(): Promise<unknown> {
  const res = await fetch(`${gw.url}/api/v1/openapi.json`);
  expect(res.status).toBe(200);
  return res.json();
}

function readBaseline(file: string): string {
  expect(fs.existsSync(file), `${path.basename(file)} is missing. ${HOW}`).toBe(true);
  return fs.readFileSync(file, 'utf8');
}

/** Fails on the breaking changes; prints the rest. */
function expectNoBreaking(title: string, changes: ContractChange[]) {
  const breaking = changes.filter((c) => c.level === 'breaking');
  if (changes.length > breaking.length) console.info(describeChanges(title, changes));
  expect(breaking.length === 0, `${describeChanges(`${title}, BREAKING`, breaking)}\n${HOW}`).toBe(true);
}

describe('the integrators contract', () => {
  it.runIf(WRITE)('writes the baselines (npm run contract:baseline)', async () => {
    fs.mkdirSync(path.dirname(BASELINES.graphql), { recursive: true });
    fs.writeFileSync(BASELINES.graphql, await printedSchema());
    fs.writeFileSync(BASELINES.openapi, openApiBaselineText(await servedOpenApi()));
    console.info(`Wrote ${Object.values(BASELINES).join(', ')}: commit them with a line \`Contract-Change: <reason>\`.`);
  });

  it.skipIf(WRITE)('has no breaking change in the GraphQL schema since the baseline', async () => {
    const changes = await diffGraphql(readBaseline(BASELINES.graphql), await printedSchema());
    expectNoBreaking('GraphQL schema', changes);
  });

  it.skipIf(WRITE)('has no breaking change in /api/v1/openapi.json since the baseline', async () => {
    const changes = diffOpenApi(JSON.parse(readBaseline(BASELINES.openapi)), await servedOpenApi());
    expectNoBreaking('OpenAPI document', changes);
  });

  it('names the reason of every baseline change in its commit message', () => {
    const problems = Object.values(BASELINES).flatMap((file) => baselineCommitProblem(file) ?? []);
    expect(problems).toEqual([]);
    for (const file of Object.values(BASELINES)) {
      if (baselineUncommitted(file)) console.info(`${path.basename(file)} has uncommitted changes: ${HOW}`);
    }
  });
});
