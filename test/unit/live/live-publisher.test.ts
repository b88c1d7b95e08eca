/**
 * @jest-environment node
 */
// The performer's video going out: the recording format chosen (H.264 first), stream/publish before any chunk,
// the chunks in order with their bytes, nothing sent after a refusal, while disconnected, or after stop.
import {
  CHUNK_MS,
  PUBLISH_NO_ANSWER,
  PUBLISH_NOT_CONNECTED,
  RECORDING_UNSUPPORTED,
  chooseRecorderMime,
  createLivePublisher,
  recorderOptions,
  videoBitrateFor,
  type PublishSocket,
} from '@/components/live/live-publisher';
import { FakeRecorder, makeRecorder } from './fake-recorder';
import { STREAM_ID, fakeSocket } from './fixtures';

const H264 = 'video/webm;codecs=h264,opus';
const VP8 = 'video/webm;codecs=vp8,opus';

describe('the recording format', () => {
  it('picks H.264 when the browser records it', () => {
    expect(chooseRecorderMime(() => true)).toBe(H264);
    expect(chooseRecorderMime((t) => t === H264 || t === VP8)).toBe(H264);
  });

  it('falls back to VP8, then to plain WebM, and to nothing', () => {
    expect(chooseRecorderMime((t) => t === VP8 || t === 'video/webm')).toBe(VP8);
    expect(chooseRecorderMime((t) => t === 'video/webm')).toBe('video/webm');
    expect(chooseRecorderMime(() => false)).toBeNull();
  });

  it('asks for a keyframe every second and about 1.5 Mb/s at 720p', () => {
    expect(recorderOptions(H264, 720)).toEqual({ mimeType: H264, videoBitsPerSecond: 1_500_000, audioBitsPerSecond: 128_000, videoKeyFrameIntervalDuration: 1000 });
    expect(videoBitrateFor(480)).toBe(1_000_000);
    expect(videoBitrateFor(360)).toBe(600_000);
    expect(videoBitrateFor(undefined)).toBe(1_500_000);
  });
});


const media = { getVideoTracks: () => [{ getSettings: () => ({ height: 720 }) }] } as unknown as MediaStream;

const decoded = (payloads: unknown[]) => payloads.map((p) => Buffer.from((p as { data: ArrayBuffer }).data).toString());

function publisherWith(socket: ReturnType<typeof fakeSocket> | null, isTypeSupported: (t: string) => boolean = () => true) {
  return createLivePublisher({ streamId: STREAM_ID, media, socket: () => socket as unknown as PublishSocket, makeRecorder, isTypeSupported });
}

beforeEach(() => {
  FakeRecorder.made = [];
});

describe('publishing', () => {
  it('asks the server first, then records in quarter seconds and sends each chunk in order', async () => {
    const socket = fakeSocket({ 'stream/publish': { ok: true } });
    const publisher = publisherWith(socket);
    expect(await publisher.start()).toEqual({ ok: true });
    expect(socket.emitted[0]).toEqual({ event: 'stream/publish', payload: { streamId: STREAM_ID, mimeType: H264 } });
    const [recorder] = FakeRecorder.made;
    expect(recorder.timeslice).toBe(CHUNK_MS);
    expect(recorder.options).toMatchObject({ mimeType: H264, videoKeyFrameIntervalDuration: 1000 });

    recorder.chunk('one');
    recorder.chunk('two');
    recorder.chunk('three');
    await publisher.flushed();
    const chunks = socket.emittedOf('stream/chunk');
    expect(chunks.map((c) => (c as { streamId: string }).streamId)).toEqual([STREAM_ID, STREAM_ID, STREAM_ID]);
    expect(chunks.every((c) => (c as { data: unknown }).data instanceof ArrayBuffer)).toBe(true);
    expect(decoded(chunks)).toEqual(['one', 'two', 'three']);
    expect(publisher.sentChunks).toBe(3);
  });

  it('stops sending on stop, tells the server, and drops chunks still being read', async () => {
    const socket = fakeSocket({ 'stream/publish': { ok: true } });
    const publisher = publisherWith(socket);
    await publisher.start();
    const [recorder] = FakeRecorder.made;
    recorder.chunk('before');
    await publisher.flushed();
    recorder.chunk('in flight');
    publisher.stop();
    recorder.chunk('after');
    await publisher.flushed();
    expect(decoded(socket.emittedOf('stream/chunk'))).toEqual(['before']);
    expect(recorder.state).toBe('inactive');
    expect(socket.emittedOf('stream/unpublish')).toEqual([{ streamId: STREAM_ID }]);
    publisher.stop();
    expect(socket.emittedOf('stream/unpublish')).toHaveLength(1);
  });

  it('records nothing when the server refuses, and says why', async () => {
    const socket = fakeSocket({ 'stream/publish': { ok: false, message: 'Only the performer of this session can publish to it.' } });
    expect(await publisherWith(socket).start()).toEqual({ ok: false, message: 'Only the performer of this session can publish to it.' });
    expect(FakeRecorder.made).toHaveLength(0);
    expect(socket.emittedOf('stream/chunk')).toHaveLength(0);
  });

  it('gives up when the server does not answer', async () => {
    jest.useFakeTimers();
    try {
      const socket = fakeSocket();
      const started = publisherWith(socket).start();
      jest.advanceTimersByTime(10_000);
      expect(await started).toEqual({ ok: false, message: PUBLISH_NO_ANSWER });
      expect(FakeRecorder.made).toHaveLength(0);
    } finally {
      jest.useRealTimers();
    }
  });

  it('does not start without a connection or a format the browser records', async () => {
    const offline = fakeSocket({ 'stream/publish': { ok: true } });
    offline.connected = false;
    expect(await publisherWith(offline).start()).toEqual({ ok: false, message: PUBLISH_NOT_CONNECTED });
    expect(offline.emitted).toHaveLength(0);
    expect(await publisherWith(fakeSocket({ 'stream/publish': { ok: true } }), () => false).start()).toEqual({ ok: false, message: RECORDING_UNSUPPORTED });
  });

  it('drops chunks while the connection is down and marks the gap; publishing again starts a new recording', async () => {
    const socket = fakeSocket({ 'stream/publish': { ok: true } });
    const publisher = publisherWith(socket);
    await publisher.start();
    const [first] = FakeRecorder.made;
    socket.connected = false;
    first.chunk('lost');
    await publisher.flushed();
    expect(socket.emittedOf('stream/chunk')).toHaveLength(0);
    expect(publisher.hasGap).toBe(true);

    socket.connected = true;
    await publisher.start();
    expect(first.state).toBe('inactive');
    const second = FakeRecorder.made[1];
    first.chunk('old recorder');
    second.chunk('fresh');
    await publisher.flushed();
    expect(decoded(socket.emittedOf('stream/chunk'))).toEqual(['fresh']);
    expect(socket.emittedOf('stream/publish')).toHaveLength(2);
  });
});
