// The accounts desk: GET /admin/users/search and /admin/users/{id}, POST .../suspend and .../reactivate. Who
// may use them, what they refuse, and what a suspension does: sessions end at once, login is refused with a
// sentence, a creator leaves discovery, renewals stop, the person is emailed; reactivation undoes it.
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { AccountView } from '@/contracts/admin-accounts';
import { adminAuditLog } from '@/server/modules/audit/audit.table';
import { SANDBOX_CARDS } from '@/server/modules/payments/sandbox-gateway';
import { subscriptions } from '@/server/modules/subscriptions/subscriptions.table';
import { createVideo, purchase, subscribe } from '../factories/content';
import { createPerformer, createUser, loginAs, type Cast, type TestUser } from '../factories/users';
import { freshIp, mailsTo } from '../helpers/accounts';
import { apiRequests } from '../helpers/api-requests';
import { useAppWithCast } from '../helpers/cast-app';
import type { TestContext } from '../helpers/test-app';

let ctx: TestContext;
let cast: Cast;
useAppWithCast((made) => ({ ctx, cast } = made));
const { call } = apiRequests(() => ctx);
const db = () => ctx.database.db;

const login = (user: Pick<TestUser, 'username' | 'password'>) =>
  ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username: user.username, password: user.password }, remoteAddress: freshIp() });
const suspend = (id: string, reason = 'Repeated spam in comments.') => call('POST', `/admin/users/${id}/suspend`, cast.tokens.admin, { reason });
const reactivate = (id: string) => call('POST', `/admin/users/${id}/reactivate`, cast.tokens.admin);
const accountOf = async (id: string) => (await call('GET', `/admin/users/${id}`, cast.tokens.admin)).json().data as AccountView;

async function loggedInFan() {
  const user = await createUser(db());
  return { user, token: await loginAs(ctx.app, user) };
}

describe('who may use the desk', () => {
  const routes = [
    ['GET', '/admin/users/search?q=a'],
    ['GET', '/admin/users/:id'],
    ['POST', '/admin/users/:id/suspend'],
    ['POST', '/admin/users/:id/reactivate'],
    ['DELETE', '/admin/users/:id'],
  ] as const;

  it.each(routes)('%s %s: 401 anonymous, 403 for fans and performers, and nothing changes', async (method, route) => {
    const url = route.replace(':id', cast.otherFan.id);
    const body = route.endsWith('suspend') ? { reason: 'Not allowed to do this.' } : undefined;
    expect((await call(method, url, undefined, body)).statusCode).toBe(401);
    for (const token of [cast.tokens.fan, cast.tokens.owner, cast.tokens.otherPerformer]) {
      expect((await call(method, url, token, body)).statusCode).toBe(403);
    }
    expect((await accountOf(cast.otherFan.id)).profile.status).toBe('active');
  });

  it('finds accounts by name, username and email, and filters by kind and status', async () => {
    const search = async (query: string) => ((await call('GET', `/admin/users/search?${query}`, cast.tokens.admin)).json().data.data as { _id: string }[]).map((u) => u._id);
    expect(await search(`q=${cast.fan.username}`)).toEqual([cast.fan.id]);
    expect(await search(`q=${encodeURIComponent(cast.fan.email!)}`)).toEqual([cast.fan.id]);
    expect(await search(`q=${cast.owner.username}&isPerformer=true`)).toEqual([cast.owner.id]);
    expect(await search(`q=${cast.owner.username}&isPerformer=false`)).toEqual([]);
    expect(await search(`q=${cast.fan.username}&status=suspended`)).toEqual([]);
    // The older route stays.
    expect((await call('GET', `/users/search?q=${cast.fan.username}`, cast.tokens.admin)).statusCode).toBe(200);
  });

  it('answers bad input with 422 and a sentence, and an unknown account with 404', async () => {
    const { user } = await loggedInFan();
    for (const body of [{}, { reason: 'no' }, { reason: 'x'.repeat(501) }, { reason: 'Spam everywhere.', extra: true }]) {
      const res = await call('POST', `/admin/users/${user.id}/suspend`, cast.tokens.admin, body);
      expect(res.statusCode).toBe(422);
      expect(res.json().message).toMatch(/\w+ \w+/);
    }
    expect((await call('GET', '/admin/users/not-an-id', cast.tokens.admin)).statusCode).toBe(422);
    expect((await call('GET', '/admin/users/search?pageSize=10000', cast.tokens.admin)).statusCode).toBe(422);
    expect((await call('DELETE', `/admin/users/${user.id}`, cast.tokens.admin, { reason: 'x'.repeat(501) })).statusCode).toBe(422);
    expect((await call('GET', '/admin/users/00000000-0000-4000-8000-000000000000', cast.tokens.admin)).statusCode).toBe(404);
    expect((await accountOf(user.id)).profile.status).toBe('active');
  });
});

describe('the account view', () => {
  it('shows the profile, money, subscriptions, purchases, reports and sessions (without tokens)', async () => {
    const { user, token } = await loggedInFan();
    const { paymentId } = (await call('POST', '/payment/wallet/top-up', token, { amount: 20 })).json().data;
    expect((await call('POST', '/payment/sandbox/confirm', token, { paymentId, cardNumber: SANDBOX_CARDS.succeeds })).statusCode).toBe(200);
    await subscribe(db(), user, cast.owner);
    expect((await call('POST', `/wallet/charges/tip/${cast.owner.id}`, token, { amount: 10 })).statusCode).toBe(200);
    const video = await createVideo(db(), cast.owner, { access: 'sale', title: 'Studio session' });
    await purchase(db(), user, 'video', video.id, 700);
    // An item deleted since keeps its purchase on record, without words.
    await purchase(db(), user, 'gallery', randomUUID(), 300);
    expect((await call('POST', '/reports', token, { target: 'performer', targetId: cast.otherPerformer.id, category: 'spam', description: 'Sends spam links.' })).statusCode).toBe(200);
    expect((await call('POST', '/reports', cast.tokens.otherFan, { target: 'performer', targetId: cast.owner.id, category: 'other', description: 'Rude in chat.' })).statusCode).toBe(200);

    const view = await accountOf(user.id);
    expect(view.profile).toMatchObject({ _id: user.id, username: user.username, email: user.email, status: 'active', isPerformer: false, suspendedReason: null });
    expect(view.profile.lastLoginAt).not.toBeNull();
    expect(view.money.balance).toBe(10);
    expect(view.money.entries.map((e) => [e.account, e.amount])).toEqual([['wallet', -10], ['wallet', 20]]);
    // Each entry says what it was about, in words.
    expect(view.money.entries.map((e) => [e.about, e.aboutLink])).toEqual([
      [`Tip to @${cast.owner.username}`, `/${cast.owner.username}`],
      ['Card payment', null],
    ]);
    expect(view.purchases).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ itemType: 'video', price: 7, title: 'Studio session', sellerUsername: cast.owner.username, link: `/video/${video.id}` }),
        expect.objectContaining({ itemType: 'gallery', price: 3, title: null, sellerUsername: null, link: null }),
      ]),
    );
    expect(view.purchases).toHaveLength(2);
    expect(view.subscriptions).toEqual({ asFan: [expect.objectContaining({ performerId: cast.owner.id, performerUsername: cast.owner.username })], subscriberCount: null });
    expect(view.reports.filed).toEqual([expect.objectContaining({ targetId: cast.otherPerformer.id, category: 'spam' })]);
    expect(view.sessions).toHaveLength(1);
    expect(JSON.stringify(view)).not.toContain(token);

    const performer = await accountOf(cast.owner.id);
    expect(performer.subscriptions.subscriberCount).toBeGreaterThanOrEqual(1);
    expect(performer.reports.against).toEqual([expect.objectContaining({ reporterId: cast.otherFan.id, reporterUsername: cast.otherFan.username })]);
  });
});

describe('suspending a fan', () => {
  it('ends their sessions at once, refuses their login with a sentence, emails the reason and is audited', async () => {
    const { user, token } = await loggedInFan();
    const second = await loginAs(ctx.app, user);
    expect((await call('GET', '/users/me', token)).statusCode).toBe(200);

    const res = await suspend(user.id, 'Repeated spam in comments.');
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ status: 'suspended', suspendedReason: 'Repeated spam in comments.' });
    expect(res.json().data.suspendedAt).not.toBeNull();

    for (const old of [token, second]) expect((await call('GET', '/users/me', old)).statusCode).toBe(401);
    expect((await accountOf(user.id)).sessions.every((s) => s.revokedAt !== null)).toBe(true);

    const refused = await login(user);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toMatch(/suspended.*contact page: http\S+\/contact$/);

    const [mail] = mailsTo(ctx.app.services.mailer, user.email!);
    expect(mail.subject).toMatch(/suspended/);
    expect(mail.text).toContain('Repeated spam in comments.');

    const [entry] = await db().select().from(adminAuditLog).where(and(eq(adminAuditLog.action, 'user.suspend'), eq(adminAuditLog.targetId, user.id)));
    expect(entry).toMatchObject({
      targetType: 'user',
      summary: `Suspended @${user.username}: Repeated spam in comments.`,
      before: { status: 'active', suspendedReason: null },
      after: { status: 'suspended', suspendedReason: 'Repeated spam in comments.' },
    });
  });

  it('reactivation lets them log in again and tells them by email; old sessions stay ended', async () => {
    const { user, token } = await loggedInFan();
    expect((await suspend(user.id)).statusCode).toBe(200);
    const res = await reactivate(user.id);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ status: 'active', suspendedReason: null, suspendedAt: null });
    expect((await call('GET', '/users/me', token)).statusCode).toBe(401);
    expect((await login(user)).statusCode).toBe(200);
    expect(mailsTo(ctx.app.services.mailer, user.email!).map((m) => m.subject)).toEqual([expect.stringMatching(/suspended/), expect.stringMatching(/active again/)]);
    const [entry] = await db().select().from(adminAuditLog).where(and(eq(adminAuditLog.action, 'user.reactivate'), eq(adminAuditLog.targetId, user.id)));
    expect(entry).toMatchObject({ before: { status: 'suspended', suspendedReason: 'Repeated spam in comments.' }, after: { status: 'active', suspendedReason: null } });
  });
});

describe('suspending a creator', () => {
  it('hides them from the directory, search, the landing lists and their profile, until reactivated', async () => {
    const creator = await createPerformer(db(), { name: 'Hideable Creator' });
    const creatorToken = await loginAs(ctx.app, creator);
    expect((await call('POST', '/streaming/live', creatorToken, { title: 'Hideable evening' })).statusCode).toBe(200);
    const liveNow = async () => ((await call('GET', `/streaming/user/search?q=${creator.username}`)).json().data.data as { performerId: string }[]).some((s) => s.performerId === creator.id);
    expect(await liveNow()).toBe(true);
    const ids = async (url: string) => ((await call('GET', url)).json().data.data as { _id: string }[]).map((p) => p._id);
    const seen = async () => ({
      search: (await ids('/performers/user/search?q=Hideable')).includes(creator.id),
      top: (await ids('/performers/top?limit=50')).includes(creator.id),
      random: (await ids('/performers/search/random?limit=50')).includes(creator.id),
      profile: (await call('GET', `/performers/${creator.id}`, cast.tokens.fan)).statusCode,
      publicProfile: (await call('GET', `/users/view/${creator.username}`)).statusCode,
    });
    expect(await seen()).toEqual({ search: true, top: true, random: true, profile: 200, publicProfile: 200 });
    expect((await suspend(creator.id, 'Posted stolen photos.')).statusCode).toBe(200);
    expect(await seen()).toEqual({ search: false, top: false, random: false, profile: 404, publicProfile: 404 });
    // Off air at once, so the landing page's live list has nothing of theirs either.
    expect(await liveNow()).toBe(false);
    // Admins still see the account on the desk.
    expect((await accountOf(creator.id)).profile.status).toBe('suspended');
    expect((await reactivate(creator.id)).statusCode).toBe(200);
    expect(await seen()).toEqual({ search: true, top: true, random: true, profile: 200, publicProfile: 200 });
  });
});

describe('renewals', () => {
  async function renewalOf(fan: TestUser, performer: TestUser) {
    await subscribe(db(), fan, performer);
    const [row] = await db().select().from(subscriptions).where(and(eq(subscriptions.userId, fan.id), eq(subscriptions.performerId, performer.id)));
    return ctx.app.services.subscriptions.renew({ subscriptionId: row.id, expiredAt: row.expiredAt.toISOString() });
  }

  it('stop for subscriptions to a suspended creator and of a suspended fan', async () => {
    const creator = await createPerformer(db());
    const fan = await createUser(db());
    expect(await renewalOf(fan, creator)).not.toBe('account-closed');

    expect((await suspend(creator.id)).statusCode).toBe(200);
    expect(await renewalOf(fan, creator)).toBe('account-closed');
    expect((await reactivate(creator.id)).statusCode).toBe(200);

    expect((await suspend(fan.id)).statusCode).toBe(200);
    expect(await renewalOf(fan, creator)).toBe('account-closed');
  });
});

describe('admins', () => {
  it('cannot suspend or delete themselves or the last active admin; another admin may be suspended', async () => {
    const other = await createUser(db(), { roles: ['user', 'admin'] });
    const otherToken = await loginAs(ctx.app, other);
    for (const [method, url, body] of [
      ['POST', `/admin/users/${cast.admin.id}/suspend`, { reason: 'Testing myself.' }],
      ['DELETE', `/admin/users/${cast.admin.id}`, undefined],
    ] as const) {
      const own = await call(method, url, cast.tokens.admin, body);
      expect(own.statusCode).toBe(422);
      expect(own.json().message).toMatch(/your own account/);
    }

    // Two active admins: one may suspend the other, who is then the one left.
    expect((await call('POST', `/admin/users/${other.id}/suspend`, cast.tokens.admin, { reason: 'Left the team.' })).statusCode).toBe(200);
    expect((await call('GET', '/users/me', otherToken)).statusCode).toBe(401);
    const last = await call('POST', `/admin/users/${cast.admin.id}/suspend`, cast.tokens.admin, { reason: 'Testing myself.' });
    expect(last.statusCode).toBe(422);
    expect(last.json().message).toMatch(/last active admin/);
    expect((await reactivate(other.id)).statusCode).toBe(200);
    expect((await call('GET', '/users/me', cast.tokens.admin)).statusCode).toBe(200);
  });
});
