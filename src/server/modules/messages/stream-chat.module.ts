// The chat of live sessions. Made after the streams module (it asks streams who may watch); its events bus
// is made by the app so the realtime server can forward it, and tips in a session reach it from the wallet
// charges through the tip events.
import type { Db } from '../../db/client';
import type { Log } from '../../log';
import type { Storage } from '../../media/storage';
import type { MediaFilesService } from '../media-files/media-files.service';
import type { StreamTipEvents } from '../streams/stream-tips';
import type { StreamsService } from '../streams/streams.service';
import { createMessagesPresenter } from './messages.presenter';
import { createMessagesRepo } from './messages.repo';
import type { StreamChatEvents } from './stream-chat-events';
import { streamChatRoutes } from './stream-chat.routes';
import { createStreamChatService } from './stream-chat.service';
import type { DomainModule } from '../module';

export function createStreamChatModule(deps: {
  db: Db;
  storage: Storage;
  mediaFiles: MediaFilesService;
  streams: StreamsService;
  events: StreamChatEvents;
  tipEvents: Pick<StreamTipEvents, 'subscribe'>;
  internalSecret: string;
  log?: Pick<Log, 'warn'>;
}) {
  const repo = createMessagesRepo(deps.db);
  const presenter = createMessagesPresenter({ db: deps.db, repo, mediaFiles: deps.mediaFiles, storage: deps.storage });
  const service = createStreamChatService({ repo, presenter, streams: deps.streams, events: deps.events });
  deps.tipEvents.subscribe((tip) => {
    service.tipped(tip).catch((err: unknown) => deps.log?.warn({ err, streamId: tip.streamId }, 'A tip in a live session could not be announced; the tip itself stands.'));
  });
  return { routes: streamChatRoutes({ chat: service, internalSecret: deps.internalSecret }), services: { streamChat: service } } satisfies DomainModule;
}
