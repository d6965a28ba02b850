import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import openapiTS, { astToString } from 'openapi-typescript';
import createClient from 'openapi-fetch';
import { DEMO, DEMO_PASSWORD, OPI, startTestGateway, type TestGateway } from '../test/gateway.js';
import type { paths } from '../test/legacy-api.js';

/**
 * An integrator's client: TypeScript types generated from the served document (openapi-typescript) and ten rows
 * called through openapi-fetch with them, so `npm run typecheck` compiles these calls against the document. The
 * types are checked in (gateway/src/test/legacy-api.ts); `npm run openapi:types` writes them again after a change.
 */

const TYPES_FILE = path.resolve(import.meta.dirname, '../test/legacy-api.ts');
const WRITE = process.env['OPENAPI_TYPES'] === 'write';
const HEADER = '// Generated from /api/v1/openapi.json by `npm run openapi:types` (openapi-typescript). Do not edit.\n';

let gw: TestGateway;
beforeAll(async () => {
  gw = await startTestGateway();
});
afterAll(() => gw?.stop());

async function generatedTypes(): Promise<string> {
  const document = (await (await fetch(`${gw.url}/api/v1/openapi.json`)).json()) as Parameters<typeof openapiTS>[0];
  return HEADER + astToString(await openapiTS(document));
}

describe('a typed client of /api/v1', () => {
  it.runIf(WRITE)('writes the types (npm run openapi:types)', async () => {
    fs.writeFileSync(TYPES_FILE, await generatedTypes());
  });

  it.skipIf(WRITE)('types generated from the served document are the ones checked in', async () => {
    expect(fs.readFileSync(TYPES_FILE, 'utf8'), 'the document changed: run `npm run openapi:types`').toBe(await generatedTypes());
  });

  it.skipIf(WRITE)('calls ten rows through openapi-fetch, typed by the document', async () => {
    const api = createClient<paths>({ baseUrl: `${gw.url}/api/v1` });
    const login = await api.POST('/auth/{role}/login', {
      params: { path: { role: 'arranger' } },
      body: { email: DEMO.arranger, password: DEMO_PASSWORD },
    });
    const token: string = login.data!.data.token;
    const headers = { authorization: `Bearer ${token}` };

    const me = await api.GET('/auth/me', { headers });
    expect(me.data!.data.data.email).toBe(DEMO.arranger);

    const cases = await api.GET('/decedent', { headers });
    const opis: string[] = cases.data!.data.activeCases.map((c) => c.decedent.opi);
    expect(opis).toContain(OPI.eleanor);

    const decedent = await api.GET('/decedent/opi/{id}', { params: { path: { id: OPI.eleanor } }, headers });
    expect(decedent.data!.data.decedent.firstName).toBe('Eleanor');

    const memories = await api.GET('/memories/{opi}/list', { params: { path: { opi: OPI.eleanor }, query: { page: 1 } } });
    expect(memories.data!.data.memories.length).toBeGreaterThan(0);

    const events = await api.GET('/events/{id}', { params: { path: { id: OPI.eleanor }, query: { timezone: 'America/Los_Angeles' } } });
    expect(events.data!.data.events.upcomingEvents.length + events.data!.data.events.pastEvents.length).toBeGreaterThan(0);

    const reference = await api.GET('/data');
    expect(reference.response.status).toBe(200);

    const templates = await api.GET('/prayer-card/templates', { headers });
    expect(templates.response.status).toBe(200);

    const summary = await api.GET('/arrangements/{opi}/summary', { params: { path: { opi: OPI.eleanor } }, headers });
    expect(summary.response.status).toBe(200);

    // A refusal comes back typed as the error envelope.
    const refused = await api.GET('/decedent/opi/{id}', { params: { path: { id: OPI.okaforPrivate } }, headers });
    expect(refused.response.status).toBe(403);
    const message: string | undefined = refused.error?.message;
    expect(message).toBeTruthy();
  });
});
