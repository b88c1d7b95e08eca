// The conversation and message calls (a live session's chat has its own, in stream-chat.routes.ts).
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, idParams, listOf } from '@/contracts/common';
import { fileStatusResult } from '@/contracts/media';
import { conversation, conversationSearchQuery, createConversationBody, deleteMessageResult, message, messageListQuery, messageUploadResult, readAllResult, sendMessageBody, totalUnread } from '@/contracts/messages';
import { currentUser, isAdmin } from '../../http/auth-guard';
import { ok } from '../../http/envelope';
import type { UploadLimits } from '../../media/upload-limits';
import { fileOf } from '../feeds/feeds-performer.routes';
import { kindOfType } from '../media-files/media-file-kinds';
import { multipartLimitsFor } from '../media-files/multipart-limits';
import { perSession } from '../performers/rate-limits';
import type { MessagesService, MessagingUser } from './messages.service';

const sendLimit = perSession(60);
const uploadLimit = perSession(30);
const startLimit = perSession(30);
const fileParams = z.object({ id: z.uuid('id must be a valid id'), fileId: z.uuid('fileId must be a valid id') });

const userOf = (req: FastifyRequest): MessagingUser => {
  const user = currentUser(req);
  return { id: user.id, isAdmin: isAdmin(user), isPerformer: user.isPerformer };
};

export function messagesRoutes(deps: { messages: MessagesService; uploadLimits: UploadLimits }): FastifyPluginAsyncZod {
  const { messages } = deps;
  const conversationAnswer = { response: { 200: envelope(conversation) } };
  const messageList = { response: { 200: envelope(listOf(message)) } };

  return async (app) => {
    for (const url of ['/conversations', '/conversations/search']) {
      app.get(url, { config: { auth: 'user' }, schema: { querystring: conversationSearchQuery, response: { 200: envelope(listOf(conversation)) } } }, async (req) =>
        ok(await messages.listConversations(userOf(req), req.query)),
      );
    }

    app.post('/conversations', { config: { auth: 'user', rateLimit: startLimit }, schema: { body: createConversationBody, ...conversationAnswer } }, async (req) =>
      ok(await messages.createConversation(userOf(req), req.body)),
    );

    app.get('/conversations/:id', { config: { auth: 'user' }, schema: { params: idParams, ...conversationAnswer } }, async (req) =>
      ok(await messages.getConversation(userOf(req), req.params.id)),
    );

    app.get('/messages/conversations/public/:id', { config: { auth: 'optional' }, schema: { params: idParams, querystring: messageListQuery, ...messageList } }, async (req) =>
      ok(await messages.listPublicMessages(req.user ? userOf(req) : null, req.params.id, req.query)),
    );

    app.get('/messages/conversations/:id', { config: { auth: 'user' }, schema: { params: idParams, querystring: messageListQuery, ...messageList } }, async (req) =>
      ok(await messages.listMessages(userOf(req), req.params.id, req.query)),
    );

    app.post(
      '/messages/conversations/:id',
      { config: { auth: 'user', rateLimit: sendLimit }, schema: { params: idParams, body: sendMessageBody, response: { 200: envelope(message) } } },
      async (req) => ok(await messages.send(userOf(req), req.params.id, req.body)),
    );

    for (const [url, kind] of [
      ['/messages/public/file/photo', 'photo'],
      ['/messages/private/file/video', 'video'],
    ] as const) {
      app.post(url, { config: { auth: 'user', rateLimit: uploadLimit }, schema: { response: { 200: envelope(messageUploadResult) } } }, async (req) => {
        const part = await fileOf(req, multipartLimitsFor(deps.uploadLimits, [kindOfType(`message-${kind}`)]));
        return ok(await messages.upload(userOf(req), kind, part));
      });
    }

    app.delete('/messages/:id', { config: { auth: 'user', rateLimit: sendLimit }, schema: { params: idParams, response: { 200: envelope(deleteMessageResult) } } }, async (req) =>
      ok(await messages.remove(userOf(req), req.params.id)),
    );

    app.get('/messages/total-unread-messages', { config: { auth: 'user' }, schema: { response: { 200: envelope(totalUnread) } } }, async (req) =>
      ok(await messages.unreadTotal(userOf(req))),
    );

    app.post('/messages/read-all/:id', { config: { auth: 'user', rateLimit: sendLimit }, schema: { params: idParams, response: { 200: envelope(readAllResult) } } }, async (req) =>
      ok(await messages.readAll(userOf(req), req.params.id)),
    );

    app.get('/messages/:id/file/:fileId/status', { config: { auth: 'user' }, schema: { params: fileParams, response: { 200: envelope(fileStatusResult) } } }, async (req) =>
      ok(await messages.fileStatus(userOf(req), req.params.id, req.params.fileId)),
    );
  };
}
