// The realtime socket is mockOpened after the page: socket.io-client is fetched only when a socket is wanted,
// once the browser is idle, and a close before then calls the opening off.
import type { UnknownAction } from '@reduxjs/toolkit';

const mockLoaded = { count: 0 };
const mockOpened: Array<{ url: string; token: unknown; disconnect: jest.Mock }> = [];

jest.mock('socket.io-client', () => {
  mockLoaded.count += 1;
  return {
    io: (url: string, options: { query: { token: unknown } }) => {
      const socket = {
        connected: false,
        on: jest.fn(),
        removeAllListeners: jest.fn(),
        disconnect: jest.fn(),
        io: { on: jest.fn(), removeAllListeners: jest.fn(), opts: options },
      };
      mockOpened.push({ url, token: options.query.token, disconnect: socket.disconnect });
      return socket;
    },
  };
});

type SocketModule = typeof import('@/services/socket');

/** A fresh copy of the module (nothing loaded, no socket), with requestIdleCallback replaced by a queue. */
function freshSocketModule() {
  let socketModule: SocketModule | undefined;
  jest.isolateModules(() => {
    socketModule = jest.requireActual<SocketModule>('@/services/socket');
  });
  return socketModule!;
}

const idle: Array<{ run: () => void; timeout: number | undefined }> = [];
const realIdle = { request: window.requestIdleCallback, cancel: window.cancelIdleCallback };

beforeEach(() => {
  mockLoaded.count = 0;
  mockOpened.length = 0;
  idle.length = 0;
  window.requestIdleCallback = ((run: () => void, options?: { timeout?: number }) => idle.push({ run, timeout: options?.timeout })) as typeof window.requestIdleCallback;
  window.cancelIdleCallback = (id: number) => {
    idle[id - 1]!.run = () => undefined;
  };
});

afterEach(() => {
  window.requestIdleCallback = realIdle.request;
  window.cancelIdleCallback = realIdle.cancel;
  jest.useRealTimers();
});

/** Waits for the client's import the module started (a second import settles after it), then its callbacks. */
async function settled(socket: SocketModule) {
  await socket.loadSocketClient();
  for (let i = 0; i < 5; i++) await Promise.resolve();
}

const statuses = (actions: UnknownAction[]) => actions.filter((a) => a.type === 'socket/setSocketStatus').map((a) => a.payload);

it('importing the socket module does not load socket.io-client', () => {
  freshSocketModule();
  expect(mockLoaded.count).toBe(0);
});

it('opening directly needs the client loaded first', async () => {
  const socket = freshSocketModule();
  expect(() => socket.openSocket({ url: 'http://api.test', token: 't', dispatch: (a) => a })).toThrow(/not loaded/);
  await socket.loadSocketClient();
  expect(socket.openSocket({ url: 'http://api.test', token: 't', dispatch: (a) => a })).toBe(socket.getSocket());
});

it('loads the client and opens the socket only once the page is idle, at most a few seconds later', async () => {
  const socket = freshSocketModule();
  const actions: UnknownAction[] = [];
  socket.openSocketWhenIdle({ url: 'http://api.test', token: 'tok-idle', dispatch: (a) => (actions.push(a as UnknownAction), a) });
  expect(socket.getSocket()).toBeNull();
  expect(idle).toHaveLength(1);
  expect(idle[0]!.timeout).toBe(socket.SOCKET_IDLE_TIMEOUT_MS);

  idle[0]!.run();
  await settled(socket);
  expect(mockOpened).toEqual([expect.objectContaining({ url: 'http://api.test', token: 'tok-idle' })]);
  expect(socket.getSocket()).not.toBeNull();
  expect(statuses(actions)).toEqual(['initialized']);
});

it('a close before the page is idle calls the opening off', async () => {
  const socket = freshSocketModule();
  const close = socket.openSocketWhenIdle({ url: 'http://api.test', token: 'tok-gone', dispatch: (a) => a });
  close();
  idle[0]!.run();
  await settled(socket);
  expect(mockOpened).toEqual([]);
  expect(socket.getSocket()).toBeNull();
});

it('a close while the client loads calls the opening off; a close after it closes the socket', async () => {
  const socket = freshSocketModule();
  const closeEarly = socket.openSocketWhenIdle({ url: 'http://api.test', token: 'early', dispatch: (a) => a });
  idle[0]!.run();
  closeEarly();
  await settled(socket);
  expect(mockOpened).toEqual([]);

  const close = socket.openSocketWhenIdle({ url: 'http://api.test', token: 'late', dispatch: (a) => a });
  idle[1]!.run();
  await settled(socket);
  expect(mockOpened).toHaveLength(1);
  close();
  expect(mockOpened[0]!.disconnect).toHaveBeenCalled();
  expect(socket.getSocket()).toBeNull();
});

it('without requestIdleCallback it opens after a short delay', async () => {
  jest.useFakeTimers();
  // @ts-expect-error: a browser without requestIdleCallback
  delete window.requestIdleCallback;
  const socket = freshSocketModule();
  socket.openSocketWhenIdle({ url: 'http://api.test', token: 'tok-later', dispatch: (a) => a });
  jest.advanceTimersByTime(999);
  await settled(socket);
  expect(mockOpened).toEqual([]);
  jest.advanceTimersByTime(1);
  await settled(socket);
  expect(mockOpened).toEqual([expect.objectContaining({ token: 'tok-later' })]);
});
