// The chat of a live session under /api: reading, writing (rate limited per viewer), clearing, the chat of
// a performer's live session, and linking a chat to a session. Deleting one line is DELETE /messages/{id}
// (messages.routes.ts), which knows stream chats.
import type { RateLimitOptions } from '@fastify/rate-limit';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope, idParams, listOf } from '@/contracts/common';
import {
  clearStreamMessagesResult,
  conversation,
  linkStreamConversationBody,
  message,
  messageListQuery,
  sendStreamMessageBody,
  STREAM_CHAT_BURST,
  STREAM_CHAT_WINDOW_SECONDS,
} from '@/contracts/messages';
import { currentUser } from '../../http/auth-guard';
import { ok } from '../../http/envelope';
import { limitMessage } from '../../http/rate-limit';
import { perSession } from '../performers/rate-limits';
import { viewerOf } from '../performers/performer-visibility';
import type { ChatViewer, StreamChatService } from './stream-chat.service';

/**
 * A few lines per few seconds per viewer, whatever session or tab they write from (the key is the account,
 * so more logins buy no more). Counted once the request is valid: a refused body costs nothing. In Redis
 * when REDIS_URL is set, so every node shares the count.
 */
const chatLimit: RateLimitOptions = {
  max: STREAM_CHAT_BURST,
  timeWindow: STREAM_CHAT_WINDOW_SECONDS * 1000,
  hook: 'preHandler',
  keyGenerator: (req) => `stream-chat:${req.user?.id ?? req.ip}`,
  ...limitMessage('You are sending chat messages too fast.'),
};
const moderateLimit = perSession(30);

export function streamChatRoutes(deps: { chat: StreamChatService; internalSecret: string }): FastifyPluginAsyncZod {
  const { chat } = deps;
  const viewer = (req: FastifyRequest) => viewerOf(req, deps.internalSecret);
  const chatViewer = (req: FastifyRequest): ChatViewer => ({ ...viewer(req), userId: currentUser(req).id });
  const conversationAnswer = { response: { 200: envelope(conversation) } };

  return async (app) => {
    app.get(
      '/messages/stream/:id',
      { config: { auth: 'user' }, schema: { params: idParams, querystring: messageListQuery, response: { 200: envelope(listOf(message)) } } },
      async (req) => ok(await chat.read(chatViewer(req), req.params.id, req.query)),
    );

    app.post(
      '/messages/stream/:id',
      { config: { auth: 'user', rateLimit: chatLimit }, schema: { params: idParams, body: sendStreamMessageBody, response: { 200: envelope(message) } } },
      async (req) => ok(await chat.send(chatViewer(req), req.params.id, req.body)),
    );

    app.delete(
      '/messages/stream/:id/remove-all-message',
      { config: { auth: 'user', rateLimit: moderateLimit }, schema: { params: idParams, response: { 200: envelope(clearStreamMessagesResult) } } },
      async (req) => ok(await chat.clear(chatViewer(req), req.params.id)),
    );

    app.get('/conversations/stream/performer/:id', { config: { auth: 'optional' }, schema: { params: idParams, ...conversationAnswer } }, async (req) =>
      ok(await chat.ofPerformer(viewer(req), req.params.id)),
    );

    app.put(
      '/conversations/stream/:id/update',
      { config: { auth: 'performer', rateLimit: moderateLimit }, schema: { params: idParams, body: linkStreamConversationBody, ...conversationAnswer } },
      async (req) => ok(await chat.link(currentUser(req).id, req.params.id, req.body.streamId)),
    );
  };
}
