import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestGateway, type TestGateway } from '../test/gateway.js';

/** HSTS is a year (31536000 s) when the site is served over https: by its PUBLIC_URL, or as a trusted proxy says. */
const YEAR = 'max-age=31536000';
let httpsSite: TestGateway;
let behindProxy: TestGateway;
beforeAll(async () => {
  [httpsSite, behindProxy] = await Promise.all([
    startTestGateway({ env: { PUBLIC_URL: 'https://memorial.example.org' } }),
    startTestGateway({ env: { TRUST_PROXY: 'loopback' } }),
  ]);
});
afterAll(() => Promise.all([httpsSite?.stop(), behindProxy?.stop()]));

const doors = (url: string, headers: Record<string, string> = {}) =>
  Promise.all([
    fetch(`${url}/healthz`, { headers }),
    fetch(`${url}/api/v1/data`, { headers }),
    fetch(`${url}/graphql?query=%7B__typename%7D`, { headers: { ...headers, 'apollo-require-preflight': '1' } }),
    fetch(`${url}/obituaries/`, { headers }),
  ]);

describe('HSTS over https', () => {
  it('a PUBLIC_URL on https: every door answers a year (was 65540 s)', async () => {
    for (const res of await doors(httpsSite.url)) expect(res.headers.get('strict-transport-security')).toBe(YEAR);
  });

  it('behind a trusted proxy: a year when it forwarded https, 65540 s for plain http', async () => {
    for (const res of await doors(behindProxy.url, { 'x-forwarded-proto': 'https' }))
      expect(res.headers.get('strict-transport-security')).toBe(YEAR);
    for (const res of await doors(behindProxy.url, { 'x-forwarded-proto': 'http' }))
      expect(res.headers.get('strict-transport-security')).toBe('max-age=65540');
  });
});
