// Private conversations between fans and performers (spec §2 routes, §4 "Conversation list").
import { MessagesPage } from '@/components/messages/messages-page';
import type { AppPage } from '@/lib/page';

const Messages: AppPage = () => <MessagesPage />;
Messages.layout = 'primary';
Messages.authenticate = true;

export default Messages;
