// Tells the server which direct conversation this page shows, so its new messages make no notification while
// it is open, and opening it reads the one it made (docs/notifications.md). Said again on every new connection
// (rooms do not survive one); closing the pane, or leaving the page, says it is closed.
import { useEffect } from 'react';
import { useAppSelector } from '@/redux/hooks';
import { selectSocketStatus } from '@/redux/socket/selectors';
import { getSocket } from '@/services/socket';

export function useConversationPresence(conversationId: string | null): void {
  const status = useAppSelector(selectSocketStatus);
  useEffect(() => {
    const socket = getSocket();
    if (!conversationId || !socket || status !== 'connected') return undefined;
    socket.emit('conversation/open', { conversationId });
    return () => {
      if (socket.connected) socket.emit('conversation/close', { conversationId });
    };
  }, [conversationId, status]);
}
