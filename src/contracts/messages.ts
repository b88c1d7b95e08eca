// Conversations and messages (docs/business-rules.md "Messaging"). A private conversation joins one fan
// and one performer; a message may carry media, and a performer may put a price on it (pay-per-view):
// until bought, its media are locked like a post for sale (no URL, a blurred preview only). Amounts are
// currency units.
import { z } from 'zod';
import { pagedQuery, sortableBy } from './common';
import { feedAuthor } from './feeds';
import { mediaFile } from './media';
import { priceSchema } from './performers';
// Kept apart from the schemas so the app shell loads no zod (shell-values.ts).
import { DELETED_MESSAGE_TEXT, INITIAL_MESSAGE_PAGE, STREAM_DELETED_MESSAGE_TEXT } from './shell-values';
import { MAX_MESSAGE_FILES, MAX_MESSAGE_LENGTH, MAX_STREAM_MESSAGE_LENGTH } from './list-values';

export { DELETED_MESSAGE_TEXT, INITIAL_MESSAGE_PAGE, STREAM_DELETED_MESSAGE_TEXT };

export { MAX_MESSAGE_FILES, MAX_MESSAGE_LENGTH, MAX_STREAM_MESSAGE_LENGTH };
/** A viewer sends at most this many chat lines per STREAM_CHAT_WINDOW_SECONDS (a 429 says how long to wait). */
export const STREAM_CHAT_BURST = 5;
export const STREAM_CHAT_WINDOW_SECONDS = 5;

export const conversationTypes = ['private', 'public', 'stream'] as const;
export type ConversationType = (typeof conversationTypes)[number];

/** Who a conversation is started with: `sourceId` is that person's user id. */
export const conversationSources = ['user', 'performer'] as const;

/** POST /conversations */
export const createConversationBody = z
  .object({
    source: z.enum(conversationSources, { error: () => 'source must be user or performer' }),
    sourceId: z.uuid('sourceId must be the id of a user or performer'),
  })
  .strict();
export type CreateConversationBody = z.infer<typeof createConversationBody>;

/** GET /conversations and /conversations/search: the viewer's conversations, newest activity first. */
/** lastMessageAt (the default): the latest message, or the start for a conversation without one. */
export const conversationSortKeys = sortableBy(['lastMessageAt']);
export const conversationSearchQuery = pagedQuery(conversationSortKeys).extend({
  /** Part of the other person's name or username. */
  q: z.string().trim().max(100, 'The search can be at most 100 characters').optional(),
});
export type ConversationSearchQuery = z.infer<typeof conversationSearchQuery>;

export const conversation = z.object({
  _id: z.string(),
  type: z.enum(conversationTypes),
  /** The other participant, as the viewer sees them. */
  recipientInfo: feedAuthor.extend({ isPerformer: z.boolean() }),
  lastMessage: z.string().nullable(),
  lastMessageCreatedAt: z.string().nullable(),
  lastSenderId: z.string().nullable(),
  /** Messages to the viewer they have not read yet. */
  totalNotSeenMessages: z.number().int(),
  /** True when one of the two blocked the other: the thread stays readable, nobody can send. */
  isBlocked: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Conversation = z.infer<typeof conversation>;

export const messageTypes = ['text', 'photo', 'video', 'audio', 'tip'] as const;
export type MessageType = (typeof messageTypes)[number];

export const message = z.object({
  _id: z.string(),
  conversationId: z.string(),
  senderId: z.string(),
  sender: feedAuthor,
  type: z.enum(messageTypes),
  /** DELETED_MESSAGE_TEXT once deleted. */
  text: z.string(),
  isDeleted: z.boolean(),
  /** Media; locked ones carry no url (see mediaFile). */
  files: z.array(mediaFile),
  /** Pay-per-view price, or null for a free message. */
  price: z.number().nullable(),
  /** A tip's amount in currency units (type 'tip', written by the server with the charge); null otherwise. */
  amount: z.number().nullable(),
  /** True while the viewer may not see the media (a pay-per-view message they have not bought). */
  isLocked: z.boolean(),
  isBought: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Message = z.infer<typeof message>;

/** GET /messages/conversations/{id}: newest first; `offset` counts back from the newest. */
export const messageListQuery = z.object({
  offset: z.coerce.number().int().min(0, 'offset cannot be negative').default(INITIAL_MESSAGE_PAGE.offset),
  limit: z.coerce.number().int().min(1, 'limit must be 1 or more').max(100, 'limit can be at most 100').default(INITIAL_MESSAGE_PAGE.limit),
});
export type MessageListQuery = z.infer<typeof messageListQuery>;

/** POST /messages/conversations/{id}: text, uploaded files (from the upload routes), or both. */
export const sendMessageBody = z
  .object({
    text: z.string('text must be text').trim().max(MAX_MESSAGE_LENGTH, `A message can be at most ${MAX_MESSAGE_LENGTH} characters`).default(''),
    fileIds: z.array(z.uuid('fileIds must be ids of uploaded files')).max(MAX_MESSAGE_FILES, `A message can carry at most ${MAX_MESSAGE_FILES} files`).default([]),
    /** Performers only, and only with media: the fan pays this to see them. */
    price: priceSchema.optional(),
  })
  .strict()
  .refine((b) => b.text.length > 0 || b.fileIds.length > 0, { message: 'Write a message or attach a photo or video', path: ['text'] });
export type SendMessageBody = z.input<typeof sendMessageBody>;

/** Multipart /messages/public/file/photo and /messages/private/file/video */
export const messageUploadResult = z.object({ file: mediaFile });

export const totalUnread = z.object({ total: z.number().int() });
export const readAllResult = z.object({ conversationId: z.string(), read: z.number().int() });
export const deleteMessageResult = z.object({ deleted: z.literal(true), messageId: z.string(), conversationId: z.string() });

/** POST /messages/stream/{id}: a line in a live session's chat. Text only: tips are written by the server with their charge. */
export const sendStreamMessageBody = z
  .object({
    text: z
      .string('text must be text')
      .trim()
      .min(1, 'Write something to send')
      .max(MAX_STREAM_MESSAGE_LENGTH, `A chat message can be at most ${MAX_STREAM_MESSAGE_LENGTH} characters`),
  })
  .strict();
export type SendStreamMessageBody = z.infer<typeof sendStreamMessageBody>;

/** DELETE /messages/stream/{id}/remove-all-message */
export const clearStreamMessagesResult = z.object({ conversationId: z.string(), cleared: z.number().int() });

/** PUT /conversations/stream/{id}/update: the live session the chat belongs to from now on. */
export const linkStreamConversationBody = z.object({ streamId: z.uuid('streamId must be a valid id') }).strict();
