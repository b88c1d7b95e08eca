// The address book: every logged-in user (fan, performer or admin) keeps their own,
// with one default, and never reaches anyone else's. PUT takes multipart (as the web client sends) or JSON.
import { authHeader, type Cast } from '../factories/users';
import { multipart } from '../helpers/multipart';
import { useAppWithCast } from '../helpers/cast-app';
import type { TestContext } from '../helpers/test-app';

jest.setTimeout(120_000);

let ctx: TestContext;
let cast: Cast;
useAppWithCast((made) => ({ ctx, cast } = made));

type Role = keyof Cast['tokens'];
const ROLES: Role[] = ['fan', 'otherFan', 'owner', 'otherPerformer', 'admin'];
const ADDRESS = { name: 'Home', recipientName: 'Ann Buyer', phone: '+44 20 7946 0000', country: 'gb', state: '', city: 'London', streetAddress: '1 High St', zipCode: 'N1 9GU' };

function call(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token?: string, payload?: object) {
  return ctx.app.inject({ method, url: `/api${url}`, headers: token ? authHeader(token) : {}, ...(payload ? { payload } : {}) });
}
const create = (token: string, overrides: object = {}) => call('POST', '/addresses/create', token, { ...ADDRESS, ...overrides });
const listOf = async (token: string) => (await call('GET', '/addresses/search', token)).json().data as { data: { _id: string; name: string; isDefault: boolean }[]; total: number };

describe('addresses', () => {
  it('asks visitors to log in', async () => {
    expect((await call('GET', '/addresses/search')).statusCode).toBe(401);
    expect((await call('POST', '/addresses/create', undefined, ADDRESS)).statusCode).toBe(401);
  });

  it.each(ROLES)('lets the %s keep their own address book, with one default', async (role) => {
    const token = cast.tokens[role];
    const first = await create(token);
    expect(first.statusCode).toBe(200);
    expect(first.json().data).toMatchObject({ name: 'Home', country: 'GB', isDefault: true });
    const second = (await create(token, { name: 'Work' })).json().data;
    expect(second.isDefault).toBe(false);
    const third = (await create(token, { name: 'Cottage', isDefault: true })).json().data;

    const listed = await listOf(token);
    expect(listed.total).toBe(3);
    expect(listed.data.filter((a) => a.isDefault).map((a) => a._id)).toEqual([third._id]);

    const json = await call('PUT', `/addresses/${second._id}`, token, { city: 'Leeds', isDefault: true });
    expect(json.json().data).toMatchObject({ city: 'Leeds', isDefault: true, name: 'Work' });
    expect((await listOf(token)).data.filter((a) => a.isDefault).map((a) => a._id)).toEqual([second._id]);

    const form = multipart([
      { name: 'name', value: 'Flat' },
      { name: 'zipCode', value: 'LS1 1AA' },
      { name: 'isDefault', value: 'false' },
    ]);
    const viaForm = await ctx.app.inject({ method: 'PUT', url: `/api/addresses/${first.json().data._id}`, headers: { ...authHeader(token), ...form.headers }, payload: form.payload });
    expect(viaForm.statusCode).toBe(200);
    expect(viaForm.json().data).toMatchObject({ name: 'Flat', zipCode: 'LS1 1AA', isDefault: false, city: 'London' });

    expect((await call('DELETE', `/addresses/${third._id}`, token)).json().data).toEqual({ deleted: true });
    expect((await listOf(token)).total).toBe(2);
  });

  it('never reaches another user’s address', async () => {
    const mine = (await create(cast.tokens.fan, { name: 'Private' })).json().data;
    for (const role of ['otherFan', 'owner', 'admin'] as const) {
      const token = cast.tokens[role];
      expect((await call('PUT', `/addresses/${mine._id}`, token, { city: 'Elsewhere' })).statusCode).toBe(404);
      expect((await call('DELETE', `/addresses/${mine._id}`, token)).statusCode).toBe(404);
      expect((await listOf(token)).data.map((a) => a._id)).not.toContain(mine._id);
    }
    expect((await listOf(cast.tokens.fan)).data.find((a) => a._id === mine._id)?.name).toBe('Private');
  });

  it('refuses incomplete or malformed addresses with a message naming the field', async () => {
    const token = cast.tokens.otherFan;
    const cases: [object, RegExp][] = [
      [{ city: '' }, /city/i],
      [{ country: 'Britain' }, /country/],
      [{ phone: 'call me' }, /phone/],
      [{ streetAddress: 'x'.repeat(301) }, /street/i],
      [{ extra: 1 }, /extra|Unrecognized/i],
    ];
    for (const [overrides, message] of cases) {
      const res = await create(token, overrides);
      expect([res.statusCode, res.json().message]).toEqual([422, expect.stringMatching(message)]);
    }
    const { recipientName: _dropped, ...incomplete } = ADDRESS;
    expect((await call('POST', '/addresses/create', token, incomplete)).statusCode).toBe(422);
    const mine = (await create(token)).json().data;
    const bad = await call('PUT', `/addresses/${mine._id}`, token, { country: '123' });
    expect([bad.statusCode, bad.json().message]).toEqual([422, expect.stringMatching(/country/)]);
    expect((await call('PUT', '/addresses/not-an-id', token, { city: 'X' })).statusCode).toBe(422);
  });
});
