import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../config.js';
import { DEMO, startTestGateway, type TestGateway } from '../test/gateway.js';

/** Hardening 7: rows that only serve security are pruned after SECURITY_RETENTION_DAYS, safely with two replicas. */
let gw: TestGateway;
let replica: TestGateway;
beforeAll(async () => {
  gw = await startTestGateway();
  replica = await startTestGateway({ database: gw });
});
afterAll(async () => {
  await replica?.stop();
  await gw?.stop();
});

const count = async (table: string) => (await gw.sql<{ n: number }>(`select count(*)::int as n from ${table}`))[0]!.n;

describe('the security sweep', () => {
  it('removes old sign-in attempts, used or expired reset links and ended sessions; keeps what still counts', async () => {
    // What a day of use leaves: sign-ins (attempts and sessions), a logout, reset links.
    const token = await gw.login(DEMO.arranger, 'arranger');
    await gw.login(DEMO.admin, 'admin');
    await gw.gql('mutation { logout { message } }', undefined, token);
    await gw.gql('mutation ($email: String!) { forgotPassword(email: $email) { message } }', { email: DEMO.family2 });
    await gw.sql(
      `insert into password_reset (user_id, token_hash, expires_at, used_at) select id, repeat('a', 64), now() - interval '40 days', now() - interval '40 days' from app_user where email = $1`,
      [DEMO.arranger],
    );
    await gw.sql(
      `insert into password_reset (user_id, token_hash, expires_at) select id, repeat('b', 64), now() - interval '31 days' from app_user where email = $1`,
      [DEMO.arranger],
    );
    await gw.sql(
      `insert into login_attempt (email, ip, succeeded, created_at) select 'old' || i || '@example.com', '10.0.0.1', false, now() - interval '31 days' from generate_series(1, 1200) i`,
    );
    await gw.sql(
      `insert into user_session (id, user_id, role, expires_at, created_at) select gen_random_uuid(), id, 'arranger', now() - interval '31 days', now() - interval '32 days' from app_user where email = $1`,
      [DEMO.arranger],
    );
    await gw.sql(
      `insert into user_session (id, user_id, role, expires_at, revoked_at) select gen_random_uuid(), id, 'arranger', now() + interval '1 day', now() - interval '31 days' from app_user where email = $1`,
      [DEMO.arranger],
    );
    const recent = {
      login_attempt: (await count('login_attempt')) - 1200,
      password_reset: (await count('password_reset')) - 2,
      user_session: (await count('user_session')) - 2,
    };

    // Two replicas sweep at once: every old row goes exactly once, and nothing recent goes.
    const [a, b] = await Promise.all([gw.gateway.securitySweep.run(), replica.gateway.securitySweep.run()]);
    expect({
      login_attempt: a.login_attempt + b.login_attempt,
      password_reset: a.password_reset + b.password_reset,
      user_session: a.user_session + b.user_session,
    }).toEqual({ login_attempt: 1200, password_reset: 2, user_session: 2 });
    expect({
      login_attempt: await count('login_attempt'),
      password_reset: await count('password_reset'),
      user_session: await count('user_session'),
    }).toEqual(recent);
    expect(recent.login_attempt).toBeGreaterThanOrEqual(2);
    expect(recent.user_session).toBeGreaterThanOrEqual(2);

    // A session still open keeps working after a sweep.
    const admin = await gw.login(DEMO.admin, 'admin');
    await gw.gateway.securitySweep.run();
    expect((await gw.gql('{ me { email } }', undefined, admin)).body.data?.me?.email).toBe(DEMO.admin);
  });

  it('the retention is a setting of at least a day (30 by default)', () => {
    expect(gw.config.SECURITY_RETENTION_DAYS).toBe(30);
    expect(loadConfig({ SECURITY_RETENTION_DAYS: '90' }).SECURITY_RETENTION_DAYS).toBe(90);
    expect(() => loadConfig({ SECURITY_RETENTION_DAYS: '0.5' })).toThrow(ConfigError);
    expect(() => loadConfig({ SECURITY_RETENTION_DAYS: 'forever' })).toThrow(/SECURITY_RETENTION_DAYS must be a number of days/);
  });
});
