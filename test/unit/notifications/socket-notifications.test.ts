/**
 * @jest-environment node
 */
// The realtime client's notification side, against a real socket.io server: a new notification and a count
// sent after a read elsewhere both reach the bell's slice.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { UnknownAction } from '@reduxjs/toolkit';
import { Server } from 'socket.io';
import type { Notification } from '@/contracts/notifications';
import type { ClientToServerEvents, ServerToClientEvents } from '@/contracts/socket-events';
import { notificationArrived, setNotificationUnread } from '@/redux/unread-notifications/actions';
import { closeSocket, loadSocketClient, openSocket } from '@/services/socket';

const httpServer = http.createServer();
const io: Server<ClientToServerEvents, ServerToClientEvents> = new Server(httpServer);
let url = '';

beforeAll(async () => {
  await loadSocketClient();
  await new Promise<void>((resolve) => httpServer.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(httpServer.address() as AddressInfo).port}`;
});
afterEach(() => closeSocket());
afterAll(async () => {
  io.close();
  await new Promise((resolve) => httpServer.close(resolve));
});

/** Resolves once `check` holds, re-checking on each dispatched action. */
function dispatcher() {
  const actions: UnknownAction[] = [];
  let wake: () => void = () => undefined;
  const dispatch = <A extends UnknownAction>(a: A): A => {
    actions.push(a);
    wake();
    return a;
  };
  const until = (check: () => boolean) =>
    new Promise<void>((resolve) => {
      wake = () => check() && resolve();
      wake();
    });
  return { actions, dispatch, until };
}

const notification: Notification = {
  _id: 'n-1',
  kind: 'like',
  text: 'Mia liked your post',
  actor: null,
  targetType: 'feed',
  targetId: 'f-1',
  link: '/post/f-1',
  amount: null,
  read: false,
  createdAt: '2026-01-01T00:00:00.000Z',
};

it("'notification/created' and 'notification/unread' reach the store", async () => {
  const { actions, dispatch, until } = dispatcher();
  const connectedOnServer = new Promise<void>((resolve) => io.once('connection', () => resolve()));
  openSocket({ url, token: 'tok', dispatch, readBalance: async () => null });
  await connectedOnServer;
  io.emit('notification/created', { notification });
  io.emit('notification/unread', { count: 7 });
  await until(() => actions.some((a) => a.type === setNotificationUnread.type));
  expect(actions.filter((a) => a.type.startsWith('unreadNotifications/'))).toEqual([notificationArrived(notification), setNotificationUnread(7)]);
});
