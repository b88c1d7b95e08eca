// The client side the socket benches share: the open-files check, a child process to ask for its answers,
// sockets opened in batches, and a JSON POST over a keep-alive agent that answers its status code.
import { fork, execSync, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import { io as connect, type Socket } from 'socket.io-client';
import type { ClientToServerEvents, ServerToClientEvents } from '../../src/contracts/socket-events';

export type ClientSocket = Socket<ServerToClientEvents, ClientToServerEvents>;
const CONNECT_BATCH = 250;

export const ms = (value: number) => `${value.toFixed(1)} ms`;

/** Each socket needs a descriptor here and one in the server: say so before the kernel refuses them. */
export function checkFileLimit(sockets: number): void {
  const limit = Number(execSync('ulimit -n', { shell: '/bin/bash' }).toString().trim());
  const needed = sockets + 1000;
  if (Number.isFinite(limit) && limit < needed) {
    console.log(`note: open files limit is ${limit}, ${sockets} sockets need about ${needed} per process; raise it with \`ulimit -n ${needed * 2}\` first.`);
  }
}

/**
 * Forks a bench server (a TypeScript file run through tsx). `ask` sends a request (or none, for the first message
 * it sends when ready) and answers the server's next message; the server exiting first fails it.
 */
export function forkServer<Request>(file: string, args: string[], env: NodeJS.ProcessEnv, name = 'server') {
  const child: ChildProcess = fork(file, args, { execArgv: ['--import', 'tsx'], stdio: 'inherit', env });
  const ask = <T>(request?: Request) =>
    new Promise<T>((resolve, reject) => {
      const exited = (code: number | null) => reject(new Error(`The ${name} exited (${code}) early.`));
      child.once('exit', exited);
      child.once('message', (msg) => {
        child.off('exit', exited);
        resolve(msg as T);
      });
      if (request) child.send(request);
    });
  return { child, ask };
}

/**
 * Opens a socket per token (none for an empty token, a visitor) in batches: a burst of thousands of handshakes
 * would only measure the accept queue. forceNew: one engine.io connection per socket, as separate browsers have.
 */
export async function openSockets(port: number, tokens: string[]): Promise<ClientSocket[]> {
  const sockets: ClientSocket[] = [];
  for (let i = 0; i < tokens.length; i += CONNECT_BATCH) {
    const batch = tokens.slice(i, i + CONNECT_BATCH).map((token) => {
      const socket: ClientSocket = connect(`http://127.0.0.1:${port}`, { query: token ? { token } : {}, transports: ['websocket'], reconnection: false, forceNew: true });
      sockets.push(socket);
      return new Promise<void>((resolve, reject) => {
        socket.once('connect', () => resolve());
        socket.once('connect_error', reject);
      });
    });
    await Promise.all(batch);
  }
  return sockets;
}

/** POSTs `body` (JSON) to `path` on 127.0.0.1:`port`, as the holder of `token` when there is one; answers the status. */
export function postJson(agent: http.Agent, port: number, path: string, token: string, body: string, headers: Record<string, string> = {}): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        agent,
        host: '127.0.0.1',
        port,
        method: 'POST',
        path,
        headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers, 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}
