// The floor for bench/api-throughput.ts: what a hand-written server costs for the same two answers. Plain
// node:http and one pg pool (the app's size), no framework, no ORM, no validation of answers: the session is
// one statement (after checking the token's HS256 signature with node:crypto), the feed page is one more, and
// the public settings are read once every 5 seconds as the app does. It answers the same JSON as the app for
// the benchmark's data (text posts by listed performers without avatars); it is not a general server.
import { createHmac, timingSafeEqual } from 'node:crypto';
import http from 'node:http';
import { Pool } from 'pg';
import { publicSettingKeys, settingDefaults, settingSchemas, type SettingKey } from '../../src/contracts/settings';

const SETTINGS_CACHE_MS = 5_000;

export interface FloorOptions {
  databaseUrl: string;
  jwtSecret: string;
  appUrl: string;
  /** Values the app takes from the environment (none in the benchmark). */
  fromEnvironment?: Record<string, unknown>;
}

/** The claims of a well-signed, unexpired HS256 token, or null. */
function verifyToken(secret: string, token: string): { userId: string; sessionId: string } | null {
  const parts = token.split('.');
  if (parts.length !== 3) return null;
  const expected = createHmac('sha256', secret).update(`${parts[0]}.${parts[1]}`).digest();
  const given = Buffer.from(parts[2], 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  try {
    const header = JSON.parse(Buffer.from(parts[0], 'base64url').toString('utf8')) as { alg?: string };
    if (header.alg !== 'HS256') return null;
    const payload = JSON.parse(Buffer.from(parts[1], 'base64url').toString('utf8')) as { sub?: unknown; sid?: unknown; exp?: unknown };
    if (typeof payload.sub !== 'string' || typeof payload.sid !== 'string') return null;
    if (typeof payload.exp === 'number' && payload.exp * 1000 <= Date.now()) return null;
    return { userId: payload.sub, sessionId: payload.sid };
  } catch {
    return null;
  }
}

const SESSION_SQL = `select u.id from sessions s join users u on u.id = s.user_id
  where s.id = $1 and s.user_id = $2 and s.revoked_at is null and s.expires_at > now() and u.status = 'active'`;

// Published feeds of listed performers the viewer follows or subscribes to, newest first, with the total and
// what the answer says about the viewer, in one statement.
const FEED_SQL = `select f.id, f.performer_id, u.name, u.username, f.type, f.text, f.text_is_teaser, f.access, f.price,
    f.is_pinned, f.status, f.published_at, f.scheduled_at, f.like_count, f.comment_count, f.bookmark_count,
    f.created_at, f.updated_at,
    exists (select 1 from reactions r where r.user_id = $1 and r.object_type = 'feed' and r.object_id = f.id and r.action = 'like') as liked,
    exists (select 1 from reactions r where r.user_id = $1 and r.object_type = 'feed' and r.object_id = f.id and r.action = 'bookmark') as bookmarked,
    exists (select 1 from purchased_items b where b.user_id = $1 and b.item_type = 'feed' and b.item_id = f.id) as bought,
    exists (select 1 from subscriptions s where s.user_id = $1 and s.performer_id = f.performer_id and s.expired_at > now()) as subscribed,
    count(*) over () as total
  from feeds f
  join users u on u.id = f.performer_id
  join performers p on p.user_id = f.performer_id
  where f.status = 'published' and u.status = 'active' and u.is_performer and p.verification_status = 'verified'
    and (f.performer_id in (select performer_id from follows where follower_id = $1)
      or f.performer_id in (select performer_id from subscriptions where user_id = $1 and expired_at > now()))
  order by f.published_at desc, f.id desc
  limit $2 offset $3`;

interface FeedRow {
  id: string;
  performer_id: string;
  name: string;
  username: string | null;
  type: string;
  text: string;
  text_is_teaser: boolean;
  access: string;
  price: number | null;
  is_pinned: boolean;
  status: string;
  published_at: Date | null;
  scheduled_at: Date | null;
  like_count: number;
  comment_count: number;
  bookmark_count: number;
  created_at: Date;
  updated_at: Date;
  liked: boolean;
  bookmarked: boolean;
  bought: boolean;
  subscribed: boolean;
  total: string;
}

export function createFloorServer(opts: FloorOptions) {
  const pool = new Pool({ connectionString: opts.databaseUrl, max: 10 });
  const avatar = `${opts.appUrl}/static/no-avatar.png`;
  const thumbnail = `${opts.appUrl}/static/leaf.svg`;
  let settings: { at: number; values: Record<string, unknown> } | null = null;

  async function publicSettings(): Promise<Record<string, unknown>> {
    if (settings && Date.now() - settings.at < SETTINGS_CACHE_MS) return settings.values;
    const values: Record<string, unknown> = { ...settingDefaults };
    const { rows } = await pool.query<{ key: string; value: unknown }>('select key, value from settings');
    for (const row of rows) {
      const schema = settingSchemas[row.key as SettingKey];
      if (!schema) continue;
      const parsed = schema.safeParse(row.value);
      if (parsed.success) values[row.key] = parsed.data;
    }
    Object.assign(values, opts.fromEnvironment);
    const shown = Object.fromEntries(publicSettingKeys.map((k) => [k, values[k]]));
    settings = { at: Date.now(), values: shown };
    return shown;
  }

  function feedItem(row: FeedRow) {
    // Free posts, or posts the viewer subscribed to or bought, are open.
    const open = row.access === 'free' || (row.access === 'subscribers' && row.subscribed) || (row.access === 'sale' && row.bought);
    const textShown = open || row.text_is_teaser;
    return {
      _id: row.id,
      performerId: row.performer_id,
      performer: { _id: row.performer_id, name: row.name, username: row.username, avatar },
      type: row.type,
      text: textShown ? row.text : '',
      textIsTeaser: row.text_is_teaser,
      isTextLocked: !textShown && row.text !== '',
      access: row.access,
      price: row.access === 'sale' && row.price !== null ? row.price / 100 : null,
      files: [],
      thumbnail: { url: thumbnail },
      teaser: null,
      poll: null,
      isLocked: !open,
      isPinned: row.is_pinned,
      status: row.status,
      publishedAt: row.published_at?.toISOString() ?? null,
      scheduledAt: row.scheduled_at?.toISOString() ?? null,
      stats: { likes: row.like_count, comments: row.comment_count, bookmarks: row.bookmark_count },
      isLiked: row.liked,
      isBookmarked: row.bookmarked,
      isBought: row.bought,
      isSubscribed: row.subscribed,
      createdAt: row.created_at.toISOString(),
      updatedAt: row.updated_at.toISOString(),
    };
  }

  function send(res: http.ServerResponse, status: number, body: unknown) {
    const text = JSON.stringify(body);
    res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(text) });
    res.end(text);
  }

  async function handle(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://floor');
    if (req.method === 'GET' && url.pathname === '/api/settings/public') return send(res, 200, { status: 0, data: await publicSettings() });
    if (req.method === 'GET' && url.pathname === '/api/user/feeds') {
      const token = (req.headers.authorization ?? '').replace(/^Bearer\s+/i, '').trim();
      const claims = token ? verifyToken(opts.jwtSecret, token) : null;
      const session = claims ? await pool.query(SESSION_SQL, [claims.sessionId, claims.userId]) : null;
      if (!claims || !session?.rowCount) return send(res, 401, { status: 401, message: 'Your session has ended. Please log in again.' });
      const limit = Math.min(Number(url.searchParams.get('limit') ?? 12) || 12, 100);
      const offset = Number(url.searchParams.get('offset') ?? 0) || 0;
      const { rows } = await pool.query<FeedRow>(FEED_SQL, [claims.userId, limit, offset]);
      return send(res, 200, { status: 0, data: { data: rows.map(feedItem), total: rows.length ? Number(rows[0].total) : 0 } });
    }
    send(res, 404, { status: 404, message: 'Not found' });
  }

  const server = http.createServer((req, res) => {
    handle(req, res).catch((err: unknown) => send(res, 500, { status: 500, message: String(err) }));
  });
  server.keepAliveTimeout = 65_000;

  return {
    server,
    async close() {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await pool.end();
    },
  };
}
