// The performer's own profile (GET/PUT /performers/me, banking, payout settings) and the public profile
// (GET /performers/{id}), for the six audiences: anonymous, fan, other fan, owner, other performer, admin.
import { eq } from 'drizzle-orm';
import { publicPerformer } from '@/contracts/performers';
import { performers } from '@/server/modules/performers/performers.table';
import { users } from '@/server/modules/users/users.table';
import { authHeader, createCast, createPerformer, loginAs, type Cast } from '../factories/users';
import { createTestApp, SITE_URL, type TestContext } from '../helpers/test-app';

let ctx: TestContext;
let cast: Cast;
beforeAll(async () => {
  ctx = await createTestApp();
  cast = await createCast(ctx.app, ctx.database.db, {
    name: 'Luna Rivers',
    performer: { bio: 'Acoustic sessions every Friday.', idVerificationKey: 'private/performer-documents/abcdefghijklmnop.png' },
  });
});
afterAll(() => ctx?.close());

const db = () => ctx.database.db;
const headers = (token?: string) => (token ? authHeader(token) : {});
const get = (url: string, token?: string) => ctx.app.inject({ method: 'GET', url, headers: headers(token) });
const put = (url: string, payload: object, token?: string) => ctx.app.inject({ method: 'PUT', url, payload, headers: headers(token) });
const setSettings = async (payload: object) => {
  const res = await put('/api/admin/settings', payload, cast.tokens.admin);
  expect(res.statusCode).toBe(200);
};
const performerRow = async (id: string) => (await db().select().from(performers).where(eq(performers.userId, id)))[0];
const userRow = async (id: string) => (await db().select().from(users).where(eq(users.id, id)))[0];

const publicKeys = Object.keys(publicPerformer.shape).sort();
const PRIVATE_KEYS = ['email', 'banking', 'documents', 'paymentGateway', 'blockedCountries', 'verificationStatus', 'rejectionReason'];

describe('GET /api/performers/me', () => {
  it('is for performers only: 401 without a session, 403 for fans and admins', async () => {
    expect((await get('/api/performers/me')).statusCode).toBe(401);
    for (const token of [cast.tokens.fan, cast.tokens.otherFan, cast.tokens.admin]) {
      const res = await get('/api/performers/me', token);
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe('Only performers can do this.');
    }
  });

  it("gives the owner their own profile: private fields, prices in currency units, documents as links signed for them", async () => {
    const res = await get('/api/performers/me', cast.tokens.owner);
    expect(res.statusCode).toBe(200);
    const me = res.json().data;
    expect(me).toMatchObject({
      _id: cast.owner.id,
      name: 'Luna Rivers',
      email: cast.owner.email,
      bio: 'Acoustic sessions every Friday.',
      isPerformer: true,
      verificationStatus: 'verified',
      rejectionReason: null,
      monthlyPrice: 9.95,
      yearlyPrice: 99.95,
      banking: null,
      paymentGateway: { payoutMethod: 'bank', paypalEmail: null },
      blockedCountries: [],
      activateWelcomeVideo: false,
      isFollowed: false,
      isSubscribed: false,
      stats: { followers: 0, subscribers: 0 },
      documents: { idVerification: { uploaded: true }, documentVerification: { uploaded: false, url: null } },
    });
    const url = new URL(me.documents.idVerification.url, 'http://localhost');
    expect(url.pathname).toBe('/api/files/private/performer-documents/abcdefghijklmnop.png');
    expect(url.searchParams.get('viewer')).toBe(cast.owner.id);
    const lifetime = Number(url.searchParams.get('expires')) - Date.now() / 1000;
    expect(lifetime).toBeGreaterThan(250);
    expect(lifetime).toBeLessThanOrEqual(300);
  });

  it('gives another performer their own profile, never the owner’s', async () => {
    const res = await get('/api/performers/me', cast.tokens.otherPerformer);
    expect(res.statusCode).toBe(200);
    expect(res.json().data._id).toBe(cast.otherPerformer.id);
    expect(res.body).not.toContain(cast.owner.email);
  });
});

describe('PUT /api/performers/me', () => {
  it('refuses anonymous visitors (401) and anyone who is not a performer (403)', async () => {
    const before = await performerRow(cast.owner.id);
    expect((await put('/api/performers/me', { bio: 'hacked' })).statusCode).toBe(401);
    for (const token of [cast.tokens.fan, cast.tokens.otherFan, cast.tokens.admin]) {
      expect((await put('/api/performers/me', { bio: 'hacked' }, token)).statusCode).toBe(403);
    }
    expect((await performerRow(cast.owner.id)).bio).toBe(before.bio);
  });

  it('never takes a performer id from the body: another performer can only edit themself', async () => {
    for (const payload of [{ _id: cast.owner.id, bio: 'hacked' }, { userId: cast.owner.id, bio: 'hacked' }]) {
      const res = await put('/api/performers/me', payload, cast.tokens.otherPerformer);
      expect(res.statusCode).toBe(422);
    }
    const res = await put('/api/performers/me', { bio: 'Only mine.' }, cast.tokens.otherPerformer);
    expect(res.statusCode).toBe(200);
    expect(res.json().data._id).toBe(cast.otherPerformer.id);
    expect((await performerRow(cast.owner.id)).bio).toBe('Acoustic sessions every Friday.');
    expect((await performerRow(cast.otherPerformer.id)).bio).toBe('Only mine.');
  });

  it('saves every field: account fields on users, the rest on the profile, prices in minor units', async () => {
    const performer = await createPerformer(db());
    const token = await loginAs(ctx.app, performer);
    const res = await put(
      '/api/performers/me',
      {
        name: 'Nova Skye',
        gender: 'female',
        country: 'FR',
        bio: 'Jazz and talk.',
        state: 'Île-de-France',
        city: 'Paris',
        languages: ['fr', 'en', 'fr'],
        height: '167_169',
        weight: '55_57',
        age: '26_28',
        bodyType: 'slim',
        ethnicity: 'white',
        butt: 'medium',
        hair: 'brunet',
        eyes: 'green',
        sexualOrientation: 'bisexual',
        monthlyPrice: 12.5,
        yearlyPrice: 120,
        isFreeSubscription: true,
      },
      token,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      name: 'Nova Skye',
      gender: 'female',
      country: 'FR',
      state: 'Île-de-France',
      city: 'Paris',
      languages: ['fr', 'en'],
      height: '167_169',
      sexualOrientation: 'bisexual',
      monthlyPrice: 12.5,
      yearlyPrice: 120,
      isFreeSubscription: true,
    });
    expect(await userRow(performer.id)).toMatchObject({ name: 'Nova Skye', gender: 'female', country: 'FR' });
    expect(await performerRow(performer.id)).toMatchObject({ monthlyPrice: 1250, yearlyPrice: 12000, hair: 'brunet', languages: ['fr', 'en'] });

    const cleared = await put('/api/performers/me', { height: null, country: null, city: null }, token);
    expect(cleared.json().data).toMatchObject({ height: null, country: null, city: null, weight: '55_57', name: 'Nova Skye' });
  });

  it('checks prices against the site limits and names them; nothing changes', async () => {
    const before = (await get('/api/performers/me', cast.tokens.owner)).json().data;
    const cases: [object, string][] = [
      [{ monthlyPrice: 1 }, 'Monthly price must be between 2.95 and 300.00'],
      [{ monthlyPrice: 300.01 }, 'Monthly price must be between 2.95 and 300.00'],
      [{ monthlyPrice: 10, yearlyPrice: 1000, bio: 'changed' }, 'Yearly price must be between 2.95 and 300.00'],
    ];
    for (const [payload, message] of cases) {
      const res = await put('/api/performers/me', payload, cast.tokens.owner);
      expect(res.statusCode).toBe(422);
      expect(res.json().message).toContain(message);
    }
    await setSettings({ minimumSubscriptionPrice: 5, maximumSubscriptionPrice: 50 });
    try {
      const res = await put('/api/performers/me', { monthlyPrice: 4.99 }, cast.tokens.owner);
      expect(res.json().message).toContain('between 5.00 and 50.00');
      expect((await put('/api/performers/me', { monthlyPrice: 5 }, cast.tokens.owner)).statusCode).toBe(200);
      expect((await put('/api/performers/me', { monthlyPrice: before.monthlyPrice }, cast.tokens.owner)).statusCode).toBe(200);
    } finally {
      await setSettings({ minimumSubscriptionPrice: 2.95, maximumSubscriptionPrice: 300 });
    }
    const after = (await get('/api/performers/me', cast.tokens.owner)).json().data;
    expect({ ...after, updatedAt: null, documents: null }).toEqual({ ...before, updatedAt: null, documents: null });
  });

  it('refuses bad input with a readable 422 and changes nothing', async () => {
    const before = await performerRow(cast.owner.id);
    const userBefore = await userRow(cast.owner.id);
    const cases: [object, RegExp][] = [
      [{ height: '2 metres' }, /height: Height must be one of/],
      [{ bodyType: 'square', bio: 'changed' }, /bodyType: Body type must be one of/],
      [{ monthlyPrice: 9.999 }, /at most two decimals/],
      [{ monthlyPrice: -5 }, /more than 0/],
      [{ country: 'France' }, /two-letter code/],
      [{ name: '   ' }, /Name cannot be empty/],
      [{ bio: 'x'.repeat(2001) }, /at most 2000 characters/],
      [{ languages: ['english'] }, /Languages are codes like en or fr/],
      [{ languages: ['en', 'xx'], bio: 'changed' }, /ISO 639-1 codes like en or fr\. Check "xx"\./],
      [{ languages: ['eng'] }, /Check "eng"/],
      [{ activateWelcomeVideo: true, bio: 'changed' }, /Upload a welcome video before switching it on/],
      [{ verificationStatus: 'verified' }, /Unrecognized key|verificationStatus/],
    ];
    for (const [payload, message] of cases) {
      const res = await put('/api/performers/me', payload, cast.tokens.owner);
      expect(res.statusCode).toBe(422);
      expect(res.json().message).toMatch(message);
    }
    expect(await performerRow(cast.owner.id)).toEqual(before);
    expect(await userRow(cast.owner.id)).toEqual(userBefore);
  });

  it('refuses a free trial while the site does not offer them, and hides offered ones', async () => {
    const performer = await createPerformer(db(), { performer: { isFreeSubscription: true } });
    const token = await loginAs(ctx.app, performer);
    await setSettings({ freeSubscriptionEnabled: false, freeSubscriptionDuration: 7 });
    try {
      const refused = await put('/api/performers/me', { isFreeSubscription: true }, token);
      expect(refused.statusCode).toBe(422);
      expect(refused.json().message).toBe('This site does not offer free trials at the moment, so you cannot turn one on.');
      const shown = await get(`/api/performers/${performer.id}`);
      expect(shown.json().data).toMatchObject({ isFreeSubscription: false, freeSubscriptionDays: 7 });
      expect((await put('/api/performers/me', { isFreeSubscription: false }, token)).statusCode).toBe(200);
    } finally {
      await setSettings({ freeSubscriptionEnabled: true, freeSubscriptionDuration: 1 });
    }
  });
});

describe('PUT /api/performers/banking-settings', () => {
  const bank = {
    accountHolderName: 'Luna Rivers',
    bankName: 'Example Bank',
    bankCountry: 'US',
    accountNumber: '1234-5678 9',
    routingNumber: '021000021',
    swiftCode: 'chasus33',
  };

  it('is for performers only', async () => {
    expect((await put('/api/performers/banking-settings', bank)).statusCode).toBe(401);
    for (const token of [cast.tokens.fan, cast.tokens.otherFan, cast.tokens.admin]) {
      expect((await put('/api/performers/banking-settings', bank, token)).statusCode).toBe(403);
    }
  });

  it('stores the details encrypted and only ever answers with masked numbers', async () => {
    const res = await put('/api/performers/banking-settings', bank, cast.tokens.owner);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({
      accountHolderName: 'Luna Rivers',
      bankName: 'Example Bank',
      bankCountry: 'US',
      accountNumber: '•••• 6789',
      routingNumber: '•••• 0021',
      swiftCode: '•••• US33',
      updatedAt: expect.any(String),
    });

    const stored = await performerRow(cast.owner.id);
    expect(stored.bankingCiphertext).toBeTruthy();
    for (const plain of ['123456789', '021000021', 'CHASUS33', 'Example Bank']) expect(stored.bankingCiphertext).not.toContain(plain);

    const me = await get('/api/performers/me', cast.tokens.owner);
    expect(me.json().data.banking).toMatchObject({ accountNumber: '•••• 6789', bankName: 'Example Bank' });
    const admin = await get(`/api/admin/performers/${cast.owner.id}`, cast.tokens.admin);
    expect(admin.json().data.banking).toMatchObject({ accountNumber: '•••• 6789' });

    const everyResponse = [res, me, admin];
    for (const token of [undefined, cast.tokens.fan, cast.tokens.otherPerformer, cast.tokens.admin, cast.tokens.owner]) {
      everyResponse.push(await get(`/api/performers/${cast.owner.id}`, token));
      everyResponse.push(await get('/api/performers/user/search?q=Luna', token));
    }
    for (const response of everyResponse) {
      expect(response.body).not.toContain('123456789');
      expect(response.body).not.toContain('021000021');
      expect(response.body).not.toContain('CHASUS33');
    }
  });

  it('refuses bad details with a readable 422 and keeps the saved ones', async () => {
    const before = (await performerRow(cast.owner.id)).bankingCiphertext;
    const cases: [object, RegExp][] = [
      [{ ...bank, accountNumber: '12' }, /4 to 34 letters and digits/],
      [{ ...bank, swiftCode: 'NOPE' }, /SWIFT\/BIC must be 8 or 11/],
      [{ ...bank, routingNumber: '12-AB' }, /digits only/],
      [{ ...bank, bankCountry: 'usa' }, /two-letter code/],
      [{ ...bank, accountHolderName: '' }, /Enter the account holder name/],
      [{ ...bank, userId: cast.otherPerformer.id }, /userId|Unrecognized/],
    ];
    for (const [payload, message] of cases) {
      const res = await put('/api/performers/banking-settings', payload, cast.tokens.owner);
      expect(res.statusCode).toBe(422);
      expect(res.json().message).toMatch(message);
    }
    expect((await performerRow(cast.owner.id)).bankingCiphertext).toBe(before);
  });
});

describe('PUT /api/performers/payment-gateway-settings', () => {
  it('is for performers only', async () => {
    const body = { payoutMethod: 'bank' };
    expect((await put('/api/performers/payment-gateway-settings', body)).statusCode).toBe(401);
    for (const token of [cast.tokens.fan, cast.tokens.admin]) expect((await put('/api/performers/payment-gateway-settings', body, token)).statusCode).toBe(403);
  });

  it('saves the payout method; PayPal needs an address', async () => {
    const refused = await put('/api/performers/payment-gateway-settings', { payoutMethod: 'paypal' }, cast.tokens.owner);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toContain('Enter your PayPal email to be paid by PayPal');
    expect((await performerRow(cast.owner.id)).paymentGateway).toEqual({ payoutMethod: 'bank', paypalEmail: null });

    const res = await put('/api/performers/payment-gateway-settings', { payoutMethod: 'paypal', paypalEmail: ' Luna@Example.com ' }, cast.tokens.owner);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ payoutMethod: 'paypal', paypalEmail: 'luna@example.com' });
    expect((await get('/api/performers/me', cast.tokens.owner)).json().data.paymentGateway).toEqual({ payoutMethod: 'paypal', paypalEmail: 'luna@example.com' });
    // Payout settings are the owner's and the admin's business only.
    expect((await get(`/api/performers/${cast.owner.id}`, cast.tokens.fan)).body).not.toContain('luna@example.com');

    const back = await put('/api/performers/payment-gateway-settings', { payoutMethod: 'bank' }, cast.tokens.owner);
    expect(back.json().data).toEqual({ payoutMethod: 'bank', paypalEmail: null });
  });
});

describe('GET /api/performers/:id', () => {
  it('gives all six audiences the public shape, by id or username, without any private field', async () => {
    for (const token of [undefined, ...Object.values(cast.tokens)]) {
      for (const key of [cast.owner.id, cast.owner.username!, cast.owner.username!.toUpperCase()]) {
        const res = await get(`/api/performers/${key}`, token);
        expect(res.statusCode).toBe(200);
        const data = res.json().data;
        expect(Object.keys(data).sort()).toEqual(publicKeys);
        expect(data).toMatchObject({ _id: cast.owner.id, name: 'Luna Rivers', isPerformer: true, isSubscribed: false });
        for (const key of PRIVATE_KEYS) expect(data).not.toHaveProperty(key);
        expect(res.body).not.toContain(cast.owner.email);
        expect(res.body).not.toContain('performer-documents');
      }
    }
  });

  it('is a 404 for unknown ids and for fans', async () => {
    for (const key of ['no_such_performer', '7d0f1a52-8a55-4d52-9d1a-4a3b8f7e0c11', cast.fan.id, cast.fan.username!]) {
      const res = await get(`/api/performers/${key}`);
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('This performer does not exist or is no longer available.');
    }
  });

  it('hides unverified and deactivated performers from everyone but themselves and admins', async () => {
    const pending = await createPerformer(db(), { performer: { verificationStatus: 'pending' } });
    const rejected = await createPerformer(db(), { performer: { verificationStatus: 'rejected' } });
    const inactive = await createPerformer(db(), { status: 'inactive' });
    const pendingToken = await loginAs(ctx.app, pending);
    for (const hidden of [pending, rejected, inactive]) {
      for (const token of [undefined, cast.tokens.fan, cast.tokens.otherFan, cast.tokens.owner, cast.tokens.otherPerformer]) {
        expect((await get(`/api/performers/${hidden.id}`, token)).statusCode).toBe(404);
      }
      expect((await get(`/api/performers/${hidden.id}`, cast.tokens.admin)).statusCode).toBe(200);
    }
    const own = await get(`/api/performers/${pending.username}`, pendingToken);
    expect(own.statusCode).toBe(200);
    expect(Object.keys(own.json().data).sort()).toEqual(publicKeys);
  });

  it('shows the welcome video only once it is switched on', async () => {
    const key = 'public/welcome-videos/abcdefghijklmnopqrst.mp4';
    const performer = await createPerformer(db(), { performer: { welcomeVideoKey: key } });
    expect((await get(`/api/performers/${performer.id}`)).json().data.welcomeVideo).toBeNull();
    await db().update(performers).set({ activateWelcomeVideo: true }).where(eq(performers.userId, performer.id));
    expect((await get(`/api/performers/${performer.id}`)).json().data.welcomeVideo).toBe(`${SITE_URL}/api/files/${key}`);
  });

  it('refuses an over-long id with a readable 422', async () => {
    const res = await get(`/api/performers/${'a'.repeat(65)}`);
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toMatch(/^Please check the request/);
  });
});
