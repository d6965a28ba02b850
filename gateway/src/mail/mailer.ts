import fs from 'node:fs';
import path from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Logger } from '../logger.js';

export interface MailAttachment {
  filename: string;
  content: string | Buffer;
  contentType: string;
}
export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Where a reply goes (a visitor's address on a Contact Family message) instead of MAIL_FROM. */
  replyTo?: string;
  /** Extra header lines, e.g. List-Unsubscribe and List-Unsubscribe-Post (RFC 8058). */
  headers?: Record<string, string>;
  attachments?: MailAttachment[];
}
/** What a template writes: the mail without its recipient. */
export type MailText = Pick<OutgoingMail, 'subject' | 'text'>;
export interface Mailer {
  send(mail: OutgoingMail): Promise<void>;
}

/**
 * SMTP when SMTP_URL is set; otherwise each message is written as an .eml file
 * under DATA_DIR/outbox and logged, so a demo machine needs no mail server.
 */
export function createMailer(opts: { smtpUrl?: string; from: string; outboxDir: string; logger: Logger }): Mailer {
  const transport: Transporter = opts.smtpUrl
    ? nodemailer.createTransport(opts.smtpUrl)
    : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(mail) {
      const info = await transport.sendMail({ from: opts.from, ...mail });
      if (opts.smtpUrl) {
        // No recipient or subject in the log (personal data): the message id finds the mail in the SMTP server's log.
        opts.logger.info({ messageId: info.messageId }, 'mail sent');
        return;
      }
      fs.mkdirSync(opts.outboxDir, { recursive: true });
      const file = path.join(opts.outboxDir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${crypto.randomUUID().slice(0, 8)}.eml`);
      fs.writeFileSync(file, (info as unknown as { message: Buffer }).message);
      opts.logger.info({ file }, 'mail written to outbox');
    },
  };
}
