// Live streaming: a performer's live sessions, who may watch them, and buying a session's ticket. Amounts
// are currency units here (integer minor units in the database).
import { z } from 'zod';
import { withAtMostTwoDecimals } from '../lib/money';
import { pagedQuery, sortableBy } from './common';
import {
  HEARTBEAT_INTERVAL_SECONDS,
  PRIVATE_HEARTBEAT_INTERVAL_SECONDS,
  PRIVATE_HEARTBEAT_TIMEOUT_SECONDS,
  PRIVATE_MINUTE_SECONDS,
  PRIVATE_REQUEST_SECONDS,
} from './list-values';
import { feedAuthor } from './feeds';

/**
 * public: for the performer's subscribers (a price, when set, is paid once on top);
 * group: a ticketed show, anyone who may see the performer buys a ticket (subscribers too);
 * private: one fan and the performer, paid per minute (requested and billed by the private-show flow).
 */
export const streamTypes = ['public', 'group', 'private'] as const;
export type StreamType = (typeof streamTypes)[number];

/** The types a performer starts with POST /streaming/live; private shows start from a fan's request. */
export const startableStreamTypes = ['public', 'group'] as const;

/** pending: made but not on air yet (a private request); live: on air; ended: over for good. */
export const streamStatuses = ['pending', 'live', 'ended'] as const;
export type StreamStatus = (typeof streamStatuses)[number];

/**
 * Why a session ended: its performer, an admin, no heartbeat (from the publisher; for a private show, from
 * either side), the paying fan's wallet ran out; and for private shows only: the fan ended the show or
 * withdrew the request, the performer declined the request, nobody answered the request in time.
 */
export const streamEndReasons = ['performer', 'admin', 'heartbeat', 'funds', 'fan', 'declined', 'expired'] as const;
export type StreamEndReason = (typeof streamEndReasons)[number];

/** What a viewer lacks to watch: to log in, a subscription to the performer, or the session's ticket. */
export const streamNeeds = ['login', 'subscription', 'ticket'] as const;
export type StreamNeed = (typeof streamNeeds)[number];

export { HEARTBEAT_INTERVAL_SECONDS };
/** A live session with no heartbeat for this long is ended by the server (end reason 'heartbeat'). */
export const HEARTBEAT_TIMEOUT_SECONDS = 45;

/** A session's price: 0 or more currency units, cents at most. */
const streamPrice = withAtMostTwoDecimals(
  z.number('price must be a number, like 0, 10 or 9.95').min(0, 'price cannot be negative').max(1_000_000, 'price is too large'),
  'price can have at most two decimals',
);

const title = z.string('title must be text').trim().min(1, 'Give the session a title').max(200, 'The title can be at most 200 characters');
const description = z.string('description must be text').trim().max(2000, 'The description can be at most 2000 characters');

/** One session, as everyone who may know of it sees it. */
export const streamSession = z.object({
  _id: z.string(),
  performerId: z.string(),
  performer: feedAuthor,
  type: z.enum(streamTypes),
  status: z.enum(streamStatuses),
  title: z.string(),
  description: z.string(),
  /** Public: paid once on top of the subscription (0 = included). Group: the ticket. Private: 0. */
  price: z.number(),
  /** Private shows only: what each minute costs the fan; null otherwise. */
  pricePerMinute: z.number().nullable(),
  /** Private shows only: the fan the show is for; null otherwise. */
  fanId: z.string().nullable(),
  /** The session's chat, once the chat has made one; null until then. */
  conversationId: z.string().nullable(),
  keepRecording: z.boolean(),
  viewerCount: z.number().int(),
  /** Tips sent during the session. */
  tipTotal: z.number(),
  /** Seconds on air, as the publisher last reported it. */
  duration: z.number().int(),
  startedAt: z.string().nullable(),
  endedAt: z.string().nullable(),
  endReason: z.enum(streamEndReasons).nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type StreamSession = z.infer<typeof streamSession>;

/** POST /streaming/live */
export const startStreamBody = z
  .object({
    type: z.enum(startableStreamTypes, `type must be one of: ${startableStreamTypes.join(', ')}`).default('public'),
    title,
    description: description.default(''),
    /** Public: 0 (the default) means included in the subscription. Group: the ticket, more than 0. */
    price: streamPrice.default(0),
    keepRecording: z.boolean('keepRecording must be true or false').default(false),
  })
  .strict();
export type StartStreamBody = z.infer<typeof startStreamBody>;

/** PUT /streaming/live/{id}: ending is the one change of status a client makes. */
export const changeStreamStatusBody = z.object({ status: z.enum(['ended'], 'status must be ended') }).strict();

/** PUT /streaming/update: any of the session's details while it runs. */
export const updateStreamBody = z
  .object({
    streamId: z.uuid('streamId must be a valid id'),
    title: title.optional(),
    description: description.optional(),
    price: streamPrice.optional(),
  })
  .strict()
  .refine((b) => b.title !== undefined || b.description !== undefined || b.price !== undefined, 'Send at least one of title, description or price to change.');
export type UpdateStreamBody = z.infer<typeof updateStreamBody>;

/** PUT /streaming/set-duration: the publisher's heartbeat, with the seconds on air so far. */
export const streamHeartbeatBody = z
  .object({
    streamId: z.uuid('streamId must be a valid id'),
    duration: z
      .number('duration must be a number of seconds')
      .int('duration must be whole seconds')
      .min(0, 'duration cannot be negative')
      .max(7 * 24 * 60 * 60, 'duration can be at most a week'),
  })
  .strict();
export type StreamHeartbeatBody = z.infer<typeof streamHeartbeatBody>;
export const streamHeartbeatResult = z.object({ ok: z.literal(true) });

/** What one viewer may do with a session. */
export const streamAccess = z.object({
  canWatch: z.boolean(),
  /** What to offer the viewer when they may not watch a live session; null when nothing they can do helps (or they may watch). */
  needs: z.enum(streamNeeds).nullable(),
  /** The session's ticket or price on top, in currency units (0 = nothing to pay). */
  price: z.number(),
  /** The viewer has paid for this session. */
  hasTicket: z.boolean(),
});
export type StreamAccess = z.infer<typeof streamAccess>;

/** GET /streaming/join/{id} */
export const joinStreamResult = z.object({ stream: streamSession, access: streamAccess });
export type JoinStreamResult = z.infer<typeof joinStreamResult>;

/** GET /streaming/user/search: who is live now. */
export const streamSortKeys = sortableBy(['startedAt', 'viewerCount']);
export const liveStreamSearchQuery = pagedQuery(streamSortKeys).extend({
  /** Part of the performer's name or username. */
  q: z.string().trim().max(100, 'q can be at most 100 characters').optional(),
  type: z.enum(startableStreamTypes, `type must be one of: ${startableStreamTypes.join(', ')}`).optional(),
});
export type LiveStreamSearchQuery = z.infer<typeof liveStreamSearchQuery>;

// --- Private shows: a fan asks, the performer accepts, the server bills every started minute ---

export { PRIVATE_HEARTBEAT_INTERVAL_SECONDS, PRIVATE_HEARTBEAT_TIMEOUT_SECONDS, PRIVATE_MINUTE_SECONDS, PRIVATE_REQUEST_SECONDS };

/** POST /streaming/private/request: the fan (the caller) asks this performer for a private show. */
export const privateShowRequestBody = z.object({ performerId: z.uuid('performerId must be a valid performer id') }).strict();
export type PrivateShowRequestBody = z.infer<typeof privateShowRequestBody>;

/** GET /streaming/private/requests: the performer's requests waiting for an answer, oldest first by default. */
export const privateRequestSortKeys = sortableBy();
export const privateRequestsQuery = pagedQuery(privateRequestSortKeys);
export type PrivateRequestsQuery = z.infer<typeof privateRequestsQuery>;

/** One STUN or TURN server, as RTCPeerConnection takes it (TURN with its time-limited username and credential). */
export const iceServer = z.object({ urls: z.array(z.string()), username: z.string().optional(), credential: z.string().optional() });
export type IceServer = z.infer<typeof iceServer>;

/** GET /streaming/private/{id}/ice-servers */
export const iceServersResult = z.object({
  iceServers: z.array(iceServer),
  /** When the TURN credentials stop working (ask again before, and restart ICE); null when there is no TURN server. */
  expiresAt: z.string().nullable(),
});
export type IceServersResult = z.infer<typeof iceServersResult>;

/**
 * POST /streaming/private/{id}/heartbeat: the caller's side is alive. `aliveUntil` is when the show stops unless
 * both sides send another heartbeat before (it may end earlier: either side, funds, an admin).
 */
export const privateHeartbeatResult = z.object({ ok: z.literal(true), aliveUntil: z.string() });
export type PrivateHeartbeatResult = z.infer<typeof privateHeartbeatResult>;

/** stream/private-billed: a minute was charged. Amounts in currency units; `balance` is the fan's wallet after it. */
export interface PrivateShowBilled {
  streamId: string;
  /** Minutes paid so far, this one included. */
  minutes: number;
  /** What the show has cost the fan so far. */
  charged: number;
  balance: number;
}

/** stream/private-warning: the wallet cannot pay the next minute; the show ends at `endsAt` unless the fan tops up. */
export interface PrivateShowWarning {
  streamId: string;
  endsAt: string;
  /** The price of a minute and the fan's wallet now, in currency units. */
  pricePerMinute: number;
  balance: number;
}
