// Live video on Agora: the short-lived token a client joins a session's Agora channel with. The server issues
// one per call and checks, every time, that the caller may still take the role they ask for.
import { z } from 'zod';
import { AGORA_PERFORMER_UID, AGORA_PRIVATE_FAN_UID } from './list-values';

/** How long a token (and its privileges) lasts; clients ask again before then (the SDK warns 30 s ahead). */
export const AGORA_TOKEN_TTL_SECONDS = 600;

export { AGORA_PERFORMER_UID, AGORA_PRIVATE_FAN_UID };

/** publisher: sends picture and sound (the session's performer, and the fan of a private show); subscriber: watches. */
export const agoraRoles = ['publisher', 'subscriber'] as const;
export type AgoraRole = (typeof agoraRoles)[number];

/** POST /streaming/agora/token: the first token and every renewal. */
export const agoraTokenBody = z
  .object({
    streamId: z.uuid('streamId must be a valid id'),
    role: z.enum(agoraRoles, `role must be one of: ${agoraRoles.join(', ')}`).default('subscriber'),
  })
  .strict();
export type AgoraTokenBody = z.infer<typeof agoraTokenBody>;

export const agoraToken = z.object({
  /** The site's Agora app id, to start the SDK with. */
  appId: z.string(),
  /** The session's channel: the same for everyone in the session, and for no other session. */
  channel: z.string(),
  /** The user id the token is bound to: join with exactly this one. */
  uid: z.number().int(),
  role: z.enum(agoraRoles),
  token: z.string(),
  /** When the token stops working: ask for a new one before then. */
  expiresAt: z.string(),
  /** AGORA_TOKEN_TTL_SECONDS, for clients that count from the answer. */
  expiresIn: z.number().int(),
});
export type AgoraToken = z.infer<typeof agoraToken>;
