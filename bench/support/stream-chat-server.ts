// The server side of bench/stream-chat-fanout.ts, in its own process. Two kinds, by the first argument:
// - `app`: the API with socket.io as main.ts wires it (connectAppToSockets) on the bench database, a
//   performer live with a public session, and `viewers` subscribers with a session token each, the first
//   `senders` of them also writing in the chat;
// - `floor`: a plain socket.io server with nothing else, whose POST /send broadcasts the same event to one
//   room: what delivering a line costs with no API, database or access checks in the way.
// Run by the bench: `tsx bench/support/stream-chat-server.ts <app|floor> <dataDir> <viewers> <senders>`.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Server } from 'socket.io';
import { startBenchRealtimeApi } from './bench-app';
import { sessionTokens, subscribedViewers } from './bench-audience';
import { createPerformer } from '../../test/factories/users';
import { aMessage } from '../../test/helpers/realtime-message-fixtures';

import { streamRoom } from '../../src/contracts/socket-events';

export interface FanoutReady {
  port: number;
  streamId: string;
  conversationId: string;
  /** One token per viewer; the first `senders` also write. */
  viewerTokens: string[];
  senders: number;
  adapter: 'in-memory' | 'redis' | 'none';
}
/** joined: sockets in the session's room; count: the viewer count timed (ms per count, several runs). */
export type FanoutRequest = 'joined' | 'count' | 'stats' | 'stop';

const FLOOR_STREAM_ID = '00000000-0000-4000-8000-00000000f100';

async function serveApp(dataDir: string, viewerCount: number, senders: number): Promise<void> {
  const { app, database, port, stop, config, io, wiring, adapter } = await startBenchRealtimeApi(dataDir);
  const db = database.db;

  const performer = await createPerformer(db);
  const [performerToken] = await sessionTokens(db, config.jwtSecret, [performer.id]);
  const viewerTokens = await sessionTokens(db, config.jwtSecret, await subscribedViewers(db, performer.id, viewerCount));
  const live = await app.inject({ method: 'POST', url: '/api/streaming/live', headers: { authorization: `Bearer ${performerToken}` }, payload: { title: 'Fan-out bench' } });
  if (live.statusCode !== 200) throw new Error(`Could not go live: ${live.statusCode} ${live.body}`);
  const stream = live.json().data as { _id: string; conversationId: string };

  process.send!({ port, streamId: stream._id, conversationId: stream.conversationId, viewerTokens, senders, adapter } satisfies FanoutReady);

  process.on('message', async (msg: FanoutRequest) => {
    if (msg === 'joined') process.send!({ joined: io.of('/').adapter.rooms.get(streamRoom(stream._id))?.size ?? 0 });
    if (msg === 'count') {
      const times: number[] = [];
      let viewers = 0;
      for (let i = 0; i < 5; i++) {
        const t0 = performance.now();
        viewers = await wiring.countViewers(stream._id);
        times.push(performance.now() - t0);
      }
      process.send!({ viewers, times });
    }
    if (msg === 'stats') process.send!({ rssMb: Math.round(process.memoryUsage().rss / 1024 / 1024) });
    if (msg === 'stop') {
      wiring.stop();
      await stop();
      process.exit(0);
    }
  });
}

/** A message as the chat sends it, so the floor's event is as large as the app's. */
function lineOf(text: string) {
  const at = new Date().toISOString();
  const sender = { _id: FLOOR_STREAM_ID, name: 'Viewer 1', username: 'viewer_1', avatar: 'http://localhost:3000/images/avatar-placeholder.png' };
  return aMessage({ conversationId: FLOOR_STREAM_ID, senderId: FLOOR_STREAM_ID, sender, text, createdAt: at, updatedAt: at });
}

async function serveFloor(viewerCount: number): Promise<void> {
  const server = http.createServer((req, res) => {
    if (req.method !== 'POST' || req.url !== '/send') return void res.writeHead(404).end();
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      const { text } = JSON.parse(body) as { text: string };
      const message = lineOf(text);
      io.to('room').emit('stream/message', { streamId: FLOOR_STREAM_ID, message });
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ status: 0, data: message }));
    });
  });
  const io = new Server(server, { transports: ['websocket'], serveClient: false });
  io.on('connection', (socket) => void socket.join('room'));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  process.send!({ port, streamId: FLOOR_STREAM_ID, conversationId: FLOOR_STREAM_ID, viewerTokens: Array.from({ length: viewerCount }, () => ''), senders: 1, adapter: 'none' } satisfies FanoutReady);
  process.on('message', (msg: FanoutRequest) => {
    if (msg === 'joined') process.send!({ joined: io.of('/').adapter.rooms.get('room')?.size ?? 0 });
    if (msg === 'stats') process.send!({ rssMb: Math.round(process.memoryUsage().rss / 1024 / 1024) });
    if (msg === 'stop') {
      io.close();
      server.close();
      process.exit(0);
    }
  });
}

const [kind, dataDir, viewers, senders] = process.argv.slice(2);
(kind === 'floor' ? serveFloor(Number(viewers)) : serveApp(dataDir, Number(viewers), Number(senders))).catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});
