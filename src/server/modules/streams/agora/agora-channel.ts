// Names on Agora's side, derived from ours: a session's channel and the numeric user ids tokens are bound to.
// Nothing is stored: the same session and user always give the same channel and uid.
import { createHash } from 'node:crypto';

/** The channel of one session: derived from its id, so no two sessions share one. */
export const channelOf = (streamId: string) => `live-${streamId}`;

/** The publishers' fixed uids, shared with the clients. No viewer's uid can be either (see viewerUid). */
export { AGORA_PERFORMER_UID as PERFORMER_UID, AGORA_PRIVATE_FAN_UID as PRIVATE_FAN_UID } from '@/contracts/agora';

/** Viewers' uids start here, far from the publishers' fixed ones. */
const VIEWER_UID_FLOOR = 1000;
/** Kept below 2^31: some SDKs hold the uid in a signed 32-bit integer. */
const VIEWER_UID_SPAN = 2 ** 31 - VIEWER_UID_FLOOR;

/**
 * A viewer's uid in one session's channel: a hash of the channel and the user, so it can be worked out again
 * to remove that viewer, and differs from session to session. Two viewers of one session sharing a uid is
 * possible but rare (Agora then keeps the one who joined last); a viewer can never get a publisher's uid.
 */
export function viewerUid(channel: string, userId: string): number {
  const digest = createHash('sha256').update(`${channel}:${userId}`).digest();
  return VIEWER_UID_FLOOR + (digest.readUInt32BE(0) % VIEWER_UID_SPAN);
}
