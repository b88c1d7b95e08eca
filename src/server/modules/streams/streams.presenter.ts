// The one way a session reaches a client: the same shape for everyone who may know of it (nothing in it
// depends on the viewer; what the viewer may do is the access beside it). Lists take one query for the
// performers, whatever their length.
import type { StreamSession } from '@/contracts/streams';
import { fromMinor } from '@/lib/money';
import type { Storage } from '../../media/storage';
import { presentAuthor, type ContentLookups } from '../content/content-lookups';
import type { StreamSessionRow } from './streams.table';


export function createStreamPresenter(deps: { lookups: Pick<ContentLookups, 'authors'>; storage: Pick<Storage, 'url' | 'assetUrl'> }) {
  async function present(rows: readonly StreamSessionRow[]): Promise<StreamSession[]> {
    const authors = await deps.lookups.authors(rows.map((r) => r.performerId));
    return rows.map((row) => ({
      _id: row.id,
      performerId: row.performerId,
      performer: presentAuthor(row.performerId, authors.get(row.performerId), deps.storage),
      type: row.type,
      status: row.status,
      title: row.title,
      description: row.description,
      price: fromMinor(row.price),
      pricePerMinute: row.pricePerMinute === null ? null : fromMinor(row.pricePerMinute),
      fanId: row.fanId,
      conversationId: row.conversationId,
      keepRecording: row.keepRecording,
      viewerCount: row.viewerCount,
      tipTotal: fromMinor(row.tipTotal),
      duration: row.duration,
      startedAt: row.startedAt?.toISOString() ?? null,
      endedAt: row.endedAt?.toISOString() ?? null,
      endReason: row.endReason,
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
    }));
  }

  return { present, presentOne: async (row: StreamSessionRow) => (await present([row]))[0] };
}
export type StreamPresenter = ReturnType<typeof createStreamPresenter>;
