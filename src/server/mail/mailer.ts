// Outgoing mail: a local outbox (JSON Lines files under DATA_DIR/outbox, one per UTC day, one message a line) by
// default, SMTP when SMTP_URL is set, and the SMTP server set in the admin console above both (docs/admin.md,
// "Mail"). Tests read what was sent through `sent`.
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { AppConfig } from '../config';
import { createOutbox } from './outbox';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Where replies go when not to MAIL_FROM (the contact form: the visitor who wrote). */
  replyTo?: string;
}

/** The console's mail settings (settings service `consoleMail`): a server, or only a sender. */
export interface MailSettings {
  host: string;
  port: number;
  secure: boolean;
  user: string;
  password: string;
  from: string;
}

export interface Mailer {
  /** Sends the message; throws the transport's error when a server refused it. */
  send(message: MailMessage): Promise<void>;
  /** Messages sent by this process, newest last (kept in memory for tests and the dev outbox). */
  readonly sent: MailMessage[];
}

/** A server that does not answer must not hold a request (the console's test email) for minutes. */
const CONSOLE_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 };

type Transport = ReturnType<typeof nodemailer.createTransport>;

export function createMailer(
  config: Pick<AppConfig, 'SMTP_URL' | 'MAIL_FROM' | 'dataDir' | 'NODE_ENV'>,
  options: { settings?: () => Promise<MailSettings | null> } = {},
): Mailer {
  const sent: MailMessage[] = [];
  const fromEnvironment = config.SMTP_URL ? nodemailer.createTransport(config.SMTP_URL) : null;
  // The console's transport, made again only when its settings change.
  let fromConsole: { settings: string; transport: Transport } | null = null;

  function consoleTransport(settings: MailSettings): Transport {
    const key = JSON.stringify(settings);
    if (fromConsole?.settings !== key) {
      fromConsole?.transport.close();
      const auth = settings.user ? { auth: { user: settings.user, pass: settings.password } } : {};
      fromConsole = {
        settings: key,
        transport: nodemailer.createTransport({ host: settings.host, port: settings.port, secure: settings.secure, ...auth, ...CONSOLE_TIMEOUTS }),
      };
    }
    return fromConsole.transport;
  }

  const outbox = createOutbox(path.join(config.dataDir, 'outbox'));
  return {
    sent,
    async send(message) {
      sent.push(message);
      if (sent.length > 200) sent.shift();
      const settings = (await options.settings?.()) ?? null;
      const from = settings?.from || config.MAIL_FROM;
      const transport = settings?.host ? consoleTransport(settings) : fromEnvironment;
      if (transport) {
        await transport.sendMail({ from, ...message });
        return;
      }
      if (config.NODE_ENV === 'test') return;
      await outbox.write({ from, ...message });
    },
  };
}
