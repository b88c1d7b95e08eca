// POST /contact mails every admin, with replies going to the visitor who wrote.
import { CONTACT_RATE_LIMIT } from '@/server/modules/contact/contact.routes';
import { createAdmin, createUser } from '../factories/users';
import { createTestApp, type TestContext } from '../helpers/test-app';

const message = { name: 'Dana Visitor', email: 'Dana@Example.test', message: 'Hello, I would like to ask about payouts.' };

const send = (ctx: TestContext, payload: object) => ctx.app.inject({ method: 'POST', url: '/api/contact', payload });

describe('POST /contact', () => {
  let ctx: TestContext;
  let admins: { email: string | null }[];
  beforeAll(async () => {
    ctx = await createTestApp();
    const db = ctx.database.db;
    admins = [await createAdmin(db), await createAdmin(db)];
    // Neither fans nor a deactivated admin get the mail.
    await createUser(db);
    await createAdmin(db, { status: 'inactive' });
  });
  afterAll(() => ctx?.close());

  it('sends one copy to each active admin with reply-to the sender', async () => {
    const before = ctx.app.services.mailer.sent.length;
    const res = await send(ctx, message);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 0, data: { sent: true } });
    const mails = ctx.app.services.mailer.sent.slice(before);
    expect(mails.map((m) => m.to).sort()).toEqual(admins.map((a) => a.email).sort());
    for (const mail of mails) {
      expect(mail.replyTo).toBe('dana@example.test');
      expect(mail.subject).toBe('[Fanstage] Contact form: message from Dana Visitor');
      expect(mail.text).toContain(message.message);
      expect(mail.text).toContain('Dana Visitor <dana@example.test>');
    }
  });

  it('keeps a name from adding lines to the subject', async () => {
    const before = ctx.app.services.mailer.sent.length;
    const res = await send(ctx, { ...message, name: 'Eve\r\nBcc: victim@example.test' });
    expect(res.statusCode).toBe(200);
    const [mail] = ctx.app.services.mailer.sent.slice(before);
    expect(mail.subject).toBe('[Fanstage] Contact form: message from Eve Bcc: victim@example.test');
    expect(mail.subject).not.toMatch(/[\r\n]/);
  });

  it.each([
    [{ ...message, email: 'not-an-email' }, /Enter a valid email address/],
    [{ ...message, message: 'short' }, /Write at least 10 characters/],
    [{ ...message, name: '   ' }, /Enter your name/],
    [{ ...message, extra: 1 }, /extra/],
  ])('refuses bad input with a readable 422 and sends nothing (%#)', async (payload, text) => {
    const before = ctx.app.services.mailer.sent.length;
    const res = await send(ctx, payload);
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toMatch(text);
    expect(ctx.app.services.mailer.sent.length).toBe(before);
  });
});

describe('POST /contact on a site without admin accounts', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({ ADMIN_EMAIL: 'owner@site.test' });
  });
  afterAll(() => ctx?.close());

  it('writes to ADMIN_EMAIL', async () => {
    const res = await send(ctx, message);
    expect(res.statusCode).toBe(200);
    expect(ctx.app.services.mailer.sent.map((m) => m.to)).toEqual(['owner@site.test']);
  });

  it(`stops an address after ${CONTACT_RATE_LIMIT} messages with a readable 429`, async () => {
    const statuses: number[] = [];
    for (let i = 0; i < CONTACT_RATE_LIMIT + 1; i++) statuses.push((await send(ctx, message)).statusCode);
    // One message was already sent by the test above.
    expect(statuses.filter((s) => s === 200)).toHaveLength(CONTACT_RATE_LIMIT - 1);
    const limited = await send(ctx, message);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toMatch(/try again/i);
    expect(ctx.app.services.mailer.sent).toHaveLength(CONTACT_RATE_LIMIT);
  });
});
