// Live streaming: the performer's calls (go live, edit, heartbeat, end), the viewer's (join, who is live now,
// the video token), buying a session's ticket from the wallet, and private shows (a fan's request, the
// performer's waiting requests, the show's ICE servers and heartbeat). The server decides who may do what.
import type { List } from '@/contracts/common';
import type { AgoraToken, AgoraTokenBody } from '@/contracts/agora';
import type {
  IceServersResult,
  JoinStreamResult,
  LiveStreamSearchQuery,
  PrivateHeartbeatResult,
  PrivateRequestsQuery,
  StartStreamBody,
  StreamHeartbeatBody,
  StreamSession,
  UpdateStreamBody,
} from '@/contracts/streams';
import type { ChargeResult } from '@/contracts/wallet';
import { IDEMPOTENCY_HEADER } from '@/contracts/shell-values';
import { request } from '@/lib/request';

/** What the performer sends to go live; the server fills in the defaults (public, price 0, no recording). */
export type StartStreamInput = Pick<StartStreamBody, 'title'> & Partial<StartStreamBody>;
export type LiveStreamQuery = Partial<LiveStreamSearchQuery>;
export type PrivateRequestQuery = Partial<PrivateRequestsQuery>;

const id = (value: string) => encodeURIComponent(value);

export const streamingService = {
  /** Goes live: the answer is the session, already on air. */
  start: (body: StartStreamInput) => request<StreamSession>('/streaming/live', { method: 'POST', body }),
  /** Changes a running session's title, description or price. */
  update: (body: UpdateStreamBody) => request<StreamSession>('/streaming/update', { method: 'PUT', body }),
  /** The publisher's heartbeat, about every HEARTBEAT_INTERVAL_SECONDS, with the seconds on air so far. */
  setDuration: (body: StreamHeartbeatBody) => request<{ ok: true }>('/streaming/set-duration', { method: 'PUT', body }),
  /** Ends the session (its performer, or an admin); ending an ended one answers it unchanged. */
  end: (streamId: string) => request<StreamSession>(`/streaming/live/${id(streamId)}`, { method: 'PUT', body: { status: 'ended' } }),
  /** The session and what this viewer may do with it (watch, or log in, subscribe or buy a ticket first). */
  join: (streamId: string) => request<JoinStreamResult>(`/streaming/join/${id(streamId)}`),
  /** A ten-minute token for the session's Agora channel; asked again before it expires. */
  agoraToken: (body: Pick<AgoraTokenBody, 'streamId'> & Partial<AgoraTokenBody>) =>
    request<AgoraToken>('/streaming/agora/token', { method: 'POST', body }),
  /** Who is live now. */
  search: (query: LiveStreamQuery = {}, headers?: Record<string, string>) => request<List<StreamSession>>('/streaming/user/search', { query, headers }),
  /** Buys the session's ticket (or a public session's price); `key` is this click's Idempotency-Key. */
  buy: (streamId: string, key: string) =>
    request<ChargeResult>(`/wallet/charges/stream/${id(streamId)}`, { method: 'POST', headers: { [IDEMPOTENCY_HEADER]: key } }),

  // A private show's request is a session of type 'private' waiting (pending) for the performer's answer.
  /** The fan (the caller) asks this performer for a private show. */
  requestPrivateShow: (performerId: string) => request<StreamSession>('/streaming/private/request', { method: 'POST', body: { performerId } }),
  /** The performer's requests waiting for an answer, oldest first by default. */
  privateRequests: (query: PrivateRequestQuery = {}) => request<List<StreamSession>>('/streaming/private/requests', { query }),
  /** The performer accepts: the show starts now and its first minute is charged (answers the running show). */
  acceptPrivateShow: (streamId: string) => request<StreamSession>(`/streaming/private/${id(streamId)}/accept`, { method: 'POST' }),
  /** The performer turns the request down (answers the ended request). */
  declinePrivateShow: (streamId: string) => request<StreamSession>(`/streaming/private/${id(streamId)}/decline`, { method: 'POST' }),
  /** The STUN and TURN servers for the show's peer connection; asked again before `expiresAt`. */
  iceServers: (streamId: string) => request<IceServersResult>(`/streaming/private/${id(streamId)}/ice-servers`),
  /** The caller's side of a running private show is alive, about every PRIVATE_HEARTBEAT_INTERVAL_SECONDS. */
  privateHeartbeat: (streamId: string) => request<PrivateHeartbeatResult>(`/streaming/private/${id(streamId)}/heartbeat`, { method: 'POST' }),
};
