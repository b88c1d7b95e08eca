// The current user (GET /users/me, PUT /users), avatars, admin search and public profiles.
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { users } from '@/server/modules/users/users.table';
import { authHeader, createAdmin, createPerformer, createUser, loginAs, type TestUser } from '../factories/users';
import { userRow } from '../helpers/accounts';
import { multipart, withHeaders } from '../helpers/multipart';
import { createTestApp, SITE_URL, type TestContext } from '../helpers/test-app';

let ctx: TestContext;
let png: Buffer;
beforeAll(async () => {
  ctx = await createTestApp();
  png = await sharp({ create: { width: 640, height: 320, channels: 3, background: '#22aa66' } }).png().toBuffer();
});
afterAll(async () => {
  await ctx.close();
});

const db = () => ctx.database.db;
const get = (url: string, token?: string) => ctx.app.inject({ method: 'GET', url, headers: token ? authHeader(token) : {} });
const put = (payload: object, token?: string) => ctx.app.inject({ method: 'PUT', url: '/api/users', payload, headers: token ? authHeader(token) : {} });
const uploadAvatar = (url: string, token: string | null, data: Buffer = png, field = 'file') => {
  const form = withHeaders(multipart([{ name: field, filename: 'me.png', contentType: 'image/png', data }]), token ? authHeader(token) : {});
  return ctx.app.inject({ method: 'POST', url, ...form });
};

async function storedBytes(url: string): Promise<Buffer> {
  const res = await ctx.app.inject({ method: 'GET', url });
  expect(res.statusCode).toBe(200);
  return res.rawPayload;
}

describe('GET /api/users/me', () => {
  test('without a token it answers data null', async () => {
    const res = await get('/api/users/me');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 0, data: null });
  });

  test('with an invalid token it is a 401', async () => {
    const res = await get('/api/users/me', 'garbage.token.value');
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toMatch(/log in again/);
  });

  test('a fan sees their profile, placeholder avatar and balance in currency units', async () => {
    const fan = await createUser(db(), { balance: 1234, gender: 'male', country: 'FR' });
    const res = await get('/api/users/me', await loginAs(ctx.app, fan));
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      _id: fan.id,
      username: fan.username,
      email: fan.email,
      avatar: `${SITE_URL}/static/no-avatar.png`,
      cover: null,
      isPerformer: false,
      bio: null,
      balance: 12.34,
      roles: ['user'],
      verifiedEmail: true,
      gender: 'male',
      country: 'FR',
      performer: null,
    });
    expect(JSON.stringify(res.json())).not.toMatch(/passwordHash|\$argon2/);
  });

  test('a performer also sees their bio and review status', async () => {
    const performer = await createPerformer(db(), { performer: { bio: 'I sing.', verificationStatus: 'pending' } });
    const data = (await get('/api/users/me', await loginAs(ctx.app, performer))).json().data;
    expect(data).toMatchObject({ isPerformer: true, bio: 'I sing.', performer: { bio: 'I sing.', verificationStatus: 'pending' } });
  });

  test('works in maintenance mode', async () => {
    const fan = await createUser(db());
    const token = await loginAs(ctx.app, fan);
    await ctx.app.services.settings.update({ maintenanceMode: true });
    try {
      expect((await get('/api/users/me', token)).statusCode).toBe(200);
      expect((await put({ name: 'During maintenance' }, token)).statusCode).toBe(503);
    } finally {
      await ctx.app.services.settings.update({ maintenanceMode: false });
    }
  });
});

describe('PUT /api/users', () => {
  test('updates the logged-in user and returns the new profile', async () => {
    const fan = await createUser(db());
    const token = await loginAs(ctx.app, fan);
    const res = await put({ name: 'Renamed Fan', firstName: 'Renamed', lastName: 'Fan', username: `re_${fan.username}`.slice(0, 30), gender: 'female', country: 'DE' }, token);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ name: 'Renamed Fan', firstName: 'Renamed', gender: 'female', country: 'DE', username: `re_${fan.username}`.slice(0, 30) });
    expect((await userRow(db(), fan.id)).name).toBe('Renamed Fan');
  });

  test('a performer edits their bio; a fan cannot have one', async () => {
    const performer = await createPerformer(db());
    const res = await put({ bio: 'New bio, new me.' }, await loginAs(ctx.app, performer));
    expect(res.statusCode).toBe(200);
    expect(res.json().data.performer.bio).toBe('New bio, new me.');
    expect((await get(`/api/users/view/${performer.username}`)).json().data.bio).toBe('New bio, new me.');

    const fan = await createUser(db());
    const refused = await put({ bio: 'Fans have no bio' }, await loginAs(ctx.app, fan));
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toMatch(/Only performers have a bio/);
  });

  test('a username another account holds is a 409 and changes nothing; an email never changes here at once', async () => {
    const fan = await createUser(db());
    const other = await createUser(db());
    const token = await loginAs(ctx.app, fan);
    const username = await put({ username: other.username!.toUpperCase(), name: 'Should not stick' }, token);
    expect(username.statusCode).toBe(409);
    expect(username.json().message).toBe('That username is taken. Choose another one.');
    expect(await userRow(db(), fan.id)).toMatchObject({ username: fan.username, email: fan.email, name: fan.name, pendingEmail: null });
    // Another account's address is answered like any other: it waits as pending (see account-oracles.test.ts).
    const email = await put({ email: other.email! }, token);
    expect(email.statusCode).toBe(200);
    expect(email.json().data).toMatchObject({ email: fan.email, pendingEmail: other.email });
    expect((await userRow(db(), fan.id)).email).toBe(fan.email);
  });

  test('nobody edits another user, roles, balance or status: unknown fields are refused', async () => {
    const fan = await createUser(db());
    const victim = await createUser(db());
    const token = await loginAs(ctx.app, fan);
    for (const payload of [{ _id: victim.id, name: 'Hacked' }, { id: victim.id, name: 'Hacked' }, { roles: ['admin'] }, { balance: 1000 }, { status: 'inactive' }, { isPerformer: true }, { verifiedEmail: true }]) {
      const res = await put(payload, token);
      expect(res.statusCode).toBe(422);
      expect(res.json().message).toMatch(/^Please check the request/);
    }
    expect(await userRow(db(), victim.id)).toMatchObject({ name: victim.name });
    expect(await userRow(db(), fan.id)).toMatchObject({ name: fan.name, roles: ['user'], balance: 0, isPerformer: false });
  });

  test('bad values are a 422 naming the field; anonymous is a 401', async () => {
    const fan = await createUser(db());
    const token = await loginAs(ctx.app, fan);
    const cases: [object, RegExp][] = [
      [{ username: 'x' }, /username: Username must be at least 3 characters/],
      [{ email: 'not-mail' }, /email: Enter a valid email address/],
      [{ gender: 'other' }, /gender: Gender must be male, female or transgender/],
      [{ country: 'France' }, /country: Country must be a two-letter code/],
      [{ name: 'n'.repeat(81) }, /name: Name can be at most 80 characters/],
    ];
    for (const [payload, message] of cases) {
      const res = await put(payload, token);
      expect(res.statusCode).toBe(422);
      expect(res.json().message).toMatch(message);
    }
    expect(await userRow(db(), fan.id)).toMatchObject({ username: fan.username, email: fan.email, gender: null, country: null });
    expect((await put({ name: 'Anon' })).statusCode).toBe(401);
  });
});

describe('avatar upload', () => {
  test('stores a 400x400 WebP, publicly addressable, and replaces the previous one', async () => {
    const fan = await createUser(db());
    const token = await loginAs(ctx.app, fan);
    const first = await uploadAvatar('/api/users/avatar/upload', token);
    expect(first.statusCode).toBe(200);
    const { url, user } = first.json().data;
    expect(url).toMatch(/^http:\/\/localhost:3000\/api\/files\/public\/avatars\/.+\.webp$/);
    expect(user.avatar).toBe(url);
    const meta = await sharp(await storedBytes(url)).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 400, height: 400 });
    expect((await get('/api/users/me', token)).json().data.avatar).toBe(url);
    expect((await get(`/api/users/view/${fan.id}`)).json().data.avatar).toBe(url);

    const second = await uploadAvatar('/api/users/avatar/upload', token);
    expect(second.statusCode).toBe(200);
    expect(second.json().data.url).not.toBe(url);
    expect((await ctx.app.inject({ method: 'GET', url })).statusCode).toBe(404);
  });

  test('refuses what is not a picture, a wrong field, an empty form and JSON; changes nothing', async () => {
    const fan = await createUser(db());
    const token = await loginAs(ctx.app, fan);
    const notImage = await uploadAvatar('/api/users/avatar/upload', token, Buffer.from('GIF? no, plain text pretending'));
    expect(notImage.statusCode).toBe(422);
    expect(notImage.json().message).toMatch(/must be a photo/);
    // Right magic bytes, broken picture: sharp cannot decode it.
    const broken = await uploadAvatar('/api/users/avatar/upload', token, Buffer.concat([png.subarray(0, 40), Buffer.alloc(200, 7)]));
    expect(broken.statusCode).toBe(422);
    expect(broken.json().message).toMatch(/could not read this picture/);
    // HEIC is taken for ID documents only: avatars are re-encoded, and no HEVC decoder ships with sharp.
    const heic = await uploadAvatar('/api/users/avatar/upload', token, Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypheic\0\0\0\0mif1heic', 'latin1')]));
    expect(heic.statusCode).toBe(422);
    expect(heic.json().message).toMatch(/must be a photo.*JPEG, PNG, GIF, WebP or AVIF/);
    const wrongField = await uploadAvatar('/api/users/avatar/upload', token, png, 'photo');
    expect(wrongField.statusCode).toBe(422);
    expect(wrongField.json().message).toMatch(/form field "file"/);
    const noFile = await ctx.app.inject({ method: 'POST', url: '/api/users/avatar/upload', ...withHeaders(multipart([{ name: 'x', value: 'y' }]), authHeader(token)) });
    expect(noFile.statusCode).toBe(422);
    const json = await ctx.app.inject({ method: 'POST', url: '/api/users/avatar/upload', payload: { file: 'x' }, headers: authHeader(token) });
    expect(json.statusCode).toBe(415);
    expect((await userRow(db(), fan.id)).avatarKey).toBeNull();
  });

  test('anonymous upload is a 401', async () => {
    expect((await uploadAvatar('/api/users/avatar/upload', null)).statusCode).toBe(401);
  });

  describe('POST /api/users/:id/avatar/upload', () => {
    let fan: TestUser;
    let fanToken: string;
    beforeAll(async () => {
      fan = await createUser(db());
      fanToken = await loginAs(ctx.app, fan);
    });

    test('the user themself may', async () => {
      const res = await uploadAvatar(`/api/users/${fan.id}/avatar/upload`, fanToken);
      expect(res.statusCode).toBe(200);
      expect((await userRow(db(), fan.id)).avatarKey).toMatch(/^public\/avatars\//);
    });

    test('another fan or a performer may not, and nothing changes', async () => {
      const before = (await userRow(db(), fan.id)).avatarKey;
      const otherFan = await createUser(db());
      const performer = await createPerformer(db());
      for (const actor of [otherFan, performer]) {
        const res = await uploadAvatar(`/api/users/${fan.id}/avatar/upload`, await loginAs(ctx.app, actor));
        expect(res.statusCode).toBe(403);
        expect(res.json().message).toBe('You can change only your own profile picture.');
      }
      expect((await userRow(db(), fan.id)).avatarKey).toBe(before);
      expect((await uploadAvatar(`/api/users/${fan.id}/avatar/upload`, null)).statusCode).toBe(401);
    });

    test('an admin may, for anyone; an unknown or malformed id is refused', async () => {
      const admin = await createAdmin(db());
      const adminToken = await loginAs(ctx.app, admin);
      const res = await uploadAvatar(`/api/users/${fan.id}/avatar/upload`, adminToken);
      expect(res.statusCode).toBe(200);
      expect(res.json().data.user._id).toBe(fan.id);
      expect((await userRow(db(), fan.id)).avatarKey).toBe(res.json().data.url.replace(`${SITE_URL}/api/files/`, ''));
      expect((await uploadAvatar('/api/users/7d0f1a52-8a55-4d52-9d1a-4a3b8f7e0c11/avatar/upload', adminToken)).statusCode).toBe(404);
      const bad = await uploadAvatar('/api/users/not-a-uuid/avatar/upload', adminToken);
      expect(bad.statusCode).toBe(422);
      expect(bad.json().message).toMatch(/id must be a valid id/);
    });
  });
});

describe('GET /api/users/search', () => {
  let admin: TestUser;
  let adminToken: string;
  beforeAll(async () => {
    admin = await createAdmin(db());
    adminToken = await loginAs(ctx.app, admin);
    await createUser(db(), { name: 'Zelda Searchable', username: 'zelda_search', email: 'zelda@findme.test' });
    await createUser(db(), { name: 'Other Person', username: 'quiet_one', email: 'quiet_100%@findme.test' });
    await createPerformer(db(), { name: 'Performing Zelda', username: 'zelda_sings' });
  });

  test('only admins: anonymous 401, fan and performer 403', async () => {
    expect((await get('/api/users/search')).statusCode).toBe(401);
    const fan = await createUser(db());
    const fanRes = await get('/api/users/search', await loginAs(ctx.app, fan));
    expect(fanRes.statusCode).toBe(403);
    expect(fanRes.json().message).toBe('Only administrators can do this.');
    const performer = await createPerformer(db());
    expect((await get('/api/users/search', await loginAs(ctx.app, performer))).statusCode).toBe(403);
  });

  test('searches name, username and email, with the admin view of each user', async () => {
    const byName = (await get('/api/users/search?q=zelda', adminToken)).json().data;
    expect(byName.total).toBe(2);
    expect(byName.data.map((u: { username: string }) => u.username).sort()).toEqual(['zelda_search', 'zelda_sings']);
    expect(byName.data[0]).toEqual(expect.objectContaining({ email: expect.any(String), roles: ['user'], lastLoginAt: null, balance: 0 }));
    const byEmail = (await get('/api/users/search?q=FINDME.test', adminToken)).json().data;
    expect(byEmail.total).toBe(2);
    // % is a literal character, not a wildcard.
    const literal = (await get(`/api/users/search?q=${encodeURIComponent('100%')}`, adminToken)).json().data;
    expect(literal.data.map((u: { username: string }) => u.username)).toEqual(['quiet_one']);
    const performers = (await get('/api/users/search?q=zelda&isPerformer=true', adminToken)).json().data;
    expect(performers.data.map((u: { username: string }) => u.username)).toEqual(['zelda_sings']);
    const admins = (await get('/api/users/search?role=admin', adminToken)).json().data;
    expect(admins.data.map((u: { _id: string }) => u._id)).toContain(admin.id);
    expect(admins.data.every((u: { roles: string[] }) => u.roles.includes('admin'))).toBe(true);
  });

  test('pages and sorts within the allowed columns', async () => {
    const page1 = (await get('/api/users/search?q=zelda&pageSize=1&current=1&sortBy=username&sort=asc', adminToken)).json().data;
    const page2 = (await get('/api/users/search?q=zelda&pageSize=1&current=2&sortBy=username&sort=asc', adminToken)).json().data;
    expect(page1).toMatchObject({ total: 2, data: [{ username: 'zelda_search' }] });
    expect(page2).toMatchObject({ total: 2, data: [{ username: 'zelda_sings' }] });
    const unknownSort = await get('/api/users/search?sortBy=passwordHash', adminToken);
    expect(unknownSort.statusCode).toBe(422);
    expect(unknownSort.json().message).toBe('Please check the request in the address. sortBy: sortBy must be one of: name, username, email, createdAt, updatedAt.');
  });

  test('bad paging or filters are a 422 with a message', async () => {
    for (const query of ['pageSize=1000', 'current=0', 'status=banned', 'isPerformer=maybe', 'sort=sideways']) {
      const res = await get(`/api/users/search?${query}`, adminToken);
      expect(res.statusCode).toBe(422);
      expect(res.json().message).toMatch(/^Please check the request in the address/);
    }
  });
});

describe('GET /api/users/view/:id', () => {
  test('by id or username, with only public fields', async () => {
    const fan = await createUser(db(), { balance: 5000 });
    for (const key of [fan.id, fan.username!, fan.username!.toUpperCase()]) {
      const res = await get(`/api/users/view/${key}`);
      expect(res.statusCode).toBe(200);
      const data = res.json().data;
      expect(Object.keys(data).sort()).toEqual(['_id', 'avatar', 'bio', 'cover', 'isPerformer', 'name', 'username']);
      expect(data).toMatchObject({ _id: fan.id, username: fan.username, isPerformer: false, bio: null });
    }
  });

  test('a performer shows their bio, never their email, roles, balance or documents', async () => {
    const performer = await createPerformer(db(), { balance: 999, performer: { bio: 'Live every Friday.', idVerificationKey: 'private/performer-documents/abcdefghijklmnop.png' } });
    const viewer = await createUser(db());
    const res = await get(`/api/users/view/${performer.username}`, await loginAs(ctx.app, viewer));
    expect(res.json().data).toMatchObject({ isPerformer: true, bio: 'Live every Friday.' });
    const text = res.body;
    for (const secret of [performer.email!, 'roles', 'balance', 'performer-documents', 'email']) expect(text).not.toContain(secret);
  });

  test('unknown and inactive users are a 404', async () => {
    const inactive = await createUser(db(), { status: 'inactive' });
    for (const key of [inactive.id, inactive.username!, 'no_such_user', '7d0f1a52-8a55-4d52-9d1a-4a3b8f7e0c11', 'weird%20name!']) {
      const res = await get(`/api/users/view/${key}`);
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('This profile does not exist or is no longer available.');
    }
    await db().update(users).set({ status: 'active' }).where(eq(users.id, inactive.id));
    expect((await get(`/api/users/view/${inactive.id}`)).statusCode).toBe(200);
  });
});
