// What the request helper's browser tests (request.test.ts, request-wire.test.ts) set up alike: a fake API, the
// token cookie the helper sends as Authorization, the login redirect held back, and a server out of reach. All
// of it is undone after each test.
import Cookies from 'js-cookie';
import { TOKEN_COOKIE } from '@/contracts/shell-values';
import { navigation } from '@/lib/navigation';
import { network } from '@/lib/request';
import { fakeApi } from '../../helpers/fake-api';

type FakeApi = ReturnType<typeof fakeApi>;

/**
 * Call in a file or describe body. Its `fakeApi` answers the request helper's calls, each one in place of the
 * one before; after each test the network is the real one again, the token cookie gone and every spy restored.
 */
export function useRequestFakes() {
  let installed: FakeApi | undefined;
  afterEach(() => {
    installed?.restore();
    installed = undefined;
    Cookies.remove(TOKEN_COOKIE, { path: '/' });
    jest.restoreAllMocks();
  });
  return {
    fakeApi(...args: Parameters<typeof fakeApi>): FakeApi {
      installed?.restore();
      installed = fakeApi(...args);
      return installed;
    },
  };
}

/** The session token as the browser holds it, which the request helper sends as Authorization. */
export const setToken = (token: string) => Cookies.set(TOKEN_COOKIE, token, { path: '/' });

/** Keeps a 401's redirect to the login page from leaving the test page; the spy records where it was sent. */
export const holdLoginRedirect = () => jest.spyOn(navigation, 'hardRedirect').mockImplementation(() => undefined);

/** Runs `body` while no call reaches a server: every fetch fails as the browser's does when it cannot connect. */
export async function withServerOutOfReach<T>(body: () => Promise<T>): Promise<T> {
  const original = network.fetch;
  network.fetch = () => Promise.reject(new TypeError('Failed to fetch'));
  try {
    return await body();
  } finally {
    network.fetch = original;
  }
}
