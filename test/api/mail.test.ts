// Mail goes to the local outbox by default and through SMTP when SMTP_URL is set.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createMailer } from '@/server/mail/mailer';
import { startFakeSmtp } from '../fakes/smtp-server';

const message = { to: 'fan@example.test', subject: 'Verify your email', text: 'Open this link: http://localhost/verify' };

test('without SMTP_URL a message is written to DATA_DIR/outbox', async () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fanstage-mail-'));
  const mailer = createMailer({ dataDir, NODE_ENV: 'development', MAIL_FROM: 'Fanstage <no-reply@test>', SMTP_URL: undefined });
  await mailer.send(message);
  const files = fs.readdirSync(path.join(dataDir, 'outbox'));
  expect(files).toHaveLength(1);
  const saved = JSON.parse(fs.readFileSync(path.join(dataDir, 'outbox', files[0]), 'utf8'));
  expect(saved).toMatchObject({ ...message, from: 'Fanstage <no-reply@test>' });
  fs.rmSync(dataDir, { recursive: true, force: true });
});

test('the outbox is made again when it was taken away while the server runs', async () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fanstage-mail-'));
  const mailer = createMailer({ dataDir, NODE_ENV: 'development', MAIL_FROM: 'Fanstage <no-reply@test>', SMTP_URL: undefined });
  await mailer.send(message);
  fs.rmSync(path.join(dataDir, 'outbox'), { recursive: true, force: true });
  await mailer.send({ ...message, subject: 'Second' });
  const files = fs.readdirSync(path.join(dataDir, 'outbox'));
  expect(files).toHaveLength(1);
  expect(JSON.parse(fs.readFileSync(path.join(dataDir, 'outbox', files[0]), 'utf8')).subject).toBe('Second');
  fs.rmSync(dataDir, { recursive: true, force: true });
});

test('with SMTP_URL the message is delivered over SMTP', async () => {
  const smtp = await startFakeSmtp();
  try {
    const mailer = createMailer({
      dataDir: os.tmpdir(),
      NODE_ENV: 'development',
      MAIL_FROM: 'Fanstage <no-reply@fanstage.test>',
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}?ignoreTLS=true`,
    });
    await mailer.send(message);
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0].to).toEqual(['fan@example.test']);
    expect(smtp.received[0].from).toBe('no-reply@fanstage.test');
    expect(smtp.received[0].data).toContain('Subject: Verify your email');
    expect(smtp.received[0].data).toContain('Open this link');
  } finally {
    await smtp.close();
  }
});
