// The admin console's settings (docs/admin.md, "Site settings"): who may change them, the limits that keep every
// minimum below its maximum, write-only secrets (masked in every answer, encrypted in the database, masked in
// the audit log), the mail settings with their test email through a real SMTP conversation, and the site's
// pictures uploaded into storage.
import { and, desc, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { adminAuditLog } from '@/server/modules/audit/audit.table';
import { settings } from '@/server/modules/settings/settings.table';
import { startFakeSmtp } from '../fakes/smtp-server';
import { authHeader, createAdmin, loginAs } from '../factories/users';
import { useAppWithCast } from '../helpers/cast-app';
import { injectMultipart } from '../helpers/multipart';
import { createTestApp, SITE_URL, type TestContext } from '../helpers/test-app';

let ctx: TestContext;
let tokens: { fan: string; performer: string; admin: string };

useAppWithCast((made) => {
  ctx = made.ctx;
  tokens = { fan: made.cast.tokens.fan, performer: made.cast.tokens.owner, admin: made.cast.tokens.admin };
});

const put = (payload: object, token = tokens.admin) => ctx.app.inject({ method: 'PUT', url: '/api/admin/settings', payload, headers: authHeader(token) });
const adminGet = async () => (await ctx.app.inject({ method: 'GET', url: '/api/admin/settings', headers: authHeader(tokens.admin) })).json().data;
const lastAudit = async (action: string) =>
  (await ctx.database.db.select().from(adminAuditLog).where(eq(adminAuditLog.action, action)).orderBy(desc(adminAuditLog.createdAt)).limit(1))[0];

describe('who may use the console', () => {
  it.each([
    ['GET', '/api/admin/settings', undefined],
    ['PUT', '/api/admin/settings', { siteName: 'Nope' }],
    ['POST', '/api/admin/settings/test-email', { to: 'a@example.com' }],
    ['POST', '/api/admin/settings/files/logo', undefined],
  ] as const)('%s %s: anonymous 401, fans and performers 403', async (method, url, payload) => {
    const anonymous = await ctx.app.inject({ method, url, ...(payload ? { payload } : {}) });
    expect(anonymous.statusCode).toBe(401);
    for (const token of [tokens.fan, tokens.performer]) {
      const res = await ctx.app.inject({ method, url, headers: authHeader(token), ...(payload ? { payload } : {}) });
      expect(res.statusCode).toBe(403);
    }
    expect((await adminGet()).siteName).not.toBe('Nope');
  });
});

describe('limits', () => {
  it('refuses a minimum above its maximum with a 422 naming both, against the stored values too', async () => {
    const both = await put({ minimumTipPrice: 50, maximumTipPrice: 20 });
    expect(both.statusCode).toBe(422);
    expect(both.json().message).toMatch(/minimumTipPrice.*maximumTipPrice/);

    const onlyMin = await put({ minimumSubscriptionPrice: 500 });
    expect(onlyMin.statusCode).toBe(422);
    expect(onlyMin.json().message).toMatch(/minimumSubscriptionPrice.*maximumSubscriptionPrice/);

    const onlyMax = await put({ maximumWalletPrice: 1 });
    expect(onlyMax.statusCode).toBe(422);
    expect(onlyMax.json().message).toMatch(/minimumWalletPrice.*maximumWalletPrice/);

    expect(await adminGet()).toMatchObject({ minimumTipPrice: 10, maximumTipPrice: 10000, minimumSubscriptionPrice: 2.95, maximumWalletPrice: 300 });
    expect((await put({ minimumTipPrice: 20, maximumTipPrice: 20 })).statusCode).toBe(200);
  });

  it('refuses bad input with sentences: a sender that is no address, a menu link to javascript:, a bad port', async () => {
    const badFrom = await put({ mailFrom: 'not an address' });
    expect(badFrom.statusCode).toBe(422);
    expect(badFrom.json().message).toMatch(/email address like/);
    const badMenu = await put({ menus: [{ title: 'Evil', path: 'javascript:alert(1)', section: 'footer', isNewTab: false }] });
    expect(badMenu.statusCode).toBe(422);
    expect(badMenu.json().message).toMatch(/path on this site/);
    const badPort = await put({ smtpPort: 70000 });
    expect(badPort.statusCode).toBe(422);
    expect(badPort.json().message).toMatch(/between 1 and 65535/);
  });
});

describe('secrets', () => {
  const STRIPE_SECRET = 'sk_test_51HxExampleSecretKey0123456789abcd';
  const WEBHOOK_SECRET = 'whsec_ExampleWebhookSecret9876wxyz';

  it('are never returned, only masked; empty keeps them, null clears them', async () => {
    const saved = await put({ stripeSecretKey: STRIPE_SECRET, stripeWebhookSecret: WEBHOOK_SECRET, smtpPassword: 'hunter2hunter2', stripePublishableKey: 'pk_test_abc' });
    expect(saved.statusCode).toBe(200);
    expect(saved.body).not.toContain(STRIPE_SECRET);
    expect(saved.body).not.toContain('hunter2');
    expect(saved.json().data).toMatchObject({ stripeSecretKey: 'sk_test_…abcd', stripeWebhookSecret: 'whsec_…wxyz', smtpPassword: '••••••' });

    const read = await ctx.app.inject({ method: 'GET', url: '/api/admin/settings', headers: authHeader(tokens.admin) });
    expect(read.body).not.toContain(STRIPE_SECRET);
    const keys = await ctx.app.inject({ method: 'POST', url: '/api/settings/keys', payload: { keys: ['stripeSecretKey', 'smtpPassword'] }, headers: authHeader(tokens.admin) });
    expect(keys.json().data).toEqual({ stripeSecretKey: 'sk_test_…abcd', smtpPassword: '••••••' });
    const publicRead = await ctx.app.inject({ method: 'GET', url: '/api/settings/public' });
    expect(publicRead.json().data).not.toHaveProperty('stripeSecretKey');
    expect(publicRead.json().data).toMatchObject({ stripePublishableKey: 'pk_test_abc' });
    const asFan = await ctx.app.inject({ method: 'POST', url: '/api/settings/keys', payload: { keys: ['stripeSecretKey', 'smtpHost'] }, headers: authHeader(tokens.fan) });
    expect(asFan.json().data).toEqual({});

    // Encrypted at rest: a dump of the table shows none of them.
    const rows = await ctx.database.db.select().from(settings).where(eq(settings.key, 'stripeSecretKey'));
    expect(JSON.stringify(rows)).not.toContain('ExampleSecretKey');
    expect(await ctx.app.services.settings.get('stripeSecretKey')).toBe(STRIPE_SECRET);

    // Sending back the masked form, or nothing, keeps the secret.
    expect((await put({ stripeSecretKey: '', stripeWebhookSecret: 'whsec_…wxyz', siteName: 'Kept' })).statusCode).toBe(200);
    expect(await ctx.app.services.settings.get('stripeSecretKey')).toBe(STRIPE_SECRET);
    expect(await ctx.app.services.settings.get('stripeWebhookSecret')).toBe(WEBHOOK_SECRET);

    const cleared = await put({ smtpPassword: null });
    expect(cleared.json().data.smtpPassword).toBe('');
    expect(await ctx.app.services.settings.get('smtpPassword')).toBe('');
  });

  it('reach the audit log masked, with only the changed keys', async () => {
    expect((await put({ stripeSecretKey: 'sk_live_ANewLiveKeyThatIsLong5678', siteName: 'Kept' })).statusCode).toBe(200);
    const entry = await lastAudit('settings.update');
    expect(entry).toMatchObject({ targetType: 'settings', route: 'PUT /api/admin/settings' });
    expect(Object.keys(entry!.after as object)).toEqual(['stripeSecretKey']);
    expect(JSON.stringify(entry)).not.toContain('ANewLiveKey');
  });

  it('the environment fills a key the console left empty; one set in the console wins', async () => {
    const envCtx = await createTestApp({ STRIPE_PUBLISHABLE_KEY: 'pk_test_fromenv', MAIL_FROM: 'Env <env@example.com>' });
    try {
      const admin = await loginAs(envCtx.app, await createAdmin(envCtx.database.db));
      const publicKey = async () => (await envCtx.app.inject({ method: 'GET', url: '/api/settings/public' })).json().data.stripePublishableKey;
      expect(await publicKey()).toBe('pk_test_fromenv');
      await envCtx.app.inject({ method: 'PUT', url: '/api/admin/settings', payload: { stripePublishableKey: 'pk_test_console' }, headers: authHeader(admin) });
      expect(await publicKey()).toBe('pk_test_console');
    } finally {
      await envCtx.close();
    }
  });
});

describe('mail', () => {
  const testEmail = (to: string) => ctx.app.inject({ method: 'POST', url: '/api/admin/settings/test-email', payload: { to }, headers: authHeader(tokens.admin) });

  it('refuses an address that is not one', async () => {
    const res = await testEmail('nobody');
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toMatch(/like you@example.com/);
  });

  it('without a mail server says the test email went to the local outbox', async () => {
    const res = await testEmail('admin@example.com');
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ transport: 'outbox', message: expect.stringMatching(/outbox/) });
  });

  it('sends the test email through the SMTP server set in the console, from its sender', async () => {
    const smtp = await startFakeSmtp({ refuse: (to) => to.startsWith('unknown@') });
    try {
      const saved = await put({ smtpHost: '127.0.0.1', smtpPort: smtp.port, smtpSecure: false, mailFrom: 'Fan Site <hello@fansite.example>' });
      expect(saved.statusCode).toBe(200);
      const res = await testEmail('owner@example.com');
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toMatchObject({ transport: 'smtp', message: expect.stringMatching(/127\.0\.0\.1/) });
      expect(smtp.received).toHaveLength(1);
      expect(smtp.received[0]).toMatchObject({ from: 'hello@fansite.example', to: ['owner@example.com'] });
      expect(smtp.received[0]!.data).toContain('Subject: Test email from');

      // Other mail of the site takes the same way at once.
      await ctx.app.services.mailer.send({ to: 'fan@example.com', subject: 'Hello', text: 'Hi' });
      expect(smtp.received.map((m) => m.to[0])).toEqual(['owner@example.com', 'fan@example.com']);

      const refused = await testEmail('unknown@example.com');
      expect(refused.statusCode).toBe(422);
      expect(refused.json().message).toMatch(/^The mail server did not take the test email: .*550.*Check the SMTP settings/);
    } finally {
      await smtp.close();
    }
  });

  it('answers with the transport\'s sentence when nothing listens, never a 500', async () => {
    const smtp = await startFakeSmtp();
    const port = smtp.port;
    await smtp.close();
    expect((await put({ smtpHost: '127.0.0.1', smtpPort: port })).statusCode).toBe(200);
    const res = await testEmail('owner@example.com');
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toMatch(/ECONNREFUSED/);
    expect((await put({ smtpHost: '' })).statusCode).toBe(200);
    const entry = await lastAudit('settings.test-email');
    expect(entry?.summary).toBe('test email to owner@example.com');
  });
});

describe('site pictures', () => {
  const picture = (width: number, height: number) => sharp({ create: { width, height, channels: 4, background: '#ff6600' } }).png().toBuffer();
  const upload = async (kind: string, data: Buffer, filename = 'logo.png', token = tokens.admin) =>
    injectMultipart(ctx.app, 'POST', `/api/admin/settings/files/${kind}`, token, [{ name: 'file', filename, contentType: 'image/png', data }]);

  it('stores the logo resized into storage, keeps its address in the setting and serves it', async () => {
    const res = await upload('logo', await picture(1600, 400));
    expect(res.statusCode).toBe(200);
    const { url, settings: saved } = res.json().data;
    expect(url).toMatch(new RegExp(`^${SITE_URL}/api/files/public/site/.+\\.webp$`));
    expect(saved.logoUrl).toBe(url);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/settings/public' })).json().data.logoUrl).toBe(url);
    const served = await ctx.app.inject({ method: 'GET', url: url.slice(SITE_URL.length) });
    expect(served.statusCode).toBe(200);
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 800, height: 200 });
    const entry = await lastAudit('settings.update');
    expect(entry?.after).toEqual({ logoUrl: url });
  });

  it('makes the favicon a 64 px PNG', async () => {
    const res = await upload('favicon', await picture(300, 300), 'icon.png');
    expect(res.statusCode).toBe(200);
    const served = await ctx.app.inject({ method: 'GET', url: res.json().data.url.slice(SITE_URL.length) });
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({ format: 'png', width: 64, height: 64 });
  });

  it('refuses a file that is not a picture, an unknown kind and a body without a file', async () => {
    const notImage = await upload('darkmodeLogo', Buffer.from('just some text, not a picture'), 'logo.png');
    expect(notImage.statusCode).toBe(422);
    expect(notImage.json().message).toMatch(/must be a photo/);
    const unknown = await upload('banner', await picture(10, 10));
    expect(unknown.statusCode).toBe(422);
    const json = await ctx.app.inject({ method: 'POST', url: '/api/admin/settings/files/logo', payload: {}, headers: authHeader(tokens.admin) });
    expect(json.statusCode).toBe(415);
    const asFan = await upload('logo', await picture(10, 10), 'logo.png', tokens.fan);
    expect(asFan.statusCode).toBe(403);
  });
});

it('keeps the audit trail of a console change with the admin as actor', async () => {
  await put({ maintenanceMode: false, siteName: 'Audited name' });
  const [entry] = await ctx.database.db
    .select()
    .from(adminAuditLog)
    .where(and(eq(adminAuditLog.action, 'settings.update'), eq(adminAuditLog.route, 'PUT /api/admin/settings')))
    .orderBy(desc(adminAuditLog.createdAt))
    .limit(1);
  expect(entry?.before).toMatchObject({ siteName: 'Kept' });
  expect(entry?.after).toEqual({ siteName: 'Audited name' });
});
