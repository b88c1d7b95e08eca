// The server side of bench/message-latency.ts, in its own process: the API with socket.io (the wiring
// main.ts uses) on the bench database, performer–fan pairs that may message each other with a conversation
// each, and idle accounts, every one with a session token for a socket.
// Run by the bench: `tsx bench/support/message-latency-server.ts <dataDir> <sockets> <pairs>`.
import { startBenchRealtimeApi } from './bench-app';
import { sessionTokens } from './bench-audience';
import { subscribe } from '../../test/factories/content';
import { createPerformer, createUser } from '../../test/factories/users';
import { users } from '../../src/server/modules/users/users.table';

export interface LatencyPair {
  senderToken: string;
  recipientToken: string;
  conversationId: string;
}
export interface LatencyReady {
  port: number;
  pairs: LatencyPair[];
  idleTokens: string[];
  adapter: 'in-memory' | 'redis';
}
export type LatencyRequest = 'bound' | 'stats' | 'stop';

const BATCH = 500;

async function serve(dataDir: string, socketCount: number, pairCount: number): Promise<void> {
  const { app, database, port, stop, config, io, adapter } = await startBenchRealtimeApi(dataDir);
  const db = database.db;

  // Sessions straight in the table, as login would leave them: 5,000 argon2 logins would take minutes.
  const tokensFor = (userIds: string[]) => sessionTokens(db, config.jwtSecret, userIds);

  const senders: string[] = [];
  const recipients: string[] = [];
  for (let i = 0; i < pairCount; i++) {
    const performer = await createPerformer(db);
    const fan = await createUser(db);
    await subscribe(db, fan, performer);
    senders.push(performer.id);
    recipients.push(fan.id);
  }
  const idleIds: string[] = [];
  const run = Date.now().toString(36);
  for (let i = 0; i < socketCount - pairCount; i += BATCH) {
    const size = Math.min(BATCH, socketCount - pairCount - i);
    const rows = await db
      .insert(users)
      .values(Array.from({ length: size }, (_, k) => ({ name: `Idle ${i + k}`, username: `idle_${run}_${i + k}`, email: `idle_${run}_${i + k}@example.test`, verifiedEmail: true })))
      .returning({ id: users.id });
    idleIds.push(...rows.map((r) => r.id));
  }
  const [senderTokens, recipientTokens, idleTokens] = [await tokensFor(senders), await tokensFor(recipients), await tokensFor(idleIds)];

  const pairs: LatencyPair[] = [];
  for (let i = 0; i < pairCount; i++) {
    const res = await app.inject({
      method: 'POST',
      url: '/api/conversations',
      headers: { authorization: `Bearer ${senderTokens[i]}` },
      payload: { source: 'user', sourceId: recipients[i] },
    });
    if (res.statusCode !== 200) throw new Error(`Could not start a conversation: ${res.statusCode} ${res.body}`);
    pairs.push({ senderToken: senderTokens[i], recipientToken: recipientTokens[i], conversationId: res.json().data._id });
  }
  process.send!({ port, pairs, idleTokens, adapter } satisfies LatencyReady);

  process.on('message', async (msg: LatencyRequest) => {
    if (msg === 'bound') {
      let bound = 0;
      for (const socket of io.sockets.sockets.values()) if (socket.data.userId) bound += 1;
      process.send!({ bound });
    }
    if (msg === 'stats') process.send!({ rssMb: Math.round(process.memoryUsage().rss / 1024 / 1024), sockets: io.sockets.sockets.size });
    if (msg === 'stop') {
      await stop();
      process.exit(0);
    }
  });
}

serve(process.argv[2], Number(process.argv[3]), Number(process.argv[4])).catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});
