// Outgoing mail: a local outbox (one .eml-like JSON file per message under DATA_DIR/outbox) by default,
// SMTP when SMTP_URL is set. Tests read the outbox through `sent`.
import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { AppConfig } from '../config';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Where replies go when not to MAIL_FROM (the contact form: the visitor who wrote). */
  replyTo?: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  /** Messages sent by this process, newest last (kept in memory for tests and the dev outbox). */
  readonly sent: MailMessage[];
}

export function createMailer(config: Pick<AppConfig, 'SMTP_URL' | 'MAIL_FROM' | 'dataDir' | 'NODE_ENV'>): Mailer {
  const sent: MailMessage[] = [];
  const transport = config.SMTP_URL ? nodemailer.createTransport(config.SMTP_URL) : null;
  const outbox = path.join(config.dataDir, 'outbox');
  return {
    sent,
    async send(message) {
      sent.push(message);
      if (sent.length > 200) sent.shift();
      if (transport) {
        await transport.sendMail({ from: config.MAIL_FROM, ...message });
        return;
      }
      if (config.NODE_ENV === 'test') return;
      await fs.mkdir(outbox, { recursive: true });
      const file = `${new Date().toISOString().replace(/[:.]/g, '-')}-${Math.random().toString(36).slice(2, 8)}.json`;
      await fs.writeFile(path.join(outbox, file), JSON.stringify({ from: config.MAIL_FROM, ...message }, null, 2));
    },
  };
}
