import type { Db } from '../../db/client';
import type { Log } from '../../log';
import type { DomainModule } from '../module';
import type { UserPresenter } from '../users/users.presenter';
import type { NotificationEvents } from './notification-events';
import { createNotificationProducers } from './notification-producers';
import { createNotificationsRepo } from './notifications.repo';
import { notificationsRoutes } from './notifications.routes';
import { createNotificationsService } from './notifications.service';

export function createNotificationsModule(deps: { db: Db; presenter: Pick<UserPresenter, 'publicUser'>; events: NotificationEvents; log?: Pick<Log, 'warn'> }) {
  const repo = createNotificationsRepo(deps.db);
  const service = createNotificationsService({ repo, presenter: deps.presenter, events: deps.events, log: deps.log });
  const producers = createNotificationProducers({ notifications: service, repo, isViewingConversation: deps.events.isViewingConversation });
  // Opening a chat reads its message notification, so the next message there is news again.
  deps.events.conversationOpened.subscribe((userId, conversationId) => void service.markTargetRead(userId, 'message', conversationId));
  return { routes: notificationsRoutes({ notifications: service }), services: { notifications: service, producers } } satisfies DomainModule;
}
