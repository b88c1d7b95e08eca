// Content items as admins moderate them, every kind read the same way: its id, a title and the first words
// of its text, the file that previews it, where it lives, its author, its moderation state and the reports
// about it. Reads for the report queue (items by id) and the content browser (a filtered page), and the one
// write of a moderation state.
import { and, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { REMOVED_MESSAGE_TEXT, type ModeratedKind, type ModerationState } from '@/contracts/moderation';
import type { DbOrTx } from '../../db/client';
import type { Page } from '../../http/paging';
import { comments } from '../comments/comments.table';
import { feeds } from '../feeds/feeds.table';
import { galleries, photos } from '../galleries/galleries.table';
import { conversations, messages } from '../messages/messages.table';
import { summaryOf } from '../messages/messaging-rules';
import { likePattern } from '../performers/performers.repo';
import { products } from '../products/products.table';
import { reports } from '../reports/reports.table';
import { users } from '../users/users.table';
import { videos } from '../videos/videos.table';

const EXCERPT_LENGTH = 200;

export interface CatalogRow {
  id: string;
  authorId: string;
  title: string;
  text: string;
  /** The media file that previews it, if any. */
  fileId: string | null;
  /** The page it lives on, without the site's address. */
  link: string | null;
  moderation: ModerationState;
  createdAt: Date;
  reportCount: number;
  openReportCount: number;
}

interface KindColumns {
  table: PgTable & { id: PgColumn; moderation: PgColumn; createdAt: PgColumn };
  authorId: PgColumn;
  title: SQL<string>;
  text: SQL<string>;
  fileId: SQL<string | null>;
  link: SQL<string | null>;
}

const KINDS: Record<ModeratedKind, KindColumns> = {
  feed: {
    table: feeds,
    authorId: feeds.performerId,
    title: sql<string>`''`,
    text: sql<string>`${feeds.text}`,
    fileId: sql<string | null>`coalesce(${feeds.thumbnailFileId}, ${feeds.fileIds}[1])`,
    link: sql<string | null>`'/post/' || ${feeds.id}`,
  },
  video: {
    table: videos,
    authorId: videos.performerId,
    title: sql<string>`${videos.title}`,
    text: sql<string>`${videos.description}`,
    fileId: sql<string | null>`${videos.thumbnailFileId}`,
    link: sql<string | null>`'/video/' || ${videos.id}`,
  },
  gallery: {
    table: galleries,
    authorId: galleries.performerId,
    title: sql<string>`${galleries.title}`,
    text: sql<string>`${galleries.description}`,
    // The chosen cover, else the first photo.
    fileId: sql<string | null>`(select ${photos.fileId} from ${photos} where ${photos.galleryId} = ${galleries.id} order by ${photos.id} = ${galleries.coverPhotoId} desc nulls last, ${photos.createdAt} limit 1)`,
    link: sql<string | null>`'/gallery/' || ${galleries.id}`,
  },
  photo: {
    table: photos,
    authorId: photos.performerId,
    title: sql<string>`${photos.title}`,
    text: sql<string>`${photos.description}`,
    fileId: sql<string | null>`${photos.fileId}`,
    link: sql<string | null>`'/gallery/' || ${photos.galleryId}`,
  },
  product: {
    table: products,
    authorId: products.performerId,
    title: sql<string>`${products.name}`,
    text: sql<string>`${products.description}`,
    fileId: sql<string | null>`${products.imageFileId}`,
    link: sql<string | null>`'/product/' || ${products.id}`,
  },
  comment: {
    table: comments,
    authorId: comments.userId,
    title: sql<string>`''`,
    text: sql<string>`${comments.content}`,
    fileId: sql<string | null>`${comments.fileId}`,
    link: sql<string | null>`case ${comments.objectType} when 'feed' then '/post/' when 'video' then '/video/' when 'gallery' then '/gallery/' when 'product' then '/product/' end || ${comments.objectId}`,
  },
  message: {
    table: messages,
    authorId: messages.senderId,
    title: sql<string>`''`,
    text: sql<string>`${messages.text}`,
    fileId: sql<string | null>`${messages.fileIds}[1]`,
    // Conversations have no page admins can open.
    link: sql<string | null>`null`,
  },
};

export interface CatalogFilters {
  q?: string;
  moderation?: ModerationState;
  performerId?: string;
  /** Only items someone reported (messages always: admins read a conversation only when it was reported). */
  reported?: boolean;
}

export function createModerationCatalogRepo(db: DbOrTx) {
  /**
   * When the message is its conversation's latest, the conversation list's preview follows its state: the
   * removal notice while it is taken down, its own words again once restored.
   */
  async function summariseConversation(messageId: string, state: ModerationState): Promise<void> {
    const [message] = await db.select().from(messages).where(eq(messages.id, messageId));
    if (!message || message.isDeleted || message.type === 'tip') return;
    const shown = state === 'visible' ? summaryOf(message.text, message.type === 'video' ? 'video' : message.type === 'photo' ? 'photo' : 'text', message.price !== null) : REMOVED_MESSAGE_TEXT;
    await db
      .update(conversations)
      .set({ lastMessage: shown })
      .where(and(eq(conversations.id, message.conversationId), eq(conversations.lastMessageAt, message.createdAt)));
  }

  function select(kind: ModeratedKind) {
    const k = KINDS[kind];
    const about = and(eq(reports.target, kind), eq(reports.targetId, k.table.id));
    return db
      .select({
        id: sql<string>`${k.table.id}`,
        authorId: sql<string>`${k.authorId}`,
        title: k.title,
        text: sql<string>`left(${k.text}, ${EXCERPT_LENGTH})`,
        fileId: k.fileId,
        link: k.link,
        moderation: sql<ModerationState>`${k.table.moderation}`,
        createdAt: sql<Date>`${k.table.createdAt}`.mapWith((v: string | Date) => new Date(v)),
        reportCount: sql<number>`(select count(*)::int from ${reports} where ${about})`,
        openReportCount: sql<number>`(select count(*)::int from ${reports} where ${about} and ${reports.status} = 'open')`,
        total: sql<number>`(count(*) over ())::int`,
      })
      .from(k.table)
      .$dynamic();
  }

  const reportedCondition = (kind: ModeratedKind) =>
    sql`exists (select 1 from ${reports} where ${reports.target} = ${kind} and ${reports.targetId} = ${KINDS[kind].table.id})`;

  return {
    /** Items of one kind by id, with their report counts. */
    async byIds(kind: ModeratedKind, ids: readonly string[]): Promise<CatalogRow[]> {
      if (ids.length === 0) return [];
      const rows = await select(kind).where(inArray(KINDS[kind].table.id, [...new Set(ids)]));
      return rows.map(({ total: _total, ...row }) => row);
    },

    /** A page of one kind's items, newest first, with the total. */
    async browse(kind: ModeratedKind, filters: CatalogFilters, page: Page<string>): Promise<{ rows: CatalogRow[]; total: number }> {
      const k = KINDS[kind];
      const conditions: SQL[] = [];
      if (filters.moderation) conditions.push(eq(k.table.moderation, filters.moderation));
      if (filters.performerId) conditions.push(eq(k.authorId, filters.performerId));
      if (filters.q) conditions.push(or(ilike(k.title, likePattern(filters.q)), ilike(k.text, likePattern(filters.q)))!);
      if (filters.reported || kind === 'message') conditions.push(reportedCondition(kind));
      const found = await select(kind)
        .where(and(...conditions))
        .orderBy(desc(k.table.createdAt), desc(k.table.id))
        .limit(page.limit)
        .offset(page.offset);
      const total = found[0]?.total ?? (page.offset > 0 ? await this.count(kind, and(...conditions)) : 0);
      return { rows: found.map(({ total: _total, ...row }) => row), total };
    },

    async count(kind: ModeratedKind, where: SQL | undefined): Promise<number> {
      const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(KINDS[kind].table).where(where);
      return row.n;
    },

    /** Sets the item's state; answers the state it had, or null when there is no such item. Locks the row. */
    async setState(kind: ModeratedKind, id: string, state: ModerationState): Promise<{ before: ModerationState } | null> {
      const { table } = KINDS[kind];
      const [row] = await db.select({ moderation: table.moderation }).from(table).where(eq(table.id, id)).for('update');
      if (!row) return null;
      await db.update(table).set({ moderation: state }).where(eq(table.id, id));
      if (kind === 'message') await summariseConversation(id, state);
      return { before: row.moderation as ModerationState };
    },

    /** The people items name as their authors (and reporters, resolvers). */
    async people(ids: readonly string[]) {
      if (ids.length === 0) return new Map<string, PersonRow>();
      const rows = await db
        .select({ id: users.id, name: users.name, username: users.username, avatarKey: users.avatarKey, email: users.email })
        .from(users)
        .where(inArray(users.id, [...new Set(ids)]));
      return new Map(rows.map((r) => [r.id, r]));
    },

    /** The sender of a private message whose conversation `userId` is in, or null. */
    async messageSenderFor(messageId: string, userId: string): Promise<string | null> {
      const [row] = await db
        .select({ senderId: messages.senderId })
        .from(messages)
        .innerJoin(conversations, eq(conversations.id, messages.conversationId))
        .where(and(eq(messages.id, messageId), eq(conversations.type, 'private'), or(eq(conversations.performerId, userId), eq(conversations.fanId, userId))))
        .limit(1);
      return row?.senderId ?? null;
    },

    /** The author of an item of `kind`, or null when it does not exist. */
    async authorOf(kind: ModeratedKind, id: string): Promise<string | null> {
      const k = KINDS[kind];
      const [row] = await db.select({ authorId: sql<string>`${k.authorId}` }).from(k.table).where(eq(k.table.id, id)).limit(1);
      return row?.authorId ?? null;
    },
  };
}
export type ModerationCatalogRepo = ReturnType<typeof createModerationCatalogRepo>;

export interface PersonRow {
  id: string;
  name: string;
  username: string | null;
  avatarKey: string | null;
  email: string | null;
}
