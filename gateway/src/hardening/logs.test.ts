import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Client } from 'graphql-ws';
import { createLogger } from '../logger.js';
import { createMailer } from '../mail/mailer.js';
import { DEMO, OPI, startTestGateway, type TestGateway } from '../test/gateway.js';
import { wsClient, wsErrors } from '../test/ws.js';

/** Hardening 7: the logs hold no personal data (addresses, phones, SSNs, tokens, passwords, variable values). */
const logs: string[] = [];
let gw: TestGateway;
const clients: Client[] = [];
beforeAll(async () => {
  gw = await startTestGateway({ logs });
});
afterAll(async () => {
  await Promise.all(clients.map((c) => c.dispose()));
  await gw?.stop();
});

const PERSONAL = /[\w.+-]+@[\w-]+\.[a-z]{2,}|\b\d{3}-\d{2}-\d{4}\b|6505551234|eyJ[\w-]+\.|memorial-demo/i;
const personalIn = (lines: string[]) => lines.filter((l) => PERSONAL.test(l));

describe('the logs hold no personal data', () => {
  it('a variable refused over the WebSocket is not logged with its value', async () => {
    const from = logs.length;
    const client = wsClient(gw, undefined, clients);
    const errors = await wsErrors(client, 'subscription ($opi: String) { memoryEvents(opi: $opi) { kind } }', {
      opi: { email: 'leak@example.com', ssn: '123-45-6789' },
    });
    expect(errors[0]!.extensions).toMatchObject({ code: 'BAD_USER_INPUT' });
    expect(personalIn(logs.slice(from))).toEqual([]);
  });

  it('a failing statement is logged without the values bound into it (the e-mail of a login)', async () => {
    const from = logs.length;
    await gw.withoutTable('login_attempt', async () => {
      const res = await gw.gql(
        'mutation ($email: String!, $password: String!) { login(role: arranger, email: $email, password: $password) { token } }',
        { email: DEMO.arranger, password: 'memorial-demo' },
      );
      expect(res.body.errors![0]!.extensions).toMatchObject({ code: 'INTERNAL_SERVER_ERROR' });
    });
    const lines = logs.slice(from);
    expect(lines.some((l) => l.includes('unexpected error in a resolver'))).toBe(true);
    expect(personalIn(lines)).toEqual([]);
  });

  it('requests log their path only; a signed-in request, a certificate save with an SSN and phone leave no trace of them', async () => {
    const from = logs.length;
    const token = await gw.login(DEMO.arranger, 'arranger');
    await gw.rest('GET', `/decedent/${OPI.eleanor}/accept`, undefined, token);
    const saved = await gw.rest(
      'POST',
      `/decedent/${OPI.eleanor}/primary-info?email=${encodeURIComponent(DEMO.arranger)}`,
      { firstName: 'Eleanor', ssn: '123-45-6789', phoneNumber: '6505551234' },
      token,
    );
    expect(saved.status).toBe(200);
    const lines = logs.slice(from);
    expect(lines.some((l) => l.includes(`/decedent/${OPI.eleanor}/primary-info"`))).toBe(true);
    expect(personalIn(lines)).toEqual([]);
  });

  it('a mail is logged without its recipient or subject', async () => {
    const lines: string[] = [];
    const outboxDir = fs.mkdtempSync(path.join(os.tmpdir(), 'memorial-outbox-'));
    try {
      const mailer = createMailer({
        from: 'Memorial <no-reply@memorial.test>',
        outboxDir,
        logger: createLogger('info', {
          write: (l: string) => {
            lines.push(l);
          },
        }),
      });
      await mailer.send({ to: 'catherine.reyes@example.com', subject: 'Password reset for Catherine Reyes', text: 'Hello' });
    } finally {
      fs.rmSync(outboxDir, { recursive: true, force: true });
    }
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain('mail written to outbox');
    expect(lines[0]).not.toMatch(/catherine|example\.com|Password reset/i);
  });

  it('fields named like personal data are censored wherever a log call names them', () => {
    const lines: string[] = [];
    const logger = createLogger('info', {
      write: (l: string) => {
        lines.push(l);
      },
    });
    logger.info(
      { email: 'a@example.com', user: { phoneNumber: '6505551234', ssn: '123-45-6789', token: 'eyJa.b.c' }, variables: { x: 1 } },
      'x',
    );
    expect(personalIn(lines)).toEqual([]);
    expect(lines[0]).toContain('[redacted]');
  });
});
