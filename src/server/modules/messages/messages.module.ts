// Conversations and messages. The events bus is made by the app so main.ts can hand it to the
// realtime server, which is created after the app.
import type { AppConfig } from '../../config';
import type { Db } from '../../db/client';
import type { Log } from '../../log';
import type { Storage } from '../../media/storage';
import { uploadLimitsOf } from '../../media/upload-limits';
import type { MediaFilesService } from '../media-files/media-files.service';
import type { MessageEvents } from './message-events';
import { createMessagesPresenter } from './messages.presenter';
import { createMessagesRepo } from './messages.repo';
import { messagesRoutes } from './messages.routes';
import { createMessagesService } from './messages.service';
import { createStreamsRepo } from '../streams/streams.repo';
import type { StreamChatEvents } from './stream-chat-events';
import type { DomainModule } from '../module';

export function createMessagesModule(deps: {
  db: Db;
  config: AppConfig;
  storage: Storage;
  mediaFiles: MediaFilesService;
  events: MessageEvents;
  /** Where a deleted line of a live session's chat is announced. */
  streamChatEvents?: StreamChatEvents;
  log?: Pick<Log, 'warn'>;
}) {
  const repo = createMessagesRepo(deps.db);
  const presenter = createMessagesPresenter({ db: deps.db, repo, mediaFiles: deps.mediaFiles, storage: deps.storage });
  const streams = createStreamsRepo(deps.db);
  const streamChat = deps.streamChatEvents && {
    sessionOf: async (performerId: string, conversationId: string) => (await streams.findByConversation(performerId, conversationId))?.id ?? null,
    events: deps.streamChatEvents,
  };
  const service = createMessagesService({ repo, presenter, mediaFiles: deps.mediaFiles, events: deps.events, streamChat, log: deps.log });
  return { routes: messagesRoutes({ messages: service, uploadLimits: uploadLimitsOf(deps.config) }), services: { messages: service } } satisfies DomainModule;
}
