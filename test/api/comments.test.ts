// Comments on feeds and videos against the seven audiences (CONTENT_ROLES, test/factories/content.ts): who may write
// (those who can see the item's media), who may read (those who can see the item), replies and the counts they keep,
// who may delete, validation, a real photo processed by the media job, and a blocked viewer.
import fsp from 'node:fs/promises';
import { eq, inArray } from 'drizzle-orm';
import { COMMENT_MAX_LENGTH, commentObjectTypes, type Comment, type CommentObjectType } from '@/contracts/comments';
import { comments } from '@/server/modules/comments/comments.table';
import { mediaFiles } from '@/server/modules/media-files/media-files.table';
import { createComment } from '../factories/comments';
import { createGallery } from '../factories/galleries';
import { createProduct } from '../factories/products';
import { CONTENT_ROLES, UNLOCKED_FOR, createContentCast, createFeed, createMediaFile, createVideo, purchase, type ContentRole } from '../factories/content';
import { authHeader, blockUser, createUser, loginAs, type Cast, type TestUser } from '../factories/users';
import { makeBogusFile, makeTempDir, makeTestImage } from '../helpers/media-fixtures';
import { multipart, withHeaders } from '../helpers/multipart';
import { createTestApp, type TestContext } from '../helpers/test-app';

jest.setTimeout(120_000);

type Kind = 'feed' | 'video';
type Access = 'free' | 'subscribers' | 'sale';
const KINDS: Kind[] = ['feed', 'video'];
const ACCESSES: Access[] = ['free', 'subscribers', 'sale'];
const WRITERS = CONTENT_ROLES.filter((r) => r !== 'anonymous');

let ctx: TestContext;
let cast: Cast;
let tokens: Record<ContentRole, string | undefined>;
let buyer: TestUser;
let temp: ReturnType<typeof makeTempDir>;
/** The owner's free, subscribers-only and sale feed and video; the buyer bought both sale items. */
const items = {} as Record<Kind, Record<Access, string>>;
beforeAll(async () => {
  ctx = await createTestApp({ JOBS_POLL_SECONDS: '0.5' });
  ({ cast, buyer, tokens } = await createContentCast(ctx.app, db(), { name: 'Comment Owner' }));
  temp = makeTempDir();
  for (const kind of KINDS) {
    items[kind] = {} as Record<Access, string>;
    for (const access of ACCESSES) items[kind][access] = await createItem(kind, access);
  }
});
afterAll(async () => {
  await temp?.remove();
  await ctx?.close();
});

const db = () => ctx.database.db;
function call(method: 'GET' | 'POST' | 'DELETE', url: string, token?: string, payload?: object) {
  return ctx.app.inject({ method, url: `/api${url}`, headers: token ? authHeader(token) : {}, ...(payload ? { payload } : {}) });
}
const post = (token: string | undefined, objectType: CommentObjectType, objectId: string, content = 'Nice one!', parentId?: string) =>
  call('POST', '/comments', token, { objectType, objectId, content, ...(parentId ? { parentId } : {}) });
const list = (token: string | undefined, objectType: CommentObjectType, objectId: string, extra = '') =>
  call('GET', `/comments?objectType=${objectType}&objectId=${objectId}${extra}`, token);
const listed = async (token: string | undefined, objectType: CommentObjectType, objectId: string, extra = ''): Promise<{ data: Comment[]; total: number }> => {
  const res = await list(token, objectType, objectId, extra);
  expect(res.statusCode).toBe(200);
  return res.json().data;
};
/** The comment count the item's own detail route shows its owner. */
async function countOn(kind: Kind, id: string): Promise<number> {
  const res = await call('GET', kind === 'feed' ? `/user/feeds/${id}` : `/performer-assets/videos/${id}`, cast.tokens.owner);
  expect(res.statusCode).toBe(200);
  return res.json().data.stats.comments;
}
/** One of the owner's feeds or videos; the buyer buys it when it is for sale. */
async function createItem(kind: Kind, access: Access = 'free'): Promise<string> {
  const row = kind === 'feed' ? await createFeed(db(), cast.owner, { access }) : await createVideo(db(), cast.owner, { access });
  if (access === 'sale') await purchase(db(), buyer, kind, row.id);
  return row.id;
}
const uploadPhoto = (commentId: string, token: string | undefined, file: Buffer, field = 'file', name = 'photo.jpg') =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/comments/${commentId}`,
    ...withHeaders(multipart([{ name: field, filename: name, contentType: 'image/jpeg', data: file }]), token ? authHeader(token) : {}),
  });

describe('POST /comments', () => {
  it('takes comments from those who may see the media, refuses the others, and counts them on the item', async () => {
    for (const kind of KINDS) {
      for (const access of ACCESSES) {
        for (const role of WRITERS) {
          const res = await post(tokens[role], kind, items[kind][access], `${role} on ${access}`);
          const expected = UNLOCKED_FOR[role].includes(access) ? 200 : 403;
          expect([kind, access, role, res.statusCode]).toEqual([kind, access, role, expected]);
          if (expected === 403) expect(res.json().message).toMatch(/subscribe to the performer or buy it first\.$/);
        }
        expect((await post(undefined, kind, items[kind][access])).statusCode).toBe(401);
        const allowed = WRITERS.filter((r) => UNLOCKED_FOR[r].includes(access)).length;
        expect([kind, access, await countOn(kind, items[kind][access])]).toEqual([kind, access, allowed]);
      }
    }
  });

  it('answers the new comment with its author', async () => {
    const res = await post(cast.tokens.owner, 'video', items.video.free, '  Thanks for watching  ');
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      objectType: 'video',
      objectId: items.video.free,
      parentId: null,
      content: 'Thanks for watching',
      creator: { _id: cast.owner.id, name: cast.owner.name, username: cast.owner.username, isPerformer: true },
      file: null,
      totalReply: 0,
      canDelete: true,
    });
  });

  it('refuses empty, too long and malformed comments with a readable 4xx', async () => {
    const feedId = items.feed.free;
    const other = (await post(cast.tokens.fan, 'video', items.video.free)).json().data._id;
    const cases: [object, number, RegExp][] = [
      [{ objectType: 'feed', objectId: feedId, content: '' }, 422, /Write something first/],
      [{ objectType: 'feed', objectId: feedId, content: '   ' }, 422, /Write something first/],
      [{ objectType: 'feed', objectId: feedId, content: 'x'.repeat(COMMENT_MAX_LENGTH + 1) }, 422, /at most 1000 characters/],
      [{ objectType: 'feed', objectId: 'not-an-id', content: 'Hi' }, 422, /objectId must be a valid id/],
      [{ objectType: 'story', objectId: feedId, content: 'Hi' }, 422, /objectType must be one of/],
      [{ objectType: 'feed', objectId: feedId, content: 'Hi', parentId: 'nope' }, 422, /parentId/],
      [{ objectType: 'feed', objectId: feedId, content: 'Hi', parentId: other }, 422, /reply to a comment on the same item/],
      [{ objectType: 'feed', objectId: feedId, content: 'Hi', parentId: crypto.randomUUID() }, 404, /does not exist/],
      [{ objectType: 'feed', objectId: crypto.randomUUID(), content: 'Hi' }, 404, /post does not exist/],
      [{ objectType: 'video', objectId: feedId, content: 'Hi' }, 404, /video does not exist/],
    ];
    for (const [body, status, message] of cases) {
      const res = await call('POST', '/comments', cast.tokens.fan, body);
      expect([body, res.statusCode]).toEqual([body, status]);
      expect(res.json().message).toMatch(message);
    }
  });

  it('refuses comments on a scheduled feed and an inactive video to everyone but their owner', async () => {
    const scheduled = await createFeed(db(), cast.owner, { status: 'scheduled', scheduledAt: new Date(Date.now() + 3600_000) });
    const inactive = await createVideo(db(), cast.owner, { status: 'inactive' });
    expect((await post(cast.tokens.fan, 'feed', scheduled.id)).statusCode).toBe(404);
    expect((await post(cast.tokens.fan, 'video', inactive.id)).statusCode).toBe(404);
    expect((await list(undefined, 'video', inactive.id)).statusCode).toBe(404);
    expect((await post(cast.tokens.owner, 'feed', scheduled.id)).statusCode).toBe(200);
  });
});

describe('GET /comments', () => {
  it('shows the comments to everyone who can see the item, locked or not, with what each may delete', async () => {
    for (const kind of KINDS) {
      const id = await createItem(kind, 'sale');
      await post(cast.tokens.owner, kind, id, 'From the owner');
      await post(tokens.buyer, kind, id, 'From the buyer');
      for (const role of CONTENT_ROLES) {
        const { data, total } = await listed(tokens[role], kind, id);
        expect([kind, role, total]).toEqual([kind, role, 2]);
        // Newest first.
        expect(data.map((c) => c.content)).toEqual(['From the buyer', 'From the owner']);
        const deletable = data.filter((c) => c.canDelete).map((c) => c.content);
        const expected = role === 'owner' || role === 'admin' ? ['From the buyer', 'From the owner'] : role === 'buyer' ? ['From the buyer'] : [];
        expect([kind, role, deletable]).toEqual([kind, role, expected]);
      }
    }
  });

  it('pages newest first and caps the page size', async () => {
    const feed = await createFeed(db(), cast.owner);
    for (let i = 0; i < 5; i++) await createComment(db(), cast.fan, { objectType: 'feed', objectId: feed.id }, { content: `#${i}`, createdAt: new Date(Date.now() - (5 - i) * 1000) });
    const page = await listed(undefined, 'feed', feed.id, '&pageSize=2&current=2');
    expect([page.total, page.data.map((c) => c.content)]).toEqual([5, ['#2', '#1']]);
    expect((await list(undefined, 'feed', feed.id, '&pageSize=500')).statusCode).toBe(422);
    expect((await call('GET', '/comments?objectType=feed')).statusCode).toBe(422);
    expect((await list(undefined, 'feed', crypto.randomUUID())).statusCode).toBe(404);
  });
});


describe('replies', () => {
  it('threads replies one level deep, oldest first, and keeps the reply and item counts', async () => {
    for (const kind of KINDS) {
      const id = await createItem(kind);
      const top = (await post(cast.tokens.fan, kind, id, 'First!')).json().data as Comment;
      const reply = await post(tokens.subscriber, kind, id, 'Agreed', top._id);
      expect(reply.statusCode).toBe(200);
      expect(reply.json().data.parentId).toBe(top._id);
      // A reply to a reply joins the same thread.
      const nested = await post(cast.tokens.otherPerformer, kind, id, 'Me too', reply.json().data._id);
      expect(nested.json().data.parentId).toBe(top._id);

      const tops = await listed(undefined, kind, id);
      expect([tops.total, tops.data[0].totalReply]).toEqual([1, 2]);
      const replies = await listed(undefined, kind, id, `&parentId=${top._id}`);
      expect(replies.data.map((c) => c.content)).toEqual(['Agreed', 'Me too']);
      expect(await countOn(kind, id)).toBe(3);

      // The replies of a comment are only found under its own item.
      const elsewhere = await createItem(kind);
      expect((await list(undefined, kind, elsewhere, `&parentId=${top._id}`)).statusCode).toBe(404);
    }
  });
});

describe('DELETE /comments/{id}', () => {
  it('lets the author, the item owner and an admin delete, and refuses everyone else', async () => {
    for (const kind of KINDS) {
      const id = await createItem(kind);
      const mine = (await post(cast.tokens.fan, kind, id, 'mine')).json().data._id;
      const forOwner = (await post(cast.tokens.fan, kind, id, 'for the owner')).json().data._id;
      const forAdmin = (await post(cast.tokens.fan, kind, id, 'for the admin')).json().data._id;
      expect(await countOn(kind, id)).toBe(3);

      const refused = await call('DELETE', `/comments/${mine}`, cast.tokens.otherFan);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toMatch(/^You can only delete your own comments/);
      expect((await call('DELETE', `/comments/${mine}`, cast.tokens.otherPerformer)).statusCode).toBe(403);
      expect((await call('DELETE', `/comments/${mine}`)).statusCode).toBe(401);

      for (const [commentId, token] of [
        [mine, cast.tokens.fan],
        [forOwner, cast.tokens.owner],
        [forAdmin, cast.tokens.admin],
      ]) {
        const res = await call('DELETE', `/comments/${commentId}`, token);
        expect(res.statusCode).toBe(200);
        expect(res.json().data).toEqual({ deleted: true });
      }
      expect(await countOn(kind, id)).toBe(0);
      expect((await call('DELETE', `/comments/${mine}`, cast.tokens.fan)).statusCode).toBe(404);
    }
    expect((await call('DELETE', '/comments/not-an-id', cast.tokens.fan)).statusCode).toBe(422);
  });

  it('takes the replies with their parent, and recounts the parent when a reply goes', async () => {
    for (const kind of KINDS) {
      const id = await createItem(kind);
      const top = (await post(cast.tokens.fan, kind, id, 'Parent')).json().data._id;
      const first = (await post(cast.tokens.otherFan, kind, id, 'Reply 1', top)).json().data._id;
      const second = (await post(cast.tokens.owner, kind, id, 'Reply 2', top)).json().data._id;
      expect((await call('DELETE', `/comments/${first}`, cast.tokens.otherFan)).statusCode).toBe(200);
      expect((await listed(undefined, kind, id)).data[0].totalReply).toBe(1);
      expect(await countOn(kind, id)).toBe(2);

      expect((await call('DELETE', `/comments/${top}`, cast.tokens.fan)).statusCode).toBe(200);
      expect(await db().select().from(comments).where(inArray(comments.id, [top, second]))).toEqual([]);
      expect(await countOn(kind, id)).toBe(0);
      expect((await list(undefined, kind, id, `&parentId=${top}`)).statusCode).toBe(404);
    }
  });

  it('answers 404 to someone who cannot see the item, 403 to someone who sees it locked', async () => {
    const id = items.feed.subscribers;
    const comment = (await post(tokens.subscriber, 'feed', id, 'Subscribers only')).json().data._id;
    // The fan sees the locked feed, so the comment is there for them, but not theirs to delete.
    expect((await call('DELETE', `/comments/${comment}`, cast.tokens.fan)).statusCode).toBe(403);
    const blocked = await createUser(db());
    await blockUser(db(), cast.owner.id, blocked.id);
    expect((await call('DELETE', `/comments/${comment}`, await loginAs(ctx.app, blocked))).statusCode).toBe(404);
  });
});

describe('deleting the item', () => {
  it('removes its comments, replies and their photos with it, for every kind', async () => {
    const owner = cast.owner;
    const made: Record<CommentObjectType, () => Promise<{ id: string; deleteUrl: string }>> = {
      feed: async () => ({ id: await createItem('feed'), deleteUrl: '/performer/feeds/' }),
      video: async () => ({ id: await createItem('video'), deleteUrl: '/performer/performer-assets/videos/' }),
      gallery: async () => ({ id: (await createGallery(db(), owner, { access: 'free' })).id, deleteUrl: '/performer/performer-assets/galleries/' }),
      product: async () => ({ id: (await createProduct(db(), owner)).id, deleteUrl: '/performer/performer-assets/products/' }),
    };
    for (const kind of commentObjectTypes) {
      const { id, deleteUrl } = await made[kind]();
      const photo = await createMediaFile(db(), cast.fan, 'comment-photo');
      const top = await createComment(db(), cast.fan, { objectType: kind, objectId: id }, { fileId: photo.id });
      await createComment(db(), cast.otherFan, { objectType: kind, objectId: id }, { parentId: top.id });
      const other = await made[kind]();
      const elsewhere = await createComment(db(), cast.fan, { objectType: kind, objectId: other.id });

      expect([kind, (await call('DELETE', `${deleteUrl}${id}`, cast.tokens.owner)).statusCode]).toEqual([kind, 200]);
      expect(await db().select().from(comments).where(eq(comments.objectId, id))).toEqual([]);
      expect(await db().select().from(mediaFiles).where(eq(mediaFiles.id, photo.id))).toEqual([]);
      expect(await db().select().from(comments).where(eq(comments.id, elsewhere.id))).toHaveLength(1);
    }
  });
});

describe('POST /comments/{id} (photo)', () => {
  it('attaches a real picture for its author, processes it, replaces it, and deletes it with the comment', async () => {
    const image = await fsp.readFile(await makeTestImage(temp.dir, { width: 300, height: 200 }));
    const id = await createItem('feed');
    const commentId = (await post(cast.tokens.fan, 'feed', id, 'With a picture')).json().data._id;

    expect((await uploadPhoto(commentId, undefined, image)).statusCode).toBe(401);
    for (const token of [cast.tokens.otherFan, cast.tokens.owner, cast.tokens.admin]) expect((await uploadPhoto(commentId, token, image)).statusCode).toBe(404);
    expect((await uploadPhoto(crypto.randomUUID(), cast.tokens.fan, image)).statusCode).toBe(404);
    expect(await db().select().from(mediaFiles).where(eq(mediaFiles.type, 'comment-photo'))).toEqual([]);

    const first = await uploadPhoto(commentId, cast.tokens.fan, image);
    expect(first.statusCode).toBe(200);
    expect(first.json().data.file).toMatchObject({ type: 'comment-photo', status: 'processing', url: null });
    const firstFileId = first.json().data.file._id;

    // Processed by the media job, then linked for everyone who may read the comments.
    let shown: Comment | undefined;
    for (const deadline = Date.now() + 60_000; shown?.file?.status !== 'finished'; await new Promise((r) => setTimeout(r, 250))) {
      if (Date.now() > deadline) throw new Error('The comment photo was not processed within a minute.');
      [shown] = (await listed(undefined, 'feed', id)).data;
    }
    const stored = (await db().select().from(mediaFiles).where(eq(mediaFiles.id, firstFileId)))[0];
    expect(stored.ownerId).toBe(cast.fan.id);
    expect(shown.file!.url).toContain(stored.mainKey);
    expect(shown.file!.thumbnails.length).toBeGreaterThan(0);

    const second = await uploadPhoto(commentId, cast.tokens.fan, image);
    expect(second.statusCode).toBe(200);
    const secondFileId = second.json().data.file._id;
    expect(await db().select().from(mediaFiles).where(eq(mediaFiles.id, firstFileId))).toEqual([]);
    expect(await ctx.app.services.storage.stat(stored.mainKey!)).toBeNull();

    expect((await call('DELETE', `/comments/${commentId}`, cast.tokens.owner)).statusCode).toBe(200);
    expect(await db().select().from(mediaFiles).where(eq(mediaFiles.id, secondFileId))).toEqual([]);
  });

  it('refuses anything but a picture in the field "file"', async () => {
    const id = await createItem('video');
    const commentId = (await post(cast.tokens.fan, 'video', id, 'Picture coming')).json().data._id;
    const text = await fsp.readFile(await makeBogusFile(temp.dir, 'fake.jpg'));
    const image = await fsp.readFile(await makeTestImage(temp.dir, { width: 120, height: 90, name: 'small' }));
    const json = await call('POST', `/comments/${commentId}`, cast.tokens.fan, { file: 'x' });
    expect([json.statusCode, json.json().message]).toEqual([415, 'Send a multipart form: the picture in the field "file".']);
    const wrongField = await uploadPhoto(commentId, cast.tokens.fan, image, 'photo');
    expect([wrongField.statusCode, wrongField.json().message]).toEqual([422, 'Send files in the fields "file", not "photo".']);
    expect((await uploadPhoto(commentId, cast.tokens.fan, text)).statusCode).toBe(422);
    const empty = multipart([{ name: 'caption', value: 'no file' }]);
    const noFile = await ctx.app.inject({ method: 'POST', url: `/api/comments/${commentId}`, ...withHeaders(empty, authHeader(cast.tokens.fan)) });
    expect([noFile.statusCode, noFile.json().message]).toEqual([422, 'Choose a picture to upload (form field "file").']);
    expect(await db().select().from(mediaFiles).where(eq(mediaFiles.type, 'comment-photo'))).toEqual([]);
  });
});

describe('blocked viewers', () => {
  it('answers 404 to a fan the performer blocked, for reading and for writing', async () => {
    const blocked = await createUser(db());
    const token = await loginAs(ctx.app, blocked);
    const before: string[] = [];
    for (const kind of KINDS) before.push((await post(token, kind, items[kind].free, 'Before the block')).json().data._id);
    await blockUser(db(), cast.owner.id, blocked.id);
    for (const kind of KINDS) {
      expect((await list(token, kind, items[kind].free)).statusCode).toBe(404);
      const res = await post(token, kind, items[kind].free, 'After the block');
      expect([res.statusCode, res.json().message]).toEqual([404, `This ${kind === 'feed' ? 'post' : 'video'} does not exist or is no longer available.`]);
      // Everyone else still reads the thread.
      expect((await list(cast.tokens.fan, kind, items[kind].free)).statusCode).toBe(200);
    }
    // What they wrote before stays theirs to delete.
    for (const id of before) expect((await call('DELETE', `/comments/${id}`, token)).statusCode).toBe(200);
  });
});
