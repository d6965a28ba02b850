import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SMTPServer } from 'smtp-server';
import { DEMO, OPI, startTestGateway, type TestGateway } from '../../test/gateway.js';
import { expectRestSuccess } from '../../test/expect.js';
import { solveCaptcha } from '../../test/captcha.js';

/**
 * A visitor's message reaches the family arrangers by mail, through a real SMTP server: Reply-To the
 * visitor, the text as it was typed (escaped in the HTML part). A mail that fails loses no message and
 * leaves no address or text in the log.
 */

interface Mail {
  header: (name: string) => string | undefined;
  text: string;
  html: string;
}
interface Received {
  to: string[];
  mail: Mail;
  raw: string;
}

/** Enough of MIME for these mails: the headers, and the text and HTML parts decoded (quoted-printable or base64). */
function parseMail(raw: string): Mail {
  const [head = '', ...rest] = raw.split(/\r?\n\r?\n/);
  const headers = (block: string) => {
    const map = new Map<string, string>();
    for (const line of block.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
      const i = line.indexOf(':');
      if (i > 0) map.set(line.slice(0, i).trim().toLowerCase(), line.slice(i + 1).trim());
    }
    return map;
  };
  const top = headers(head);
  const decode = (h: Map<string, string>, body: string) => {
    const encoding = h.get('content-transfer-encoding')?.toLowerCase();
    if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
    if (encoding === 'quoted-printable') {
      const bytes = body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_, hex: string) => `%${hex}`);
      return decodeURIComponent(bytes.replace(/%(?![0-9A-F]{2})/gi, '%25'));
    }
    return body;
  };
  const parts: Record<string, string> = {};
  const boundary = /boundary="?([^";]+)"?/.exec(top.get('content-type') ?? '')?.[1];
  const body = rest.join('\r\n\r\n');
  for (const part of boundary ? body.split(`--${boundary}`).slice(1, -1) : [`${head}\r\n\r\n${body}`]) {
    const [ph = '', ...pb] = part.replace(/^\r?\n/, '').split(/\r?\n\r?\n/);
    const h = headers(ph);
    const type = h.get('content-type')?.split(';')[0]?.trim() ?? 'text/plain';
    parts[type] = decode(h, pb.join('\r\n\r\n').replace(/\r?\n$/, '')).replace(/\r\n/g, '\n');
  }
  return { header: (name) => top.get(name.toLowerCase()), text: parts['text/plain'] ?? '', html: parts['text/html'] ?? '' };
}

async function smtpServer(opts: { rejectRecipients?: boolean } = {}) {
  const received: Received[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onRcptTo(address, _session, callback) {
      // A refusal that quotes the address, as real servers do: it must not reach the gateway's log.
      if (opts.rejectRecipients)
        return callback(Object.assign(new Error(`5.1.1 <${address.address}>: Recipient address rejected`), { responseCode: 550 }));
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        received.push({ to: session.envelope.rcptTo.map((r) => r.address), mail: parseMail(raw), raw });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as { port: number };
  return { received, url: `smtp://127.0.0.1:${port}`, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

const TEXT = 'She said <script>alert("hi")</script> & <b>meant it</b>.\nSecond line.';

describe('the family is mailed each message', () => {
  let smtp: Awaited<ReturnType<typeof smtpServer>>;
  let gw: TestGateway;
  beforeAll(async () => {
    smtp = await smtpServer();
    gw = await startTestGateway({ env: { SMTP_URL: smtp.url, PUBLIC_URL: 'https://memorial.example' } });
  });
  afterAll(async () => {
    await gw?.stop();
    await smtp?.close();
  });

  it('sends one mail per family arranger with Reply-To the visitor and the text escaped', async () => {
    // A second family member on Eleanor's case gets the message too; the other family does not.
    await gw.sql(
      `insert into arranger_case (user_id, decedent_id, status) select u.id, d.id, 'closed' from app_user u, decedent d where u.email = $1 and d.opi = $2`,
      [DEMO.family2, OPI.eleanor],
    );
    expectRestSuccess(
      await gw.rest('POST', `/decedent/${OPI.eleanor}/saveMessage?timezone=UTC`, {
        email: 'ruth_l@example.com',
        message: TEXT,
        captcha: await solveCaptcha(gw),
      }),
      201,
      'Your Message has been sent to the Family Member.',
    );
    expect(smtp.received.flatMap((r) => r.to).sort()).toEqual([DEMO.arranger, DEMO.family2].sort());
    for (const { mail } of smtp.received) {
      expect(mail.header('reply-to')).toBe('ruth_l@example.com');
      expect(mail.header('from')).toBe('Memorial Portal <no-reply@memorial.test>');
      expect(mail.header('subject')).toBe('A message for the family of Mrs Eleanor Grace Whitmore');
      expect(mail.text).toContain(TEXT);
      expect(mail.text).toContain(`https://memorial.example/obituaries/app/memories/eleanor-whitmore-obituary/${OPI.eleanor}?tab=messages`);
      const html = mail.html;
      expect(html).toContain('She said &lt;script&gt;alert(&quot;hi&quot;)&lt;/script&gt; &amp; &lt;b&gt;meant it&lt;/b&gt;.');
      expect(html).not.toMatch(/<script|<b>/i);
    }
    const [row] = await gw.sql('select email, message from family_message where decedent_id = (select id from decedent where opi = $1)', [
      OPI.eleanor,
    ]);
    expect(row).toEqual({ email: 'ruth_l@example.com', message: TEXT });
  });
});

describe('a mail that fails', () => {
  it("keeps the message, answers the visitor's success and logs no address or text", async () => {
    const smtp = await smtpServer({ rejectRecipients: true });
    const logs: string[] = [];
    const gw = await startTestGateway({ env: { SMTP_URL: smtp.url }, logs });
    try {
      const secret = 'Thinking of you all, from the Hendersons next door';
      expectRestSuccess(
        await gw.rest('POST', `/decedent/${OPI.eleanor}/saveMessage`, {
          email: 'visitor.secret@example.com',
          message: secret,
          captcha: await solveCaptcha(gw),
        }),
        201,
        'Your Message has been sent to the Family Member.',
      );
      expect(
        await gw.sql('select email, message from family_message where decedent_id = (select id from decedent where opi = $1)', [
          OPI.eleanor,
        ]),
      ).toEqual([{ email: 'visitor.secret@example.com', message: secret }]);
      expect(smtp.received).toEqual([]);
      const failure = logs.map((l) => JSON.parse(l)).find((l) => l.msg === "could not mail the family a visitor's message");
      expect(failure, logs.join('\n')).toBeDefined();
      expect(failure.familyMessageId).toBeTypeOf('number');
      const all = logs.join('\n');
      for (const personal of [DEMO.arranger, 'visitor.secret@example.com', secret, 'Eleanor']) expect(all).not.toContain(personal);
    } finally {
      await gw.stop();
      await smtp.close();
    }
  });
});
