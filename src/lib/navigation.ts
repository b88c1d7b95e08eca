// Every navigation the client code starts goes through here (sagas, the request helper, the bootstrap),
// so there is one place to read and one seam for tests.
import Router from 'next/router';

export const LOGIN_PATH = '/auth/login';

export const navigation = {
  /** In-app navigation through the Next router. */
  push(path: string): Promise<boolean> {
    // On the server (a saga finishing during page render) there is no router; the bootstrap redirects there.
    if (typeof window === 'undefined') return Promise.resolve(false);
    return Router.push(path);
  },
  /** A full page load: drops every piece of in-memory state (used when the API says the session is gone). */
  hardRedirect(path: string): void {
    if (typeof window !== 'undefined') window.location.href = path;
  },
};
