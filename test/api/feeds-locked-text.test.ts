// A locked post's text is part of what is sold: it reaches only those who may open the post (the free,
// subscribed, bought, the owner and admins) unless the performer made it a public teaser. Checked for the
// seven content audiences on every route that turns a post into JSON (one post, a profile, the timeline,
// bookmarks, the owner's own list), in searches (which must not match hidden words), for polls, and for a
// purchase that reveals the text at once.
import type { Feed } from '@/contracts/feeds';
import type { FeedRow } from '@/server/modules/feeds/feeds.table';
import { CONTENT_ROLES, UNLOCKED_FOR, createContentCast, createFeed, createPoll, purchase, subscribe, type ContentRole } from '../factories/content';
import { fundWallet } from '../factories/money';
import { authHeader, createUser, loginAs, type Cast } from '../factories/users';
import { createTestApp, type TestContext } from '../helpers/test-app';

type Access = 'free' | 'subscribers' | 'sale';
interface Post {
  row: FeedRow;
  /** A word only this post's text holds, to search for and to look for in answers. */
  word: string;
}

let ctx: TestContext;
let cast: Cast;
let tokens: Record<ContentRole, string | undefined>;
/** Text posts of the owner, one per access, none a teaser; plus a photo for sale whose caption is a teaser. */
let posts: Record<Access | 'teaser', Post>;
let pollPost: FeedRow;

beforeAll(async () => {
  ctx = await createTestApp();
  let buyer;
  ({ cast, buyer, tokens } = await createContentCast(ctx.app, db(), { name: 'Text Seller' }));
  const make = async (key: Access | 'teaser', word: string, minutesAgo: number) => {
    const teaser = key === 'teaser';
    const row = await createFeed(db(), cast.owner, {
      type: teaser ? 'photo' : 'text',
      access: teaser ? 'sale' : key,
      text: `The post with ${word} inside`,
      textIsTeaser: teaser,
      publishedAt: new Date(Date.now() - minutesAgo * 60_000),
    });
    return { row, word };
  };
  posts = { sale: await make('sale', 'platypus', 5), subscribers: await make('subscribers', 'wombat', 4), free: await make('free', 'kangaroo', 3), teaser: await make('teaser', 'quokka', 2) };
  const poll = await createPoll(db(), cast.owner, { options: ['Dingo', 'Emu'] });
  pollPost = await createFeed(db(), cast.owner, { type: 'poll', access: 'subscribers', pollId: poll.id, text: 'Vote on echidna', publishedAt: new Date(Date.now() - 60_000) });
  await purchase(db(), buyer, 'feed', posts.sale.row.id);
  for (const role of ['fan', 'buyer', 'otherPerformer', 'admin'] as const) {
    expect((await call('POST', `/follows/${cast.owner.id}`, tokens[role])).statusCode).toBe(200);
  }
});
afterAll(() => ctx?.close());

const db = () => ctx.database.db;
function call(method: 'GET' | 'POST' | 'PUT', url: string, token?: string, payload?: object) {
  return ctx.app.inject({ method, url: `/api${url}`, headers: token ? authHeader(token) : {}, ...(payload ? { payload } : {}) });
}
const ALL: (Access | 'teaser')[] = ['sale', 'subscribers', 'free', 'teaser'];
/** Whether `role` reads the text of the post: it is open to them, or its text is a teaser. */
const reads = (role: ContentRole, key: Access | 'teaser') => key === 'teaser' || UNLOCKED_FOR[role].includes(key);
const keyOf = (feed: { _id: string }) => ALL.find((k) => posts[k].row.id === feed._id);

/** The post's JSON has its text when the role may read it, and not a trace of it otherwise. */
function expectTextFor(role: ContentRole, feed: Feed) {
  const key = keyOf(feed);
  if (!key) return;
  const { row, word } = posts[key];
  if (reads(role, key)) {
    expect([role, key, feed.text, feed.isTextLocked]).toEqual([role, key, row.text, false]);
  } else {
    expect([role, key, feed.text, feed.isTextLocked, feed.isLocked]).toEqual([role, key, '', true, true]);
    expect(JSON.stringify(feed)).not.toContain(word);
  }
  expect(feed.textIsTeaser).toBe(key === 'teaser');
}

describe('GET /user/feeds/{id}', () => {
  it('carries a locked post’s text only to those who may open it, or to everyone when it is a teaser', async () => {
    for (const role of CONTENT_ROLES) {
      for (const key of ALL) {
        const res = await call('GET', `/user/feeds/${posts[key].row.id}`, tokens[role]);
        expect([role, key, res.statusCode]).toEqual([role, key, 200]);
        expectTextFor(role, res.json().data);
      }
    }
  });

  it('shows a locked teaser post’s text but keeps its media locked', async () => {
    const feed = (await call('GET', `/user/feeds/${posts.teaser.row.id}`, tokens.fan)).json().data;
    expect(feed).toMatchObject({ text: posts.teaser.row.text, isLocked: true, isTextLocked: false, textIsTeaser: true });
    expect(feed.files[0].url).toBeNull();
  });

  it('says nothing is locked about a locked post without text', async () => {
    const silent = await createFeed(db(), cast.owner, { access: 'sale', text: '' });
    expect((await call('GET', `/user/feeds/${silent.id}`, tokens.fan)).json().data).toMatchObject({ text: '', isTextLocked: false, isLocked: true });
  });

  it('keeps a locked poll’s question, options and counts for those who may open it', async () => {
    for (const role of CONTENT_ROLES) {
      const feed = (await call('GET', `/user/feeds/${pollPost.id}`, tokens[role])).json().data;
      const open = UNLOCKED_FOR[role].includes('subscribers');
      expect([role, feed.isLocked, feed.poll === null, feed.text]).toEqual([role, !open, !open, open ? 'Vote on echidna' : '']);
      if (open) expect(feed.poll.options.map((o: { text: string }) => o.text)).toEqual(['Dingo', 'Emu']);
      else expect(JSON.stringify(feed)).not.toMatch(/Dingo|Emu|What next|echidna/);
    }
  });
});

describe('lists: a profile, the timeline, bookmarks, the owner’s own', () => {
  it('GET /user/feeds/search/{username} carries the text only where each audience may read it', async () => {
    for (const role of CONTENT_ROLES) {
      const list = (await call('GET', `/user/feeds/search/${cast.owner.username}?limit=50`, tokens[role])).json().data;
      expect(list.data.filter(keyOf)).toHaveLength(ALL.length);
      for (const feed of list.data) expectTextFor(role, feed);
    }
  });

  it('GET /user/feeds (timeline) carries the text only where each audience may read it', async () => {
    for (const role of ['fan', 'subscriber', 'buyer', 'otherPerformer', 'admin'] as const) {
      const list = (await call('GET', '/user/feeds?limit=50', tokens[role])).json().data;
      expect([role, list.data.filter(keyOf).length]).toEqual([role, ALL.length]);
      for (const feed of list.data) expectTextFor(role, feed);
    }
  });

  it('GET /reactions/feeds/bookmark carries the text only where each audience may read it', async () => {
    for (const role of ['fan', 'subscriber', 'buyer', 'otherPerformer', 'owner', 'admin'] as const) {
      for (const key of ALL) {
        expect((await call('POST', '/reactions', tokens[role], { objectId: posts[key].row.id, objectType: 'feed', action: 'bookmark' })).statusCode).toBe(200);
      }
      const list = (await call('GET', '/reactions/feeds/bookmark?limit=50', tokens[role])).json().data;
      expect([role, list.total]).toEqual([role, ALL.length]);
      for (const item of list.data) expectTextFor(role, item.objectInfo);
    }
  });

  it('GET /performer/feeds and /performer/feeds/{id} give the owner all their text and the flag', async () => {
    const own = (await call('GET', '/performer/feeds?limit=50', tokens.owner)).json().data;
    for (const feed of own.data) expectTextFor('owner', feed);
    expect((await call('GET', `/performer/feeds/${posts.sale.row.id}`, tokens.owner)).json().data).toMatchObject({ text: posts.sale.row.text, textIsTeaser: false });
  });
});

describe('searching (q) matches only text the viewer may read', () => {
  const found = async (url: string, token: string | undefined) => {
    const list = (await call('GET', url, token)).json().data;
    return list.data.map((f: Feed) => keyOf(f));
  };

  it('on a profile, for every audience', async () => {
    for (const role of CONTENT_ROLES) {
      for (const key of ALL) {
        const hits = await found(`/user/feeds/search/${cast.owner.username}?q=${posts[key].word}`, tokens[role]);
        expect([role, key, hits]).toEqual([role, key, reads(role, key) ? [key] : []]);
      }
    }
  });

  it('on the timeline, for every audience that has one', async () => {
    for (const role of ['fan', 'subscriber', 'buyer', 'otherPerformer', 'admin'] as const) {
      for (const key of ALL) {
        const hits = await found(`/user/feeds?q=${posts[key].word}`, tokens[role]);
        expect([role, key, hits]).toEqual([role, key, reads(role, key) ? [key] : []]);
      }
    }
  });

  it('in the owner’s own list', async () => {
    for (const key of ALL) expect(await found(`/performer/feeds?q=${posts[key].word}`, tokens.owner)).toEqual([key]);
  });

  it('stops matching once a subscription has ended', async () => {
    const lapsed = await createUser(db());
    const token = await loginAs(ctx.app, lapsed);
    const url = `/user/feeds/search/${cast.owner.username}?q=${posts.subscribers.word}`;
    await subscribe(db(), lapsed, cast.owner);
    expect(await found(url, token)).toEqual(['subscribers']);
    await subscribe(db(), lapsed, cast.owner, { expiredAt: new Date(Date.now() - 1000) });
    expect(await found(url, token)).toEqual([]);
  });
});

describe('the teaser flag', () => {
  it('is off unless asked for, set on create and changed on edit', async () => {
    const plain = await call('POST', '/performer/feeds', tokens.owner, { type: 'text', access: 'sale', price: 5, text: 'Secret recipe: lamington' });
    expect(plain.statusCode).toBe(200);
    const id = plain.json().data._id;
    expect(plain.json().data).toMatchObject({ textIsTeaser: false, text: 'Secret recipe: lamington' });
    expect((await call('GET', `/user/feeds/${id}`, tokens.fan)).json().data).toMatchObject({ text: '', isTextLocked: true });

    const shown = await call('PUT', `/performer/feeds/${id}`, tokens.owner, { textIsTeaser: true });
    expect(shown.json().data.textIsTeaser).toBe(true);
    expect((await call('GET', `/user/feeds/${id}`, tokens.fan)).json().data).toMatchObject({ text: 'Secret recipe: lamington', isTextLocked: false, isLocked: true });
    // An edit that leaves the flag out keeps it.
    expect((await call('PUT', `/performer/feeds/${id}`, tokens.owner, { text: 'Secret recipe: pavlova' })).json().data.textIsTeaser).toBe(true);

    const teaser = await call('POST', '/performer/feeds', tokens.owner, { type: 'text', access: 'subscribers', text: 'Read me, everyone', textIsTeaser: true });
    expect((await call('GET', `/user/feeds/${teaser.json().data._id}`)).json().data).toMatchObject({ text: 'Read me, everyone', textIsTeaser: true });
  });

  it('refuses a flag that is not true or false', async () => {
    const res = await call('POST', '/performer/feeds', tokens.owner, { type: 'text', access: 'sale', price: 5, textIsTeaser: 'yes' });
    expect([res.statusCode, res.json().message]).toEqual([422, expect.stringMatching(/textIsTeaser must be true or false/)]);
  });
});

describe('unlocking', () => {
  it('buying a post answers its text on the next read', async () => {
    const reader = await createUser(db());
    const token = await loginAs(ctx.app, reader);
    const sale = await createFeed(db(), cast.owner, { access: 'sale', text: 'Bought words: koala' });
    expect((await call('GET', `/user/feeds/${sale.id}`, token)).json().data).toMatchObject({ text: '', isTextLocked: true });
    await fundWallet(db(), reader, 5000);
    expect((await call('POST', `/wallet/charges/feed/${sale.id}`, token)).statusCode).toBe(200);
    expect((await call('GET', `/user/feeds/${sale.id}`, token)).json().data).toMatchObject({ text: 'Bought words: koala', isTextLocked: false, isLocked: false, isBought: true });
    expect((await call('GET', `/user/feeds/search/${cast.owner.username}?q=koala`, token)).json().data.total).toBe(1);
  });
});
