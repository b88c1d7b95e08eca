// The parts of node-media-server (4.4.x, plain JavaScript without types) the RTMP listener uses: its RTMP
// session (handshake, commands, media messages), the broadcast a publish feeds, the event bus ('prePublish'...)
// and its logger. Checked against the package's src/ when it is upgraded.
declare module 'node-media-server/src/server/broadcast_server.js' {
  import type RtmpSession from 'node-media-server/src/session/rtmp_session.js';

  /** A subscriber of a broadcast: node-media-server sends it the stream as FLV (`protocol: 'flv'`). */
  export interface BroadcastSubscriber {
    id: string;
    /** Empty: an internal subscriber, which node-media-server neither announces nor counts as a play. */
    ip: string;
    protocol: 'flv';
    streamPath: string;
    endTime: number;
    sendBuffer(buffer: Buffer): void;
    close(): void;
  }

  export default class BroadcastServer {
    constructor(streamPath: string);
    streamPath: string;
    publisher: RtmpSession | null;
    subscribers: Map<string, unknown>;
    /** Sends the FLV header, metadata, codec headers and the current group of pictures, then adds the subscriber; an error sentence or null. */
    postPlay(session: BroadcastSubscriber): string | null;
    donePlay(session: BroadcastSubscriber): void;
  }
}

declare module 'node-media-server/src/session/rtmp_session.js' {
  import type { Socket } from 'node:net';
  import type BroadcastServer from 'node-media-server/src/server/broadcast_server.js';

  export default class RtmpSession {
    constructor(socket: Socket);
    id: string;
    ip: string;
    streamApp: string;
    streamName: string;
    streamPath: string;
    isPublisher: boolean;
    broadcast: BroadcastServer;
    socket: Socket;
    /** Instance properties, read by run(): replace them before calling it. */
    onData: (data: Buffer) => void;
    onPlay: () => void;
    run(): void;
    close(): void;
  }
}

declare module 'node-media-server/src/core/context.js' {
  import type { EventEmitter } from 'node:events';

  const Context: {
    /** 'prePublish', 'postPublish', 'donePublish', 'prePlay'...: each with the session concerned. */
    eventEmitter: EventEmitter;
  };
  export default Context;
}

declare module 'node-media-server/src/core/logger.js' {
  const logger: {
    level: string;
    log(message: string, level?: string): void;
  };
  export default logger;
}

declare module 'node-media-server/src/protocol/amf.js' {
  /** An AMF0 command message's body (tests build protocol messages with it). */
  export function encodeAmf0Cmd(command: { cmd: string; transId?: number; cmdObj?: object; [field: string]: unknown }): Buffer;
  const amf: { encodeAmf0Cmd: typeof encodeAmf0Cmd };
  export default amf;
}
