// Listens to one server event of the page's socket while a component is mounted. The listener is bound again
// whenever the socket changes status, so a socket opened after the page (it opens once the page is idle) or a
// new connection is heard as well.
import { useEffect, useRef } from 'react';
import type { ServerToClientEvents } from '@/contracts/socket-events';
import { useAppSelector } from '@/redux/hooks';
import { selectSocketStatus } from '@/redux/socket/selectors';
import { getSocket } from '@/services/socket';

export function useSocketEvent<E extends keyof ServerToClientEvents>(event: E, listener: ServerToClientEvents[E]): void {
  const status = useAppSelector(selectSocketStatus);
  const latest = useRef(listener);
  useEffect(() => {
    latest.current = listener;
  });
  useEffect(() => {
    const socket = getSocket();
    if (!socket) return undefined;
    const handler = ((...args: unknown[]) => (latest.current as (...a: unknown[]) => void)(...args)) as never;
    socket.on(event, handler);
    return () => {
      socket.off(event, handler);
    };
  }, [event, status]);
}
