// Two app nodes sharing a fresh PostgreSQL database, Redis and the secrets, started before a file's tests and
// stopped after them, with the calls the tests make to them: the API of one node, and a socket on one node
// bound to its user. Node A starts first and migrates the database; node B then finds it migrated.
import type { ClientToServerEvents, ServerToClientEvents } from '@/contracts/socket-events';
import { authenticatedUserId } from '@/server/realtime/socket-server';
import { io as connect, type Socket } from 'socket.io-client';
import type { TestUser } from '../../factories/users';
import { createSharedDatabase, deploymentSecrets, requireServices, startNode, type AppNode } from './app-node';

export type ClientSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

export interface TwoNodes {
  readonly a: AppNode;
  readonly b: AppNode;
  /** A socket on `node` for the user, once that node has bound it to the user; closed after the file. */
  socketOn(node: AppNode, user: TestUser, token: string, namespace?: '/' | '/api'): Promise<ClientSocket>;
}

/** Registers the file's beforeAll/afterAll that start and stop the two nodes. */
export function useTwoNodes(): TwoNodes {
  let shared: Awaited<ReturnType<typeof createSharedDatabase>> | undefined;
  let secrets: ReturnType<typeof deploymentSecrets> | undefined;
  let a: AppNode | undefined;
  let b: AppNode | undefined;
  const sockets: ClientSocket[] = [];

  beforeAll(async () => {
    await requireServices();
    shared = await createSharedDatabase();
    secrets = deploymentSecrets();
    a = await startNode('a', shared.url, secrets);
    b = await startNode('b', shared.url, secrets);
  });

  afterAll(async () => {
    sockets.forEach((s) => s.disconnect());
    await Promise.all([a?.close(), b?.close()]);
    await shared?.drop();
    secrets?.remove();
  });

  const started = (node: AppNode | undefined) => {
    if (!node) throw new Error('The two nodes start in beforeAll; use them inside tests.');
    return node;
  };

  return {
    get a() {
      return started(a);
    },
    get b() {
      return started(b);
    },
    async socketOn(node, user, token, namespace = '/') {
      const address = namespace === '/' ? node.url : `${node.url}${namespace}`;
      const socket: ClientSocket = connect(address, { query: { token }, transports: ['websocket'], reconnection: false, forceNew: true });
      sockets.push(socket);
      await new Promise<void>((resolve, reject) => {
        socket.once('connect', resolve);
        socket.once('connect_error', reject);
      });
      const held = node.io.of(namespace).sockets.get(socket.id!);
      if (!held || (await authenticatedUserId(held)) !== user.id) throw new Error(`Node ${node.name} did not bind the socket to its user.`);
      return socket;
    },
  };
}

/** One API call to `node` as the token's owner; a non-2xx answer fails the test with its body. */
export async function callNode<T>(node: AppNode, method: string, path: string, token: string, body?: unknown): Promise<T> {
  const res = await fetch(`${node.url}/api${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = (await res.json()) as { data: T };
  if (!res.ok) throw new Error(`${method} ${path} on node ${node.name}: ${res.status} ${JSON.stringify(json)}`);
  return json.data;
}
