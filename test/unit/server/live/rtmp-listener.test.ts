// The RTMP listener on its own, with the real ffmpeg as publisher and player: a publish is handed over and,
// once accepted, arrives as FLV that decodes; a refusal fails the publisher; players are turned away; bytes
// the protocol does not allow, a connection that never publishes and a port already taken end only what they
// concern (the process runs on); stream names never reach the log.
import { spawn } from 'node:child_process';
import fsp from 'node:fs/promises';
import net, { type AddressInfo } from 'node:net';
import path from 'node:path';
import amf from 'node-media-server/src/protocol/amf.js';
import { hideStreamNames, startRtmpListener, type RtmpListener, type RtmpListenerOptions, type RtmpPublish } from '@/server/media/live/rtmp/rtmp-listener';
import { examineMedia, makeBroadcast } from '../../../helpers/live-pipeline';
import { ffmpegForTests, makeTempDir } from '../../../helpers/media-fixtures';
import { pushRtmp } from '../../../helpers/rtmp-push';

jest.setTimeout(120_000);

let ffmpeg: string;
let temp: ReturnType<typeof makeTempDir>;
let recording: string;
const open: RtmpListener[] = [];
const lines: string[] = [];
const log = {
  info: (obj: object, msg: string) => void lines.push(`${msg} ${JSON.stringify(obj)}`),
  warn: (obj: object, msg: string) => void lines.push(`${msg} ${JSON.stringify(obj)}`),
  error: (obj: object, msg: string) => void lines.push(`${msg} ${JSON.stringify(obj)}`),
  debug: (obj: object, msg: string) => void lines.push(`${msg} ${JSON.stringify(obj)}`),
};

beforeAll(async () => {
  ffmpeg = await ffmpegForTests();
  temp = makeTempDir('fanstage-rtmp-listener-');
  recording = await makeBroadcast(ffmpeg, temp.dir, { codec: 'h264', seconds: 3, width: 320, height: 180, container: 'flv' });
});
afterAll(async () => {
  await Promise.all(open.map((l) => l.close()));
  await temp.remove();
});

async function listen(onPublish: RtmpListenerOptions['onPublish'], extra: Partial<RtmpListenerOptions> = {}) {
  const listener = startRtmpListener({ port: 0, host: '127.0.0.1', log, onPublish, ...extra });
  open.push(listener);
  const port = await listener.listening;
  expect(port).toBeGreaterThan(0);
  return port!;
}

/** The next publish handed over. */
function nextPublish() {
  let hand!: (p: RtmpPublish) => void;
  const handed = new Promise<RtmpPublish>((resolve) => (hand = resolve));
  return { handed, onPublish: (p: RtmpPublish) => hand(p) };
}

/** Resolves when the server closes the connection. */
const closedByServer = (socket: net.Socket) => new Promise<void>((resolve) => socket.once('close', () => resolve()));

async function connect(port: number): Promise<net.Socket> {
  const socket = net.connect(port, '127.0.0.1');
  socket.on('error', () => undefined);
  // Read what the server sends (its handshake): a socket left paused never sees the server close it.
  socket.resume();
  await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
  return socket;
}

it('hands a publish over; accepted, the stream arrives as FLV that decodes', async () => {
  const { handed, onPublish } = nextPublish();
  const port = await listen(onPublish);
  const obs = pushRtmp(ffmpeg, recording, `rtmp://127.0.0.1:${port}/live/fsk_secret-name`);
  const publish = await handed;
  expect(publish.app).toBe('live');
  expect(publish.name).toBe('fsk_secret-name');
  const chunks: Buffer[] = [];
  expect(publish.accept((chunk) => chunks.push(Buffer.from(chunk)))).toBe(true);
  expect(publish.accept(() => undefined)).toBe(false);
  expect(await obs.exited).toBe(0);
  await publish.closed;
  expect(publish.isOpen()).toBe(false);

  const file = path.join(temp.dir, 'received.flv');
  await fsp.writeFile(file, Buffer.concat(chunks));
  const examined = await examineMedia(ffmpeg, file);
  expect(examined.description).toMatch(/Video: h264/);
  expect(examined.description).toMatch(/Audio: aac/);
  expect(examined.decodeErrors).toBe('');
  // The library's lines came through, with the stream's name hidden.
  expect(lines.some((l) => l.includes('node-media-server:') && l.includes('/live/[stream name]'))).toBe(true);
  expect(lines.some((l) => l.includes('secret-name'))).toBe(false);
});

it('a publish closed instead of accepted fails the publisher, and cannot be accepted afterwards', async () => {
  const { handed, onPublish } = nextPublish();
  const port = await listen(onPublish);
  const obs = pushRtmp(ffmpeg, recording, `rtmp://127.0.0.1:${port}/live/refused-name`);
  const publish = await handed;
  publish.close();
  expect(await obs.exited).not.toBe(0);
  await publish.closed;
  expect(publish.accept(() => undefined)).toBe(false);
});

it('turns players away', async () => {
  const port = await listen(() => undefined);
  const player = spawn(ffmpeg, ['-hide_banner', '-nostdin', '-loglevel', 'error', '-i', `rtmp://127.0.0.1:${port}/live/anything`, '-f', 'null', '-'], { stdio: 'ignore' });
  const code = await new Promise<number | null>((resolve) => player.on('close', resolve));
  expect(code).not.toBe(0);
  expect(lines.some((l) => l.startsWith('RTMP play refused'))).toBe(true);
});

it('closes a connection whose commands the protocol does not allow, and keeps serving', async () => {
  const { handed, onPublish } = nextPublish();
  const port = await listen(onPublish);
  const socket = await connect(port);
  const closed = closedByServer(socket);
  // The handshake (the server takes any bytes), then a connect command whose address is not one.
  const payload: Buffer = amf.encodeAmf0Cmd({ cmd: 'connect', transId: 1, cmdObj: { app: 'live', tcUrl: 'not an address' } });
  const header = Buffer.alloc(12);
  header[0] = 0x03;
  header.writeUIntBE(payload.length, 4, 3);
  header[7] = 0x14;
  socket.write(Buffer.concat([Buffer.from([3]), Buffer.alloc(1536 * 2), header, payload]));
  await closed;
  // Caught and closed here: thrown out of the socket's handler, it would end the process.
  expect(lines.some((l) => l.startsWith('RTMP connection closed: it sent what the protocol does not allow'))).toBe(true);

  const obs = pushRtmp(ffmpeg, recording, `rtmp://127.0.0.1:${port}/live/after-garbage`);
  const publish = await handed;
  publish.close();
  expect(await obs.exited).not.toBe(0);
});

it('drops a connection that does not publish in time', async () => {
  const port = await listen(() => undefined, { admitTimeoutMs: 200 });
  const socket = await connect(port);
  await closedByServer(socket);
});

it('says so and runs on when the port is taken', async () => {
  const taken = net.createServer();
  await new Promise<void>((resolve) => taken.listen(0, '127.0.0.1', () => resolve()));
  const port = (taken.address() as AddressInfo).port;
  const listener = startRtmpListener({ port, host: '127.0.0.1', log, onPublish: () => undefined });
  expect(await listener.listening).toBeNull();
  expect(lines.some((l) => l.includes(`port ${port} is taken`))).toBe(true);
  await listener.close();
  await new Promise<void>((resolve) => taken.close(() => resolve()));
});

it('hides stream names in the library lines', () => {
  expect(hideStreamNames('RTMP session abc 127.0.0.1:5000 start push /live/fsk_0123_secret')).toBe('RTMP session abc 127.0.0.1:5000 start push /live/[stream name]');
  expect(hideStreamNames('push /live/k error, streamPath=/live/k already has a publisher')).toBe('push /live/[stream name] error, streamPath=/live/[stream name] already has a publisher');
  expect(hideStreamNames('invalid stream path characters: app=live, name=bad key')).toBe('invalid stream path characters: app=live, name=[stream name]');
});
