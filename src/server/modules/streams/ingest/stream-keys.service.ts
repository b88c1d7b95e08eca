// Stream keys for streaming software, and the lease an RTMP publish holds on the session it feeds.
// - info(performerId) / regenerate(performerId): what GET /streaming/ingest and POST /streaming/ingest/key answer.
//   A new key replaces the old one at once, and `replaced` announces it, so this node closes a publish made
//   with the old key at once; other nodes find out at their next check (keyIsCurrent, every heartbeat).
// - holderOf(key): whose key it is and whether they may broadcast, or null for a key that is not one.
// - hold / release / rtmpPublishing: a publish renews its lease every heartbeat; a browser publishing the same
//   session on any node reads it.
import type { NewStreamKey, StreamIngestInfo } from '@/contracts/stream-ingest';
import { createListenerSet } from '../../../listener-set';
import type { Log } from '../../../log';
import { makeStreamKey, parseStreamKey, secretMatches } from './stream-key';
import type { StreamKeysRepo } from './stream-keys.repo';

/** Why a key's performer may not broadcast, or 'ok'. */
export type BroadcasterStanding = 'ok' | 'inactive' | 'unverified';

export interface KeyHolder {
  performerId: string;
  keyId: string;
  standing: BroadcasterStanding;
}

export function createStreamKeys(deps: {
  repo: StreamKeysRepo;
  /** The address performers paste into their software; null when the site's RTMP server is off. */
  serverUrl: string | null;
  log?: Pick<Log, 'warn'>;
  now?: () => Date;
}) {
  const { repo, serverUrl } = deps;
  const now = deps.now ?? (() => new Date());
  const replaced = createListenerSet<[performerId: string]>(deps.log, (performerId) => [{ performerId }, 'A stream key listener failed; the new key stands.']);
  const base = { enabled: serverUrl !== null, serverUrl };

  async function info(performerId: string): Promise<StreamIngestInfo> {
    const row = await repo.ofPerformer(performerId);
    return { ...base, hasKey: !!row, createdAt: row?.createdAt.toISOString() ?? null, lastFour: row?.lastFour ?? null };
  }

  async function regenerate(performerId: string): Promise<NewStreamKey> {
    const made = makeStreamKey();
    const row = await repo.replace({ performerId, keyId: made.keyId, secretHash: made.secretHash, lastFour: made.lastFour, createdAt: now() });
    replaced.notify(performerId);
    return { ...base, key: made.key, hasKey: true, createdAt: row.createdAt.toISOString(), lastFour: row.lastFour };
  }

  async function holderOf(key: string): Promise<KeyHolder | null> {
    const parts = parseStreamKey(key);
    if (!parts) return null;
    const found = await repo.holderOf(parts.keyId);
    if (!found || !secretMatches(parts.secret, found.row.secretHash)) return null;
    const standing: BroadcasterStanding = !found.active || !found.isPerformer ? 'inactive' : found.verification === 'verified' ? 'ok' : 'unverified';
    return { performerId: found.row.performerId, keyId: found.row.keyId, standing };
  }

  async function keyIsCurrent(performerId: string, keyId: string): Promise<boolean> {
    return (await repo.ofPerformer(performerId))?.keyId === keyId;
  }

  return {
    info,
    regenerate,
    holderOf,
    keyIsCurrent,
    /** The publish with this performer's key feeds this session until `seconds` from now (renewed every heartbeat). */
    hold: (performerId: string, streamId: string, seconds: number) => repo.hold(performerId, streamId, new Date(now().getTime() + seconds * 1000)),
    release: (performerId: string, streamId: string) => repo.release(performerId, streamId),
    /** Whether a publish from streaming software feeds this session on some node now. */
    rtmpPublishing: (streamId: string) => repo.heldFor(streamId, now()),
    /** Hears the performer's id each time they make a new key. */
    onReplaced: replaced.subscribe,
  };
}
export type StreamKeysService = ReturnType<typeof createStreamKeys>;
