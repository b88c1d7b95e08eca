// Sessions, join answers and a socket stand-in for the live pages' tests.
import type { Message } from '@/contracts/messages';
import type { JoinStreamResult, StreamAccess, StreamSession } from '@/contracts/streams';
import { textMessage } from '../../helpers/text-message';

export const STREAM_ID = 'b0000000-0000-4000-8000-000000000001';
export const CHAT_ID = 'c0000000-0000-4000-8000-000000000001';
export const LUNA_ID = 'a0000000-0000-4000-8000-000000000002';
export const FAN_ID = 'a0000000-0000-4000-8000-000000000001';

/** What the watch page asks the API for: the join answer, the HLS playlist and the session's chat. */
export const WATCH_ROUTES = {
  join: `GET /streaming/join/${STREAM_ID}`,
  playlist: `GET /live/${STREAM_ID}/index.m3u8`,
  chat: `GET /messages/stream/${CHAT_ID}`,
};

export function streamFactory(overrides: Partial<StreamSession> = {}): StreamSession {
  return {
    _id: STREAM_ID,
    performerId: LUNA_ID,
    performer: { _id: LUNA_ID, name: 'Luna Star', username: 'luna', avatar: '' },
    type: 'public',
    status: 'live',
    title: 'Friday night live',
    description: '',
    price: 0,
    pricePerMinute: null,
    fanId: null,
    conversationId: CHAT_ID,
    keepRecording: false,
    viewerCount: 3,
    tipTotal: 0,
    duration: 0,
    startedAt: '2026-03-06T20:00:00.000Z',
    endedAt: null,
    endReason: null,
    createdAt: '2026-03-06T20:00:00.000Z',
    updatedAt: '2026-03-06T20:00:00.000Z',
    ...overrides,
  };
}

export function joinFactory(stream: Partial<StreamSession> = {}, access: Partial<StreamAccess> = {}): JoinStreamResult {
  return {
    stream: streamFactory(stream),
    access: { canWatch: true, needs: null, price: 0, hasTicket: false, ...access },
  };
}

let lineCount = 0;
export function chatLine(overrides: Partial<Message> = {}): Message {
  lineCount += 1;
  const senderId = overrides.senderId ?? FAN_ID;
  return textMessage(
    {
      _id: `line-${lineCount}`,
      conversationId: CHAT_ID,
      senderId,
      sender: { _id: senderId, name: senderId === LUNA_ID ? 'Luna Star' : 'Ann Fan', username: null, avatar: '' },
      text: 'Hello Luna',
      createdAt: '2026-03-06T20:01:00.000Z',
    },
    overrides,
  );
}

type Listener = (...args: unknown[]) => void;

/**
 * The page's socket as the live components use it: what they emit is recorded (with its ack, answered by
 * `answers`), and `serverSends` plays an event from the server to the listeners they bound.
 */
export function fakeSocket(answers: Record<string, unknown> = {}) {
  const listeners = new Map<string, Set<Listener>>();
  const emitted: { event: string; payload: unknown }[] = [];
  const socket = {
    connected: true,
    on(event: string, listener: Listener) {
      if (!listeners.has(event)) listeners.set(event, new Set());
      listeners.get(event)!.add(listener);
      return socket;
    },
    off(event: string, listener: Listener) {
      listeners.get(event)?.delete(listener);
      return socket;
    },
    emit(event: string, payload: unknown, ack?: (answer: unknown) => void) {
      emitted.push({ event, payload });
      if (ack && event in answers) ack(answers[event]);
      return socket;
    },
    serverSends(event: string, payload: unknown) {
      for (const listener of [...(listeners.get(event) ?? [])]) listener(payload);
    },
    listenerCount: (event: string) => listeners.get(event)?.size ?? 0,
    emitted,
    emittedOf: (event: string) => emitted.filter((e) => e.event === event).map((e) => e.payload),
  };
  return socket;
}
export type FakeSocket = ReturnType<typeof fakeSocket>;

/**
 * Before each test, a new fakeSocket that `getSocket` (mocked by the test file with jest.fn) hands out, and that
 * `set` receives.
 */
export function useFakeSocket(getSocket: unknown, set: (socket: FakeSocket) => void) {
  beforeEach(() => {
    const socket = fakeSocket();
    (getSocket as jest.Mock).mockReturnValue(socket);
    set(socket);
  });
}
