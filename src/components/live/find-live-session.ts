// The session a performer is live in now, found through the live list (searched by the performer's name, the
// one session of theirs picked out: a performer has at most one session on air). A module of its own so the
// performer's Go live page asks this without carrying the public live page and its private-show request.
import type { StreamSession } from '@/contracts/streams';
import { streamingService } from '@/services/streaming.api';

/** The performer's public or group session on air now, or null. */
export async function findLiveSession(performer: { _id: string; name: string | null; username: string | null }): Promise<StreamSession | null> {
  const q = performer.username || performer.name || undefined;
  const { data } = await streamingService.search({ q, pageSize: 100 });
  return data.data.find((s) => s.performerId === performer._id) ?? null;
}
