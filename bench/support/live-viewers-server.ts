// The server side of bench/live-viewers-per-node.ts, in its own process. Two kinds, by the first argument:
// - `app`: the API with socket.io as main.ts wires it (connectAppToSockets: the socket ingest, the live routes
//   with canWatch from the streams module) on the bench database, local disk storage in dataDir, a verified
//   performer who logs in with a password (the bench's publisher goes live through the API and the socket as
//   the demo does), and `viewers` accounts subscribed to her, each with a session token of its own;
// - `floor`: a plain node:http server answering GET /index.m3u8 and GET /segment-N.ts straight from the
//   session folder the app's ingest writes to (`folder`), with no session, no check and no signing.
// Run by the bench: `tsx bench/support/live-viewers-server.ts app <dataDir> <viewers>` or
// `tsx bench/support/live-viewers-server.ts floor <folder>`.
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { startBenchApi } from './bench-app';
import { sessionTokens, subscribedViewers } from './bench-audience';
import { createPerformer, DEFAULT_PASSWORD } from '../../test/factories/users';

import { connectAppToSockets } from '../../src/server/realtime/app-realtime';
import { createRealtimeServer } from '../../src/server/realtime/socket-server';

export interface ViewersServerReady {
  port: number;
  /** app only: the performer's login, and where her sessions' live files are written. */
  performer?: { username: string; password: string };
  liveDir?: string;
  viewerTokens?: string[];
}
export type ViewersServerRequest = 'stop';


async function serveApp(dataDir: string, viewerCount: number): Promise<void> {
  const { app, database, port, stop, config } = await startBenchApi(dataDir);
  const db = database.db;
  const io = createRealtimeServer(app.server, { resolveSession: app.services.auth.resolveSession });
  const wiring = connectAppToSockets(io, app.services);

  const performer = await createPerformer(db);
  const viewerTokens = await sessionTokens(db, config.jwtSecret, await subscribedViewers(db, performer.id, viewerCount));

  process.send!({
    port,
    performer: { username: performer.username!, password: DEFAULT_PASSWORD },
    liveDir: path.join(config.dataDir, 'media', 'private', 'live'),
    viewerTokens,
  } satisfies ViewersServerReady);
  process.on('message', async (msg: ViewersServerRequest) => {
    if (msg !== 'stop') return;
    wiring.stop();
    io.close();
    await stop();
    process.exit(0);
  });
}

async function serveFloor(folder: string): Promise<void> {
  const server = http.createServer((req, res) => {
    const name = (req.url ?? '').split('?')[0].slice(1);
    const file = name === 'index.m3u8' ? 'playlist-current.m3u8' : /^segment-\d+\.ts$/.test(name) ? name : null;
    if (req.method !== 'GET' || !file) return void res.writeHead(404).end();
    const stream = fs.createReadStream(path.join(folder, file));
    stream.once('open', () => {
      res.writeHead(200, { 'content-type': file.endsWith('.ts') ? 'video/mp2t' : 'application/vnd.apple.mpegurl' });
      stream.pipe(res);
    });
    stream.once('error', () => {
      if (!res.headersSent) res.writeHead(404);
      res.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  process.send!({ port: (server.address() as AddressInfo).port } satisfies ViewersServerReady);
  process.on('message', (msg: ViewersServerRequest) => {
    if (msg !== 'stop') return;
    server.closeAllConnections();
    server.close(() => process.exit(0));
  });
}

const [kind, arg, viewers] = process.argv.slice(2);
(kind === 'floor' ? serveFloor(arg) : serveApp(arg, Number(viewers))).catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});
