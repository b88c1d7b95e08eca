// Performer registration: a multipart form with account fields and two ID photos stored privately.
import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { performers } from '@/server/modules/performers/performers.table';
import { users } from '@/server/modules/users/users.table';
import { authHeader, createUser, loginAs } from '../factories/users';
import { countUsers, freshIp, lastLink, mailsTo } from '../helpers/accounts';
import { multipart, type MultipartPart } from '../helpers/multipart';
import { createTestApp, type TestContext } from '../helpers/test-app';

let ctx: TestContext;
let png: Buffer;
let jpeg: Buffer;
beforeAll(async () => {
  // A 1 MB upload limit keeps the too-large case small.
  ctx = await createTestApp({ MAX_UPLOAD_MB: '1' });
  png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#3366ff' } }).png().toBuffer();
  jpeg = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#ff6633' } }).jpeg().toBuffer();
});
afterAll(async () => {
  await ctx.close();
});

const db = () => ctx.database.db;

/** Every file the storage holds, so a test can prove a failed registration left nothing behind. */
function storedFiles(): string[] {
  const root = path.join(ctx.config.dataDir, 'media');
  if (!fs.existsSync(root)) return [];
  return (fs.readdirSync(root, { recursive: true }) as string[]).filter((f) => fs.statSync(path.join(root, f)).isFile());
}

const fields = (n: string): MultipartPart[] => [
  { name: 'username', value: `star_${n}` },
  { name: 'email', value: `star_${n}@example.test` },
  { name: 'password', value: 'Performer-pass-1' },
  { name: 'name', value: `Star ${n}` },
  { name: 'country', value: 'US' },
  { name: 'gender', value: 'female' },
];
const idPhoto: MultipartPart = { name: 'idVerification', filename: 'id.png', contentType: 'image/png', data: Buffer.alloc(0) };
const withPhotos = (parts: MultipartPart[], id = png, doc = jpeg): MultipartPart[] => [
  ...parts,
  { ...idPhoto, data: id },
  { name: 'documentVerification', filename: 'selfie.jpg', contentType: 'image/jpeg', data: doc },
];

const register = (parts: MultipartPart[], remoteAddress = freshIp()) => {
  const form = multipart(parts);
  return ctx.app.inject({ method: 'POST', url: '/api/auth/performers/register', payload: form.payload, headers: form.headers, remoteAddress });
};

async function expectNothingLeft(before: { users: number; files: number }) {
  expect(await countUsers(db())).toBe(before.users);
  expect(storedFiles()).toHaveLength(before.files);
}
const snapshot = async () => ({ users: await countUsers(db()), files: storedFiles().length });

test('registers a pending performer whose ID photos are stored privately', async () => {
  const res = await register(withPhotos(fields('one')));
  expect(res.statusCode).toBe(200);
  const { message, verifyEmailFirst } = res.json().data;
  expect(res.json().data).not.toHaveProperty('token');
  expect(verifyEmailFirst).toBe(false);
  expect(message).toMatch(/review your documents/);
  // Registration never logs in; the new account logs in with the credentials it chose.
  const token = await loginAs(ctx.app, { username: 'star_one', email: null, password: 'Performer-pass-1' });

  const me = (await ctx.app.inject({ method: 'GET', url: '/api/users/me', headers: authHeader(token) })).json().data;
  expect(me).toMatchObject({ username: 'star_one', isPerformer: true, country: 'US', gender: 'female', performer: { verificationStatus: 'pending' } });
  expect(lastLink(ctx.app.services.mailer, 'star_one@example.test', '/auth/verify-email').token).not.toBe('');

  const [profile] = await db().select().from(performers).where(eq(performers.userId, me._id));
  expect(profile.verificationStatus).toBe('pending');
  expect(profile.idVerificationKey).toMatch(/^private\/performer-documents\/.+\.png$/);
  expect(profile.documentVerificationKey).toMatch(/^private\/performer-documents\/.+\.jpg$/);

  // The stored bytes are the uploaded ones.
  const opened = await ctx.app.services.storage.open(profile.idVerificationKey!);
  const chunks: Buffer[] = [];
  for await (const chunk of opened!.stream) chunks.push(chunk as Buffer);
  expect(Buffer.concat(chunks).equals(png)).toBe(true);

  // Not reachable by address without a signature; a signed address works.
  const unsigned = await ctx.app.inject({ method: 'GET', url: `/api/files/${profile.idVerificationKey}` });
  expect(unsigned.statusCode).toBe(403);
  const publicGuess = await ctx.app.inject({ method: 'GET', url: `/api/files/${profile.idVerificationKey!.replace(/^private/, 'public')}` });
  expect(publicGuess.statusCode).toBe(404);
  const signed = await ctx.app.inject({ method: 'GET', url: ctx.app.services.storage.url(profile.idVerificationKey!) });
  expect(signed.statusCode).toBe(200);
  // Nothing about the documents reaches the performer's own profile response.
  expect(JSON.stringify(me)).not.toContain('performer-documents');
});

test('empty optional inputs are treated as not given, as browsers send them', async () => {
  const parts = fields('blank').map((f) => (['gender', 'country', 'name'].includes(f.name) ? { name: f.name, value: '' } : f));
  const res = await register(withPhotos(parts));
  expect(res.statusCode).toBe(200);
  const token = await loginAs(ctx.app, { username: 'star_blank', email: null, password: 'Performer-pass-1' });
  const me = (await ctx.app.inject({ method: 'GET', url: '/api/users/me', headers: authHeader(token) })).json().data;
  expect(me).toMatchObject({ username: 'star_blank', name: 'star_blank', gender: null, country: null });
  const emptyPassword = await register(withPhotos(fields('blank2').map((f) => (f.name === 'password' ? { name: 'password', value: '' } : f))));
  expect(emptyPassword.statusCode).toBe(422);
  expect(emptyPassword.json().message).toMatch(/password: Password must be at least 8 characters/);
});

test('a missing photo is a 422 that names it, and nothing is left behind', async () => {
  const before = await snapshot();
  const noDocument = await register([...fields('two'), { ...idPhoto, data: png }]);
  expect(noDocument.statusCode).toBe(422);
  expect(noDocument.json().message).toMatch(/documentVerification/);
  const noId = await register([...fields('two'), { name: 'documentVerification', filename: 'd.jpg', data: jpeg }]);
  expect(noId.statusCode).toBe(422);
  expect(noId.json().message).toMatch(/idVerification/);
  await expectNothingLeft(before);
});

test('a HEIC photo, as phones take them, is accepted as an ID document', async () => {
  // The head of a HEIC file: an ISO-BMFF "ftyp" box with the "heic" brand. Only reviewers open it.
  const heic = Buffer.concat([Buffer.from([0x00, 0x00, 0x00, 0x18]), Buffer.from('ftypheic\0\0\0\0mif1heic', 'latin1'), Buffer.alloc(64)]);
  const res = await register(withPhotos(fields('heic'), heic));
  expect(res.statusCode).toBe(200);
  const [user] = await db().select().from(users).where(eq(users.username, 'star_heic'));
  const [profile] = await db().select().from(performers).where(eq(performers.userId, user.id));
  expect(profile.idVerificationKey).toMatch(/^private\/performer-documents\/.+\.heic$/);
});

test('a file that is not a photo is refused by its content, whatever its name says', async () => {
  const before = await snapshot();
  const fake = Buffer.from('%PDF-1.4 this is not a picture at all');
  const res = await register(withPhotos(fields('three'), png, fake));
  expect(res.statusCode).toBe(422);
  expect(res.json().message).toMatch(/documentVerification\) must be a photo/);
  const empty = await register(withPhotos(fields('three'), Buffer.alloc(0)));
  expect(empty.statusCode).toBe(422);
  expect(empty.json().message).toMatch(/is empty/);
  await expectNothingLeft(before);
});

test('a photo over the size limit is a 413, and nothing is left behind', async () => {
  const before = await snapshot();
  const huge = Buffer.concat([png.subarray(0, 16), Buffer.alloc(1024 * 1024 + 10)]);
  const res = await register(withPhotos(fields('four'), png, huge));
  expect(res.statusCode).toBe(413);
  expect(res.json().message).toMatch(/too large.*1 MB/);
  await expectNothingLeft(before);
});

test('a taken email answers like a new one and mails its owner; a taken username is a 409; nothing is left behind', async () => {
  const existing = await createUser(db());
  const before = await snapshot();
  const sameEmail = await register(withPhotos([...fields('five').filter((f) => f.name !== 'email'), { name: 'email', value: existing.email!.toUpperCase() }]));
  expect(sameEmail.statusCode).toBe(200);
  expect(mailsTo(ctx.app.services.mailer, existing.email!).map((m) => m.subject)).toEqual([expect.stringMatching(/tried to sign up/)]);
  // Files first, fields last: the duplicate is only found after the photos were stored.
  const filesFirst = withPhotos([]).concat(fields('six').filter((f) => f.name !== 'username'), [{ name: 'username', value: existing.username! }]);
  const sameUsername = await register(filesFirst);
  expect(sameUsername.statusCode).toBe(409);
  expect(sameUsername.json().message).toBe('That username is taken. Choose another one.');
  await expectNothingLeft(before);

  // The answer is the one a new address gets, but for the address it repeats.
  const fresh = await register(withPhotos(fields('seven')));
  expect(fresh.statusCode).toBe(200);
  expect(sameEmail.json().data).toEqual({ ...fresh.json().data, message: fresh.json().data.message.replace('star_seven@example.test', existing.email!) });
});

test('invalid fields are a 422 naming them, and the stored photos are removed', async () => {
  const before = await snapshot();
  const badEmail = withPhotos([]).concat(fields('seven').map((f) => (f.name === 'email' ? { name: 'email', value: 'nope' } : f)));
  const res = await register(badEmail);
  expect(res.statusCode).toBe(422);
  expect(res.json().message).toMatch(/email: Enter a valid email address/);
  const badCountry = await register(withPhotos(fields('eight').map((f) => (f.name === 'country' ? { name: 'country', value: 'usa' } : f))));
  expect(badCountry.statusCode).toBe(422);
  expect(badCountry.json().message).toMatch(/country/);
  const noPassword = await register(withPhotos(fields('nine').filter((f) => f.name !== 'password')));
  expect(noPassword.statusCode).toBe(422);
  expect(noPassword.json().message).toMatch(/password/);
  await expectNothingLeft(before);
});

test('unexpected or repeated files and non-multipart bodies are refused', async () => {
  const before = await snapshot();
  const extra = await register([...withPhotos(fields('ten')), { name: 'avatar', filename: 'a.png', data: png }]);
  expect(extra.statusCode).toBe(422);
  expect(extra.json().message).toMatch(/Unexpected file "avatar"/);
  const twice = await register([...fields('ten'), { ...idPhoto, data: png }, { ...idPhoto, data: png }]);
  expect(twice.statusCode).toBe(422);
  expect(twice.json().message).toMatch(/sent twice/);
  const json = await ctx.app.inject({
    method: 'POST',
    url: '/api/auth/performers/register',
    payload: { username: 'star_json', email: 'star_json@example.test', password: 'Performer-pass-1' },
    remoteAddress: freshIp(),
  });
  expect(json.statusCode).toBe(415);
  expect(json.json().message).toMatch(/multipart form/);
  await expectNothingLeft(before);
  const [row] = await db().select().from(users).where(eq(users.username, 'star_ten'));
  expect(row).toBeUndefined();
});
