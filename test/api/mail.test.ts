// Mail goes to the local outbox by default and through SMTP when SMTP_URL is set.
import fs from 'node:fs';
import fsPromises from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createMailer } from '@/server/mail/mailer';
import { startFakeSmtp } from '../fakes/smtp-server';

const message = { to: 'fan@example.test', subject: 'Verify your email', text: 'Open this link: http://localhost/verify' };

const fromTest = 'Fanstage <no-reply@test>';
const outboxMailer = (dataDir: string) => createMailer({ dataDir, NODE_ENV: 'development', MAIL_FROM: fromTest, SMTP_URL: undefined });
const linesOf = (file: string) =>
  fs
    .readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Record<string, string>);

describe('the local outbox', () => {
  let dataDir: string;
  beforeEach(() => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fanstage-mail-'));
  });
  afterEach(() => {
    jest.restoreAllMocks();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  test("without SMTP_URL a message is a line of the day's file in DATA_DIR/outbox", async () => {
    const before = new Date().toISOString();
    await outboxMailer(dataDir).send(message);
    const files = fs.readdirSync(path.join(dataDir, 'outbox'));
    expect(files).toEqual([`${new Date().toISOString().slice(0, 10)}.jsonl`]);
    const [saved] = linesOf(path.join(dataDir, 'outbox', files[0]));
    expect(saved).toMatchObject({ ...message, from: fromTest });
    expect(saved.date >= before && saved.date <= new Date().toISOString()).toBe(true);
  });

  test('the messages of one turn leave in one append, in the order they were sent', async () => {
    const appends = jest.spyOn(fsPromises, 'appendFile');
    const mailer = outboxMailer(dataDir);
    await Promise.all(['First', 'Second', 'Third'].map((subject) => mailer.send({ ...message, subject })));
    await mailer.send({ ...message, subject: 'Fourth' });
    expect(appends).toHaveBeenCalledTimes(2);
    const [file] = fs.readdirSync(path.join(dataDir, 'outbox'));
    expect(linesOf(path.join(dataDir, 'outbox', file)).map((m) => m.subject)).toEqual(['First', 'Second', 'Third', 'Fourth']);
  });

  test('the outbox is made again when it was taken away while the server runs', async () => {
    const mailer = outboxMailer(dataDir);
    await mailer.send(message);
    fs.rmSync(path.join(dataDir, 'outbox'), { recursive: true, force: true });
    await mailer.send({ ...message, subject: 'Second' });
    const files = fs.readdirSync(path.join(dataDir, 'outbox'));
    expect(files).toHaveLength(1);
    expect(linesOf(path.join(dataDir, 'outbox', files[0])).map((m) => m.subject)).toEqual(['Second']);
  });

  test('a message that cannot be written fails its sender, and the next one is written once the outbox can be made', async () => {
    const mailer = outboxMailer(dataDir);
    fs.writeFileSync(path.join(dataDir, 'outbox'), 'a file where the outbox should be');
    await expect(mailer.send(message)).rejects.toThrow(/EEXIST|ENOTDIR/);
    fs.rmSync(path.join(dataDir, 'outbox'));
    await mailer.send({ ...message, subject: 'Second' });
    const [file] = fs.readdirSync(path.join(dataDir, 'outbox'));
    expect(linesOf(path.join(dataDir, 'outbox', file)).map((m) => m.subject)).toEqual(['Second']);
  });
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
