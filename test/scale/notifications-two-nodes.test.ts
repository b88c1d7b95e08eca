// Notifications across two app nodes sharing PostgreSQL and Redis: a notification written on node A reaches the
// recipient's socket on node B ('notification/created'), and so does the unread count after a read through A
// ('notification/unread'). Whether the recipient is reading a chat is asked of the sockets on every node: a
// chat open on node B silences its messages' notifications written on node A.
import type { Conversation } from '@/contracts/messages';
import type { Notification } from '@/contracts/notifications';
import type { ServerToClientEvents } from '@/contracts/socket-events';
import { readingRoom } from '@/server/realtime/notification-sockets';
import { subscribe } from '../factories/content';
import { createPerformer, createUser, loginAs } from '../factories/users';
import { waitFor } from '../helpers/wait-for';
import { callNode, useTwoNodes, type ClientSocket } from './support/two-node-cluster';

const nodes = useTwoNodes();

/** Every payload of `event` the socket hears, in order, and a wait for the next one. */
function heard<E extends 'notification/created' | 'notification/unread'>(socket: ClientSocket, event: E) {
  type Payload = Parameters<ServerToClientEvents[E]>[0];
  const all: Payload[] = [];
  const waiting: Array<(p: Payload) => void> = [];
  (socket as unknown as { on(e: string, fn: (p: Payload) => void): void }).on(event, (payload) => {
    all.push(payload);
    waiting.shift()?.(payload);
  });
  return { all, next: () => new Promise<Payload>((resolve) => waiting.push(resolve)) };
}

test('a message notification made on node A reaches the socket on node B, unless a page on B shows that chat', async () => {
  const performer = await createPerformer(nodes.a.database.db, { name: 'Node Performer' });
  const fan = await createUser(nodes.a.database.db);
  await subscribe(nodes.a.database.db, fan, performer);
  const performerToken = await loginAs(nodes.a.app, performer);
  const fanToken = await loginAs(nodes.a.app, fan);
  const socket = await nodes.socketOn(nodes.b, fan, fanToken);
  const created = heard(socket, 'notification/created');
  const unread = heard(socket, 'notification/unread');

  const conversation = await callNode<Conversation>(nodes.a, 'POST', '/conversations', performerToken, { source: 'user', sourceId: fan.id });
  const send = (text: string) => callNode(nodes.a, 'POST', `/messages/conversations/${conversation._id}`, performerToken, { text });

  // Not reading the chat: the notification written on A arrives on B.
  let arrival = created.next();
  await send('First');
  const first = (await arrival).notification;
  expect(first).toMatchObject<Partial<Notification>>({ kind: 'message', targetId: conversation._id, text: 'Node Performer sent you a message', read: false });

  // Opening the chat on B reads its notification: the count left reaches B.
  let count = unread.next();
  socket.emit('conversation/open', { conversationId: conversation._id });
  expect(await count).toEqual({ count: 0 });
  // Node A sees the reading socket on B through the adapter.
  expect(await nodes.a.io.in(readingRoom(fan.id, conversation._id)).fetchSockets()).toHaveLength(1);

  // Reading it on B: a message sent through A makes no notification.
  await send('While you read');
  socket.emit('conversation/close', { conversationId: conversation._id });
  await waitFor('the chat closed on node B', async () => (await nodes.a.io.in(readingRoom(fan.id, conversation._id)).fetchSockets()).length === 0);

  // Closed again: the next message is news. It is the second the socket hears (the one sent while reading made none).
  arrival = created.next();
  await send('After you left');
  const third = (await arrival).notification;
  expect(created.all.map((p) => p.notification._id)).toEqual([first._id, third._id]);

  // Marking it read through node A sends the count left to node B.
  count = unread.next();
  await callNode(nodes.a, 'POST', '/notifications/read', fanToken, { ids: [third._id] });
  expect(await count).toEqual({ count: 0 });
});

test('a notification written on node A and a read through node A reach every socket of the user on node B', async () => {
  const performer = await createPerformer(nodes.a.database.db);
  const fan = await createUser(nodes.a.database.db);
  const fanToken = await loginAs(nodes.a.app, fan);
  const [one, two] = [await nodes.socketOn(nodes.b, fan, fanToken), await nodes.socketOn(nodes.b, fan, fanToken)];
  const heardOne = heard(one, 'notification/created');
  const heardTwo = heard(two, 'notification/created');
  const countTwo = heard(two, 'notification/unread');

  const arrivals = [heardOne.next(), heardTwo.next()];
  await nodes.a.app.services.notifications.notify({ userId: fan.id, kind: 'verification', actorId: performer.id, text: 'Written on node A' });
  for (const { notification } of await Promise.all(arrivals)) expect(notification).toMatchObject({ text: 'Written on node A', read: false });

  const count = countTwo.next();
  await callNode(nodes.a, 'POST', '/notifications/read', fanToken, { all: true });
  expect(await count).toEqual({ count: 0 });
});
