import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { SMTPServer } from 'smtp-server';
import { createLogger } from '../logger.js';
import { createMailer } from './mailer.js';

const logger = createLogger('silent');
const MAIL = {
  to: 'catherine@example.com',
  subject: 'A memory is waiting for your approval',
  text: 'Lucas Reyes shared a memory of Eleanor.',
};

describe('outgoing mail', () => {
  const dirs: string[] = [];
  afterAll(() => dirs.forEach((d) => fs.rmSync(d, { recursive: true, force: true })));

  it('without SMTP_URL writes each message as an .eml file under the outbox', async () => {
    const outboxDir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'memorial-outbox-')), 'outbox');
    dirs.push(path.dirname(outboxDir));
    const mailer = createMailer({ from: 'Memorial Portal <no-reply@memorial.test>', outboxDir, logger });
    await mailer.send(MAIL);
    await mailer.send({ ...MAIL, subject: 'Second' });
    const files = fs.readdirSync(outboxDir).sort();
    expect(files).toHaveLength(2);
    expect(files.every((f) => f.endsWith('.eml'))).toBe(true);
    const messages = files.map((f) => fs.readFileSync(path.join(outboxDir, f), 'utf8'));
    const first = messages.find((m) => m.includes(`Subject: ${MAIL.subject}`))!;
    expect(first).toMatch(/^From: Memorial Portal <no-reply@memorial\.test>$/m);
    expect(first).toMatch(/^To: catherine@example\.com$/m);
    expect(first).toContain(MAIL.text);
  });

  it('with SMTP_URL hands each message to the SMTP server', async () => {
    const received: Array<{ from: string; to: string[]; body: string }> = [];
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, session, callback) {
        let body = '';
        stream.on('data', (c: Buffer) => {
          body += c.toString();
        });
        stream.on('end', () => {
          received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((r) => r.address),
            body,
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.server.address() as { port: number };
    try {
      const outboxDir = path.join(os.tmpdir(), `memorial-unused-outbox-${process.pid}`);
      const mailer = createMailer({
        smtpUrl: `smtp://127.0.0.1:${port}`,
        from: 'Memorial Portal <no-reply@memorial.test>',
        outboxDir,
        logger,
      });
      await mailer.send(MAIL);
      expect(received).toHaveLength(1);
      expect(received[0]).toMatchObject({ from: 'no-reply@memorial.test', to: ['catherine@example.com'] });
      expect(received[0]!.body).toContain(`Subject: ${MAIL.subject}`);
      expect(received[0]!.body).toContain(MAIL.text);
      expect(fs.existsSync(outboxDir)).toBe(false);
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });
});
