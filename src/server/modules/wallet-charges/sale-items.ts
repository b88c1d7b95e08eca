// What a purchase needs to know of a feed, video, gallery or message, read through each kind's own repo (passed
// in) inside the purchase's transaction. "Out" is the kind's own notion of shown to fans (published, active, scheduled and due).
import type { ContentAccess } from '@/contracts/feeds';
import type { ChargeKind } from '@/contracts/wallet';
import type { DbOrTx } from '../../db/client';
import { shownStatus } from '../videos/videos.presenter';
import type { SaleItemRepos } from './charge-repos';

export interface SaleItem {
  performerId: string;
  access: ContentAccess;
  /** Minor units; null unless for sale. */
  price: number | null;
  isOut: boolean;
  /** The one user who may buy it (a pay-per-view message's recipient); anyone when absent. */
  onlyFor?: string;
}

type Reader = (repos: SaleItemRepos, db: DbOrTx, id: string, now: Date) => Promise<SaleItem | null>;

const of = (row: Omit<SaleItem, 'isOut'> | null, isOut: boolean): SaleItem | null =>
  row && { performerId: row.performerId, access: row.access, price: row.price, isOut };

const readers: Record<ChargeKind, Reader> = {
  feed: async (repos, db, id) => {
    const row = await repos.feeds(db).find(id);
    return of(row, row?.status === 'published');
  },
  video: async (repos, db, id, now) => {
    const row = await repos.videos(db).find(id);
    return of(row, !!row && shownStatus(row, now) === 'active');
  },
  gallery: async (repos, db, id) => {
    const row = await repos.galleries(db).find(id);
    return of(row, row?.status === 'active');
  },
  // Sold by the performer of its private conversation to the fan there; a deleted one is off sale.
  message: async (repos, db, id) => {
    const repo = repos.messages(db);
    const row = await repo.findMessage(id);
    const conversation = row && (await repo.findConversation(row.conversationId));
    if (!row || !conversation?.fanId || row.senderId !== conversation.performerId) return null;
    const sold = { performerId: row.senderId, access: row.price === null ? ('free' as const) : ('sale' as const), price: row.price };
    return { ...of(sold, !row.isDeleted)!, onlyFor: conversation.fanId };
  },
};

/** How the item is named to the buyer. */
export const nounOf: Record<ChargeKind, string> = { feed: 'post', video: 'video', gallery: 'gallery', message: 'message' };

export const readSaleItem = (kind: ChargeKind, repos: SaleItemRepos, db: DbOrTx, id: string, now = new Date()) => readers[kind](repos, db, id, now);
