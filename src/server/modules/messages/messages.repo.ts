// The only place conversations and messages are read and written, with the facts the messaging rules
// need (blocks, follows, subscriptions between two people).
import { and, desc, eq, gt, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import { DELETED_MESSAGE_TEXT, type conversationSortKeys } from '@/contracts/messages';
import type { DbOrTx } from '../../db/client';
import { orderOf, type SortColumns } from '../../db/order';
import type { Page } from '../../http/paging';
import { userBlocks } from '../block/block.table';
import { follows } from '../follows/follows.table';
import { subscriptions } from '../subscriptions/subscriptions.table';
import { users } from '../users/users.table';
import { conversations, messages, type ConversationRow, type MessageRow, type NewMessageRow } from './messages.table';
import { firstOrNull, selectTablePage } from '../../db/select';

export interface PersonRow {
  id: string;
  name: string;
  username: string | null;
  avatarKey: string | null;
  isPerformer: boolean;
}

/** ILIKE treats % and _ as wildcards; a search for "a_b" must match those characters literally. */
const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** One private conversation per pair of people, whichever of them started it. */
export const pairKeyOf = (a: string, b: string) => [a, b].sort().join(':');

const involving = (userId: string): SQL => and(eq(conversations.type, 'private'), or(eq(conversations.performerId, userId), eq(conversations.fanId, userId)))!;

/** The user's own unread count on a conversation row, as SQL. */
const unreadOf = (userId: string) =>
  sql<number>`case when ${conversations.performerId} = ${userId} then ${conversations.performerUnread} when ${conversations.fanId} = ${userId} then ${conversations.fanUnread} else 0 end`;

export type ConversationSortKey = (typeof conversationSortKeys)[number];
/** lastMessageAt: the latest activity, which for a conversation without messages is its start. */
const conversationSortColumns: SortColumns<ConversationSortKey> = {
  lastMessageAt: sql`coalesce(${conversations.lastMessageAt}, ${conversations.createdAt})`,
  createdAt: conversations.createdAt,
  updatedAt: conversations.updatedAt,
};

export function createMessagesRepo(db: DbOrTx) {
  return {
    async person(id: string): Promise<PersonRow | null> {
      return (await this.people([id])).get(id) ?? null;
    },

    async people(ids: readonly string[]): Promise<Map<string, PersonRow>> {
      if (ids.length === 0) return new Map();
      const rows = await db
        .select({ id: users.id, name: users.name, username: users.username, avatarKey: users.avatarKey, isPerformer: users.isPerformer, status: users.status })
        .from(users)
        .where(inArray(users.id, [...new Set(ids)]));
      return new Map(rows.filter((r) => r.status === 'active').map(({ status: _status, ...r }) => [r.id, r]));
    },

    async findConversation(id: string): Promise<ConversationRow | null> {
      return firstOrNull(db.select().from(conversations).where(eq(conversations.id, id)));
    },

    /** The pair's conversation, made now unless it exists (a concurrent create finds the other's row). */
    async findOrCreatePrivate(performerId: string, fanId: string): Promise<{ row: ConversationRow; created: boolean }> {
      const pairKey = pairKeyOf(performerId, fanId);
      const [made] = await db.insert(conversations).values({ type: 'private', performerId, fanId, pairKey }).onConflictDoNothing().returning();
      if (made) return { row: made, created: true };
      const [row] = await db.select().from(conversations).where(eq(conversations.pairKey, pairKey)).limit(1);
      return { row, created: false };
    },

    async findPrivate(a: string, b: string): Promise<ConversationRow | null> {
      return firstOrNull(db.select().from(conversations).where(eq(conversations.pairKey, pairKeyOf(a, b))));
    },

    /** The user's private conversations in the page's order (newest activity first by default); `q` matches the other person's name or username. */
    async listFor(userId: string, q: string | undefined, page: Page<ConversationSortKey>): Promise<{ rows: ConversationRow[]; total: number }> {
      const other = sql`case when ${conversations.performerId} = ${userId} then ${conversations.fanId} else ${conversations.performerId} end`;
      const conditions: SQL[] = [involving(userId)];
      if (q) {
        const pattern = `%${escapeLike(q)}%`;
        conditions.push(sql`exists (select 1 from ${users} where ${users.id} = ${other} and (${ilike(users.name, pattern)} or ${ilike(users.username, pattern)}))`);
      }
      const where = and(...conditions);
      return selectTablePage(db, conversations, where, orderOf(page, conversationSortColumns, conversations.id), page);
    },

    /** Which of the pairs (performer, other) have a block either way; keys are pairKeyOf. */
    async blockedPairs(pairs: readonly { a: string; b: string }[]): Promise<Set<string>> {
      if (pairs.length === 0) return new Set();
      const ids = [...new Set(pairs.flatMap((p) => [p.a, p.b]))];
      const rows = await db
        .select({ performerId: userBlocks.performerId, userId: userBlocks.userId })
        .from(userBlocks)
        .where(and(inArray(userBlocks.performerId, ids), inArray(userBlocks.userId, ids)));
      const found = new Set(rows.map((r) => pairKeyOf(r.performerId, r.userId)));
      return new Set(pairs.map((p) => pairKeyOf(p.a, p.b)).filter((k) => found.has(k)));
    },

    async isSubscribed(fanId: string, performerId: string, now = new Date()): Promise<boolean> {
      const [row] = await db
        .select({ id: subscriptions.id })
        .from(subscriptions)
        .where(and(eq(subscriptions.userId, fanId), eq(subscriptions.performerId, performerId), gt(subscriptions.expiredAt, now)))
        .limit(1);
      return !!row;
    },

    async isFollowing(fanId: string, performerId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: follows.followerId })
        .from(follows)
        .where(and(eq(follows.followerId, fanId), eq(follows.performerId, performerId)))
        .limit(1);
      return !!row;
    },

    /** Newest first; `offset` counts back from the newest. */
    async listMessages(conversationId: string, page: { limit: number; offset: number }): Promise<{ rows: MessageRow[]; total: number }> {
      const where = eq(messages.conversationId, conversationId);
      return selectTablePage(db, messages, where, [desc(messages.createdAt), desc(messages.id)], page);
    },

    async findMessage(id: string): Promise<MessageRow | null> {
      return firstOrNull(db.select().from(messages).where(eq(messages.id, id)));
    },

    /**
     * Writes the message and, in the same transaction, the conversation's last message and one more unread
     * for the recipient. Answers the message and the conversation as they are now.
     */
    async insertMessage(values: NewMessageRow, summary: string): Promise<{ message: MessageRow; conversation: ConversationRow }> {
      return db.transaction(async (tx) => {
        const [message] = await tx.insert(messages).values(values).returning();
        const [conversation] = await tx
          .update(conversations)
          .set({
            lastMessage: summary,
            lastMessageAt: message.createdAt,
            lastSenderId: message.senderId,
            performerUnread: sql`${conversations.performerUnread} + case when ${conversations.performerId} = ${message.senderId} then 0 else 1 end`,
            fanUnread: sql`${conversations.fanUnread} + case when ${conversations.fanId} = ${message.senderId} then 0 else 1 end`,
          })
          .where(eq(conversations.id, message.conversationId))
          .returning();
        return { message, conversation };
      });
    },

    /** A live session's chat: the performer's, with no fan side. */
    async createStreamConversation(performerId: string): Promise<string> {
      const [row] = await db.insert(conversations).values({ type: 'stream', performerId }).returning({ id: conversations.id });
      return row.id;
    },

    async deleteConversation(id: string): Promise<void> {
      await db.delete(conversations).where(eq(conversations.id, id));
    },

    /**
     * A line of a live session's chat. The conversation row is left alone: nobody lists stream chats or counts
     * their unread lines, and thousands of viewers writing would otherwise all wait on that one row.
     */
    async insertStreamMessage(values: NewMessageRow): Promise<MessageRow> {
      const [row] = await db.insert(messages).values(values).returning();
      return row;
    },

    /** Removes every message of the conversation; answers how many there were. */
    async clearMessages(conversationId: string): Promise<number> {
      const rows = await db.delete(messages).where(eq(messages.conversationId, conversationId)).returning({ id: messages.id });
      return rows.length;
    },

    /** Soft delete; when it was the conversation's last message, the summary says so too. */
    async softDelete(message: MessageRow, deletedText: string = DELETED_MESSAGE_TEXT): Promise<MessageRow | null> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .update(messages)
          .set({ text: deletedText, isDeleted: true })
          .where(and(eq(messages.id, message.id), eq(messages.isDeleted, false)))
          .returning();
        if (row) {
          await tx
            .update(conversations)
            .set({ lastMessage: deletedText })
            .where(and(eq(conversations.id, message.conversationId), eq(conversations.lastMessageAt, message.createdAt)));
        }
        return row ?? null;
      });
    },

    /** Zeroes the user's unread count; answers how many there were. */
    async readAll(conversationId: string, userId: string): Promise<number> {
      const [before] = await db.select({ unread: unreadOf(userId) }).from(conversations).where(eq(conversations.id, conversationId));
      if (!before || before.unread === 0) return 0;
      await db
        .update(conversations)
        .set({
          performerUnread: sql`case when ${conversations.performerId} = ${userId} then 0 else ${conversations.performerUnread} end`,
          fanUnread: sql`case when ${conversations.fanId} = ${userId} then 0 else ${conversations.fanUnread} end`,
          updatedAt: sql`${conversations.updatedAt}`,
        })
        .where(eq(conversations.id, conversationId));
      return before.unread;
    },

    async unreadTotal(userId: string): Promise<number> {
      const [row] = await db.select({ total: sql<number>`coalesce(sum(${unreadOf(userId)}), 0)::int` }).from(conversations).where(involving(userId));
      return row.total;
    },
  };
}
export type MessagesRepo = ReturnType<typeof createMessagesRepo>;
