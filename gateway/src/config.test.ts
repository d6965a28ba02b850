import { describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { loadConfig } from './config.js';
import { DEMO, startTestGateway } from './test/gateway.js';

/** The environment is checked once, at start; a bad value is one line that names it. */
describe('configuration', () => {
  const problem = (env: Record<string, string>) => {
    try {
      loadConfig(env);
    } catch (e) {
      return (e as Error).message;
    }
    return 'accepted';
  };

  it.each([
    [{ PORT: 'eighty' }, 'Invalid configuration: PORT must be a port number'],
    [{ PORT: '70000' }, 'Invalid configuration: PORT must be a port number'],
    [{ DATABASE_URL: 'mysql://db/x' }, 'Invalid configuration: DATABASE_URL must be a postgres:// URL'],
    [{ JWT_SECRET: 'short' }, 'Invalid configuration: JWT_SECRET must be at least 32 characters'],
    [{ SSN_KEY: 'c2hvcnQ=' }, 'Invalid configuration: SSN_KEY must be base64 of 32 bytes'],
    [{ SMTP_URL: 'http://mail' }, 'Invalid configuration: SMTP_URL must be an smtp:// or smtps:// URL'],
    [{ SEED_DEMO: 'yes' }, 'Invalid configuration: SEED_DEMO must be true or false'],
    [{ NODE_ENV: 'staging' }, expect.stringMatching(/^Invalid configuration: NODE_ENV /)],
  ])('refuses %o in one line', (env, message) => {
    const text = problem(env);
    expect(text).toEqual(message);
    expect(text).not.toContain('\n');
  });

  it('seeds the demo data unless in production, where SEED_DEMO=true asks for it', () => {
    expect(loadConfig({}).seedDemo).toBe(true);
    expect(loadConfig({ NODE_ENV: 'production' }).seedDemo).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', SEED_DEMO: 'true' }).seedDemo).toBe(true);
    expect(loadConfig({ SEED_DEMO: 'false' }).seedDemo).toBe(false);
  });

  it('reads TRUST_PROXY as Express does: a list of addresses, or a number of hops; none by default', () => {
    expect(loadConfig({}).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'none' }).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'loopback' }).TRUST_PROXY).toBe('loopback');
    expect(loadConfig({ TRUST_PROXY: '1' }).TRUST_PROXY).toBe(1);
    expect(loadConfig({ TRUST_PROXY: 'loopback, 10.0.0.0/8' }).TRUST_PROXY).toBe('loopback, 10.0.0.0/8');
  });

  it('reads the captcha work factor, and refuses one a client could not be asked to do', () => {
    expect(loadConfig({}).CAPTCHA_MAX_NUMBER).toBe(50_000);
    expect(loadConfig({ CAPTCHA_MAX_NUMBER: '1000' }).CAPTCHA_MAX_NUMBER).toBe(1000);
    expect(() => loadConfig({ CAPTCHA_MAX_NUMBER: 'lots' })).toThrow('Invalid configuration: CAPTCHA_MAX_NUMBER must be a number');
    expect(() => loadConfig({ CAPTCHA_MAX_NUMBER: '5' })).toThrow('CAPTCHA_MAX_NUMBER must be at least 10');
  });

  it('reads the WebSocket ping interval, and refuses one that is no interval', () => {
    expect(loadConfig({}).WS_PING_SECONDS).toBe(12);
    expect(loadConfig({ WS_PING_SECONDS: '30' }).WS_PING_SECONDS).toBe(30);
    expect(() => loadConfig({ WS_PING_SECONDS: 'often' })).toThrow('Invalid configuration: WS_PING_SECONDS must be a number of seconds');
    expect(() => loadConfig({ WS_PING_SECONDS: '0' })).toThrow('WS_PING_SECONDS must be a positive number of seconds');
  });
});

describe('a new production database', () => {
  it('has no demo logins (a known password), and has them with SEED_DEMO=true', async () => {
    const server = { adminUrl: inject('pgAdminUrl') };
    for (const [env, users] of [
      [{ NODE_ENV: 'production' }, 0],
      [{ NODE_ENV: 'production', SEED_DEMO: 'true' }, 1],
    ] as const) {
      const gw = await startTestGateway({ server, env, seed: 'as-configured' });
      try {
        expect((await gw.sql('select count(*)::int as n from app_user where email = $1', [DEMO.admin]))[0].n, JSON.stringify(env)).toBe(
          users,
        );
      } finally {
        await gw.stop();
      }
    }
  });
});
