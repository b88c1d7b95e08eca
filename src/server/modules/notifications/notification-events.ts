// After a notification is written, the module says so here; the realtime server (created after the app, in main.ts)
// listens and pushes it to the recipient's open pages on every node. A listener's failure never undoes the write.
// The realtime server also answers here whether someone has a conversation open on any of their pages, which
// only the sockets know (a new message is news only to a recipient who is not reading that chat).
import type { Notification } from '@/contracts/notifications';
import { createListenerSet } from '../../listener-set';
import type { Log } from '../../log';

/** Whether `userId` has `conversationId` open on a page right now. */
export type ConversationViewing = (userId: string, conversationId: string) => Promise<boolean>;

export function createNotificationEvents(log?: Pick<Log, 'warn'>) {
  // Without a realtime server (tests of the app alone, scripts) nobody has a chat open.
  let viewing: ConversationViewing = async () => false;
  return {
    /** A new notification for `userId`. */
    created: createListenerSet<[userId: string, notification: Notification]>(log, (userId) => [{ userId }, 'A notification listener failed; the notification stands.']),
    /** `userId` read some: `unread` is how many stay unread, for their other open pages. */
    read: createListenerSet<[userId: string, unread: number]>(log, (userId) => [{ userId }, 'A notification listener failed; the reads stand.']),
    /** `userId` opened a conversation on one of their pages (its message notifications are read now). */
    conversationOpened: createListenerSet<[userId: string, conversationId: string]>(log, (userId) => [{ userId }, 'A notification listener failed on an opened conversation.']),
    isViewingConversation: (userId: string, conversationId: string) => viewing(userId, conversationId),
    /** The realtime server's answer to isViewingConversation; returns the restore. */
    answerViewing(check: ConversationViewing): () => void {
      const before = viewing;
      viewing = check;
      return () => {
        viewing = before;
      };
    },
  };
}
export type NotificationEvents = ReturnType<typeof createNotificationEvents>;
