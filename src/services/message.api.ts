// Conversations and messages: the viewer's conversations, a
// thread's messages page by page, sending with uploaded media, deleting, unread counts, and unlocking a
// pay-per-view message through the wallet.
import type { List } from '@/contracts/common';
import type { FileStatusResult, MediaFile } from '@/contracts/media';
import type {
  Conversation,
  ConversationSearchQuery,
  CreateConversationBody,
  Message,
  MessageListQuery,
  SendMessageBody,
} from '@/contracts/messages';
import { IDEMPOTENCY_HEADER } from '@/contracts/shell-values';
import type { ChargeResult } from '@/contracts/wallet';
import { request, upload } from '@/lib/request';
import { totalUnreadMessages } from './unread-counts.api';

export type ConversationQuery = Partial<ConversationSearchQuery>;
export type UploadProgress = (percent: number) => void;
export interface MessageUploadResult {
  file: MediaFile;
}

const id = (value: string) => encodeURIComponent(value);

/** Multipart field `file`; progress in percent, and aborting `signal` cancels the upload. */
function uploadFile(path: string, file: Blob, onProgress?: UploadProgress, signal?: AbortSignal) {
  const form = new FormData();
  form.append('file', file);
  return upload<MessageUploadResult>(path, form, { onProgress, signal });
}

export const messageService = {
  searchConversations: (query: ConversationQuery = {}) => request<List<Conversation>>('/conversations/search', { query }),
  /** Opens the one conversation with that person, creating it the first time (one per pair). */
  createConversation: (body: CreateConversationBody) => request<Conversation>('/conversations', { method: 'POST', body }),
  getConversation: (conversationId: string) => request<Conversation>(`/conversations/${id(conversationId)}`),

  /** Newest first from the server; `offset` counts back from the newest message. */
  list: (conversationId: string, query: Partial<MessageListQuery> = {}) =>
    request<List<Message>>(`/messages/conversations/${id(conversationId)}`, { query }),
  send: (conversationId: string, body: SendMessageBody) =>
    request<Message>(`/messages/conversations/${id(conversationId)}`, { method: 'POST', body }),
  uploadPhoto: (file: Blob, onProgress?: UploadProgress, signal?: AbortSignal) =>
    uploadFile('/messages/public/file/photo', file, onProgress, signal),
  uploadVideo: (file: Blob, onProgress?: UploadProgress, signal?: AbortSignal) =>
    uploadFile('/messages/private/file/video', file, onProgress, signal),
  delete: (messageId: string) =>
    request<{ deleted: true; messageId: string; conversationId: string }>(`/messages/${id(messageId)}`, { method: 'DELETE' }),

  totalUnread: totalUnreadMessages,
  readAll: (conversationId: string) =>
    request<{ conversationId: string; read: number }>(`/messages/read-all/${id(conversationId)}`, { method: 'POST' }),
  fileStatus: (messageId: string, fileId: string) => request<FileStatusResult>(`/messages/${id(messageId)}/file/${id(fileId)}/status`),

  /** Unlocks a pay-per-view message; `key` is the Idempotency-Key of this click, so a retry never pays twice. */
  buy: (messageId: string, key: string) =>
    request<ChargeResult>(`/wallet/charges/message/${id(messageId)}`, { method: 'POST', headers: { [IDEMPOTENCY_HEADER]: key } }),
};
