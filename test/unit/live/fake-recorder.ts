// A MediaRecorder stand-in for the publisher's tests: it records what it was made with, starts and stops, and
// hands over the chunks the test gives it. Every recorder made since the last reset is in FakeRecorder.made.
import type { MakeRecorder, RecorderLike, RecorderOptions } from '@/components/live/live-publisher';

export class FakeRecorder implements RecorderLike {
  static made: FakeRecorder[] = [];
  state: RecorderLike['state'] = 'inactive';
  ondataavailable: RecorderLike['ondataavailable'] = null;
  onerror: RecorderLike['onerror'] = null;
  timeslice: number | undefined;
  constructor(
    public stream: MediaStream,
    public options: RecorderOptions,
  ) {
    FakeRecorder.made.push(this);
  }
  start(timeslice?: number) {
    this.state = 'recording';
    this.timeslice = timeslice;
  }
  stop() {
    this.state = 'inactive';
  }
  /**
   * A chunk as the browser hands it over: its size and its bytes through arrayBuffer, all the publisher reads
   * (a readable stand-in, since jsdom's Blob cannot be read).
   */
  chunk(text: string) {
    const bytes = new TextEncoder().encode(text);
    this.ondataavailable?.({ data: { size: bytes.length, arrayBuffer: async () => bytes.buffer } as unknown as Blob });
  }
}

export const makeRecorder: MakeRecorder = (stream, options) => new FakeRecorder(stream, options);
