// The thin bar at the top of the page while a route changes (nprogress). Its code is fetched on the first
// route change, not with every page's first load: a page that is only read never needs it. The navigation
// that fetched it still shows the bar: started once the code arrives, and finished at once if that
// navigation has already ended (what nprogress draws for a quick navigation anyway).
export interface ProgressBar {
  configure(options: { showSpinner: boolean }): unknown;
  start(): unknown;
  done(): unknown;
}

type RouteEvent = 'routeChangeStart' | 'routeChangeComplete' | 'routeChangeError';

export interface RouteEvents {
  on(event: RouteEvent, handler: () => void): void;
  off(event: RouteEvent, handler: () => void): void;
}

export const loadNProgress = (): Promise<ProgressBar> => import('nprogress').then((m) => m.default);

/** Shows the bar for each route change `events` reports; returns what stops following them. */
export function followRouteChanges(events: RouteEvents, load: () => Promise<ProgressBar> = loadNProgress): () => void {
  let bar: ProgressBar | undefined;
  let fetching = false;
  let navigating = false;
  let stopped = false;

  const start = () => {
    navigating = true;
    if (bar) {
      bar.start();
      return;
    }
    if (fetching) return;
    fetching = true;
    load().then(
      (loaded) => {
        fetching = false;
        if (stopped) return;
        bar = loaded;
        bar.configure({ showSpinner: false });
        bar.start();
        if (!navigating) bar.done();
      },
      // No bar this time (the chunk could not be fetched, e.g. offline); the next route change tries again.
      () => {
        fetching = false;
      },
    );
  };
  const done = () => {
    navigating = false;
    bar?.done();
  };

  events.on('routeChangeStart', start);
  events.on('routeChangeComplete', done);
  events.on('routeChangeError', done);
  return () => {
    stopped = true;
    events.off('routeChangeStart', start);
    events.off('routeChangeComplete', done);
    events.off('routeChangeError', done);
  };
}
