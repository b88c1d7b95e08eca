// An RTMP server for streaming software (OBS and the like) inside the app process. node-media-server does the
// protocol (handshake, commands, media messages) with its RtmpSession; this file owns the TCP listener and
// decides what each connection may do:
// - Publishing only. A connection asking to play is closed: viewers watch through the app's signed HLS
//   playlists, never here.
// - Every publish is handed to `onPublish`, which decides asynchronously (the stream key, the performer, the
//   session) and either accepts it, receiving the stream as FLV bytes from then on, or closes it.
// - A connection that is not publishing and accepted within `admitTimeoutMs`, or sends nothing for
//   `idleTimeoutMs`, is dropped; at most `maxConnections` are open at once.
// - Bytes node-media-server's parser chokes on close that connection instead of throwing out of a socket
//   handler (which would end the whole process).
// - node-media-server's own log lines (console, with the stream's name in them, which is the performer's
//   secret key) go to this log at debug level with every stream name hidden.
// Why not its NodeMediaServer class: it exits the process when the port is taken, starts an HTTP server with
// an admin API and a store in ./data, and cannot listen on port 0.
import net, { type AddressInfo } from 'node:net';
import type { BroadcastSubscriber } from 'node-media-server/src/server/broadcast_server.js';
import Context from 'node-media-server/src/core/context.js';
import libraryLogger from 'node-media-server/src/core/logger.js';
import RtmpSession from 'node-media-server/src/session/rtmp_session.js';
import type { Log } from '../../../log';
import type { LiveLog } from '../live-log';

/** The live pipeline's levels, and debug where the logger has it (node-media-server's own lines go there). */
export type RtmpLog = LiveLog & Partial<Pick<Log, 'debug'>>;

/** One publish asked for on the RTMP server (`rtmp://host:port/<app>/<name>`). */
export interface RtmpPublish {
  /** The application in the server address (`live`). */
  readonly app: string;
  /** The stream name: for Fanstage the performer's stream key. Never log it. */
  readonly name: string;
  /** The publisher's address, for the log. */
  readonly remoteAddress: string;
  /**
   * Starts the stream: `write` gets the FLV header, the metadata and codec headers, the frames since the last
   * keyframe, then every message as it comes. False when the connection has closed meanwhile (or lost its
   * stream name to another publish), and nothing is sent.
   */
  accept(write: (chunk: Buffer) => void): boolean;
  /** Closes the connection: a refusal, or the end of an accepted publish from the server's side. */
  close(): void;
  isOpen(): boolean;
  /** Resolves once the connection has closed, whoever closed it. */
  readonly closed: Promise<void>;
}

export interface RtmpListenerOptions {
  port: number;
  host?: string;
  log: RtmpLog;
  /** Called once per publish; must accept or close it. */
  onPublish(publish: RtmpPublish): void;
  /** How long a connection may take from connecting to an accepted publish (default 15 s). */
  admitTimeoutMs?: number;
  /** A connection silent this long is dropped (default 30 s; OBS sends many messages a second). */
  idleTimeoutMs?: number;
  /** Connections open at once (default 64). */
  maxConnections?: number;
}

export interface RtmpListener {
  /** The port listened on, or null when the server could not listen (the reason is logged as a warning). */
  readonly listening: Promise<number | null>;
  /** Stops listening and drops every connection. */
  close(): Promise<void>;
}

/** Stream names are stream keys: the library's messages keep the application and lose the name. */
export function hideStreamNames(message: string): string {
  return message.replace(/(\/[\w-]*\/)[^\s,]+/g, '$1[stream name]').replace(/\bname=.*$/s, 'name=[stream name]');
}

const listeners = new Set<RtmpLog>();
let libraryLogTaken = false;
/** The library logs through one module-wide logger: its lines go to the logs of the listeners running. */
function takeLibraryLog() {
  if (libraryLogTaken) return;
  libraryLogTaken = true;
  libraryLogger.log = (message: string, level = 'info') => {
    if (level === 'trace' || level === 'debug') return;
    const line = hideStreamNames(String(message));
    for (const log of listeners) log.debug?.({ level }, `node-media-server: ${line}`);
  };
}

let subscriberCount = 0;

export function startRtmpListener(options: RtmpListenerOptions): RtmpListener {
  const { log } = options;
  const admitTimeoutMs = options.admitTimeoutMs ?? 15_000;
  const idleTimeoutMs = options.idleTimeoutMs ?? 30_000;
  takeLibraryLog();
  listeners.add(log);

  /** This server's sessions: the library's event bus is shared by everything in the process. */
  const published = new Map<RtmpSession, () => void>();
  const sockets = new Set<net.Socket>();

  function onConnection(socket: net.Socket) {
    sockets.add(socket);
    const session = new RtmpSession(socket);
    const remoteAddress = `${socket.remoteAddress ?? '?'}:${socket.remotePort ?? '?'}`;
    let accepted = false;
    let asked = false;
    const drop = () => socket.destroy();
    const admitTimer = setTimeout(() => {
      if (!accepted) drop();
    }, admitTimeoutMs);
    admitTimer.unref();
    socket.setTimeout(idleTimeoutMs, drop);
    const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
    void closed.then(() => {
      clearTimeout(admitTimer);
      sockets.delete(socket);
      published.delete(session);
    });

    const parse = session.onData;
    session.onData = (data) => {
      try {
        parse(data);
      } catch (err) {
        log.debug?.({ err, remoteAddress }, 'RTMP connection closed: it sent what the protocol does not allow');
        drop();
      }
    };
    session.onPlay = () => {
      log.info({ remoteAddress }, 'RTMP play refused: this server only takes broadcasts; viewers watch on the site');
      drop();
    };

    published.set(session, () => {
      // One publish per connection.
      if (asked) return drop();
      asked = true;
      const broadcast = session.broadcast;
      let subscriber: BroadcastSubscriber | null = null;
      void closed.then(() => {
        if (subscriber) broadcast.donePlay(subscriber);
      });
      const publish: RtmpPublish = {
        app: session.streamApp,
        name: session.streamName,
        remoteAddress,
        accept(write) {
          if (accepted || socket.destroyed || broadcast.publisher !== session) return false;
          const made: BroadcastSubscriber = {
            id: `fanstage-ingest-${++subscriberCount}`,
            ip: '',
            protocol: 'flv',
            streamPath: session.streamPath,
            endTime: 0,
            sendBuffer: write,
            close: () => undefined,
          };
          if (broadcast.postPlay(made) !== null) return false;
          subscriber = made;
          accepted = true;
          clearTimeout(admitTimer);
          return true;
        },
        close: drop,
        isOpen: () => !socket.destroyed,
        closed,
      };
      try {
        options.onPublish(publish);
      } catch (err) {
        log.error({ err, remoteAddress }, 'RTMP publish could not be handled');
        drop();
      }
    });
    session.run();
  }

  // node-media-server announces a publish before it takes the stream name; accept() checks it did.
  const onPrePublish = (session: RtmpSession) => published.get(session)?.();
  Context.eventEmitter.on('prePublish', onPrePublish);

  const server = net.createServer(onConnection);
  server.maxConnections = options.maxConnections ?? 64;
  const listening = new Promise<number | null>((resolve) => {
    server.once('error', (err: NodeJS.ErrnoException) => {
      const why = err.code === 'EADDRINUSE' ? `port ${options.port} is taken by another program` : err.message;
      log.warn({ err, port: options.port }, `The RTMP server for streaming software could not start (${why}); broadcasting from the browser still works.`);
      resolve(null);
    });
    server.listen(options.port, options.host, () => {
      server.on('error', (err) => log.warn({ err }, 'RTMP server error'));
      resolve((server.address() as AddressInfo).port);
    });
  });

  return {
    listening,
    async close() {
      Context.eventEmitter.off('prePublish', onPrePublish);
      listeners.delete(log);
      const stopped = new Promise<void>((resolve) => server.close(() => resolve()));
      for (const socket of sockets) socket.destroy();
      if (await listening) await stopped;
    },
  };
}
