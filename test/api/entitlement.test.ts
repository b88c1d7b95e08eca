// Entitlement on a real database: the service every content feature asks, case by case, and its batch
// form answering many items in a fixed number of queries.
import { blockUser, createAdmin, createPerformer, createUser, setBlockedCountries, type TestPerformer, type TestUser } from '../factories/users';
import { createFeed, purchase, subscribe } from '../factories/content';
import { createTestApp, type TestContext } from '../helpers/test-app';
import type { ContentItem } from '@/server/modules/entitlement/entitlement-rules';

let ctx: TestContext;
let owner: TestPerformer;
let fan: TestUser;
beforeAll(async () => {
  ctx = await createTestApp();
  owner = await createPerformer(ctx.database.db);
  fan = await createUser(ctx.database.db);
});
afterAll(() => ctx?.close());

const db = () => ctx.database.db;
const entitlement = () => ctx.app.services.entitlement;
const asViewer = (user: { id: string } | null, extra: { countryCode?: string; isAdmin?: boolean } = {}) => ({ userId: user?.id ?? null, countryCode: extra.countryCode ?? null, isAdmin: extra.isAdmin });
const itemOf = (row: { id: string; performerId: string; access: ContentItem['access'] }): ContentItem => ({ id: row.id, kind: 'feed', performerId: row.performerId, access: row.access });

async function items(performer = owner) {
  return {
    free: itemOf(await createFeed(db(), performer, { access: 'free' })),
    subscribers: itemOf(await createFeed(db(), performer, { access: 'subscribers' })),
    sale: itemOf(await createFeed(db(), performer, { access: 'sale' })),
  };
}

describe('entitlement.canSeeMedia', () => {
  it('answers anonymous visitors: free only', async () => {
    const { free, subscribers, sale } = await items();
    expect(await entitlement().canSeeMediaMany(asViewer(null), [free, subscribers, sale])).toEqual([true, false, false]);
  });

  it('answers a fan without subscription or purchase: free only', async () => {
    const { free, subscribers, sale } = await items();
    expect(await entitlement().canSeeMediaMany(asViewer(fan), [free, subscribers, sale])).toEqual([true, false, false]);
  });

  it('opens subscribers-only media to an active subscriber, not to an expired one', async () => {
    const { subscribers, sale } = await items();
    const subscriber = await createUser(db());
    await subscribe(db(), subscriber, owner);
    expect(await entitlement().access(asViewer(subscriber), subscribers)).toEqual({ visible: true, canSeeMedia: true, isSubscribed: true, isBought: false });
    expect(await entitlement().canSeeMedia(asViewer(subscriber), sale)).toBe(false);
    await subscribe(db(), subscriber, owner, { expiredAt: new Date(Date.now() - 1000) });
    expect(await entitlement().access(asViewer(subscriber), subscribers)).toMatchObject({ canSeeMedia: false, isSubscribed: false });
  });

  it('opens an item for sale to its buyer only (another item of the same kind stays locked)', async () => {
    const { sale } = await items();
    const other = itemOf(await createFeed(db(), owner, { access: 'sale' }));
    const buyer = await createUser(db());
    await purchase(db(), buyer, 'feed', sale.id);
    expect(await entitlement().canSeeMediaMany(asViewer(buyer), [sale, other])).toEqual([true, false]);
    // A purchase of another kind with the same id does not count.
    const videoBuyer = await createUser(db());
    await purchase(db(), videoBuyer, 'video', sale.id);
    expect(await entitlement().canSeeMedia(asViewer(videoBuyer), sale)).toBe(false);
  });

  it('always opens everything to the owner and to admins', async () => {
    const { free, subscribers, sale } = await items();
    const admin = await createAdmin(db());
    expect(await entitlement().canSeeMediaMany(asViewer(owner), [free, subscribers, sale])).toEqual([true, true, true]);
    expect(await entitlement().canSeeMediaMany(asViewer(admin, { isAdmin: true }), [free, subscribers, sale])).toEqual([true, true, true]);
  });

  it('hides every item of a performer who blocked the viewer, subscription or not, but keeps purchases', async () => {
    const performer = await createPerformer(db());
    const { free, subscribers, sale } = await items(performer);
    const blocked = await createUser(db());
    await subscribe(db(), blocked, performer);
    await purchase(db(), blocked, 'feed', sale.id);
    await blockUser(db(), performer.id, blocked.id);
    const answers = await entitlement().accessMany(asViewer(blocked), [free, subscribers, sale]);
    expect(answers.map((a) => [a.visible, a.canSeeMedia])).toEqual([
      [false, false],
      [false, false],
      [true, true],
    ]);
  });

  it('hides every item from a country the performer blocked, purchases included', async () => {
    const performer = await createPerformer(db());
    const { free, sale } = await items(performer);
    const buyer = await createUser(db());
    await purchase(db(), buyer, 'feed', sale.id);
    await setBlockedCountries(db(), performer.id, ['GB']);
    expect((await entitlement().accessMany(asViewer(buyer, { countryCode: 'GB' }), [free, sale])).map((a) => a.visible)).toEqual([false, false]);
    expect((await entitlement().accessMany(asViewer(buyer, { countryCode: 'US' }), [free, sale])).map((a) => a.canSeeMedia)).toEqual([true, true]);
  });

  it('hides the items of an unverified performer from everyone but the owner and admins', async () => {
    const pending = await createPerformer(db(), { performer: { verificationStatus: 'pending' } });
    const { free } = await items(pending);
    expect(await entitlement().access(asViewer(fan), free)).toMatchObject({ visible: false, canSeeMedia: false });
    expect(await entitlement().access(asViewer(pending), free)).toMatchObject({ visible: true, canSeeMedia: true });
  });

  it('answers a batch of many items of several performers in order', async () => {
    const second = await createPerformer(db());
    const first = await items();
    const other = await items(second);
    const reader = await createUser(db());
    await subscribe(db(), reader, second);
    await purchase(db(), reader, 'feed', first.sale.id);
    const batch = [first.free, first.subscribers, first.sale, other.free, other.subscribers, other.sale];
    expect(await entitlement().canSeeMediaMany(asViewer(reader), batch)).toEqual([true, false, true, true, true, false]);
    expect(await entitlement().accessMany(asViewer(reader), [])).toEqual([]);
  });
});
