import { followRouteChanges, type ProgressBar, type RouteEvents } from '@/components/app/route-progress';

type Handler = () => void;

function fakeEvents() {
  const handlers = new Map<string, Set<Handler>>();
  const events: RouteEvents = {
    on: (event, handler) => void (handlers.get(event) ?? handlers.set(event, new Set()).get(event)!).add(handler),
    off: (event, handler) => void handlers.get(event)?.delete(handler),
  };
  const emit = (event: string) => handlers.get(event)?.forEach((h) => h());
  const count = () => [...handlers.values()].reduce((n, set) => n + set.size, 0);
  return { events, emit, count };
}

/** A bar recording what was asked of it, and a loader the test resolves by hand. */
function fakeBar() {
  const calls: string[] = [];
  const bar: ProgressBar = {
    configure: (options) => calls.push(`configure:${options.showSpinner}`),
    start: () => calls.push('start'),
    done: () => calls.push('done'),
  };
  let resolve: (b: ProgressBar) => void = () => undefined;
  let reject: (e: Error) => void = () => undefined;
  const load = jest.fn(
    () =>
      new Promise<ProgressBar>((res, rej) => {
        resolve = res;
        reject = rej;
      }),
  );
  return { bar, calls, load, arrive: () => resolve(bar), fail: () => reject(new Error('chunk load failed')) };
}

/** Lets the loader's settled promise run its callbacks (queued microtasks, no timers). */
const settle = async () => {
  for (let i = 0; i < 3; i += 1) await Promise.resolve();
};

describe('route progress bar', () => {
  it('fetches nothing until the first route change', () => {
    const { events } = fakeEvents();
    const { load } = fakeBar();
    followRouteChanges(events, load);
    expect(load).not.toHaveBeenCalled();
  });

  it('shows the bar on the first route change once its code arrives, then follows each change', async () => {
    const { events, emit } = fakeEvents();
    const { calls, load, arrive } = fakeBar();
    followRouteChanges(events, load);

    emit('routeChangeStart');
    expect(load).toHaveBeenCalledTimes(1);
    arrive();
    await settle();
    expect(calls).toEqual(['configure:false', 'start']);

    emit('routeChangeComplete');
    emit('routeChangeStart');
    emit('routeChangeError');
    expect(calls).toEqual(['configure:false', 'start', 'done', 'start', 'done']);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('still shows (and finishes) the bar for a first navigation that ended before the code arrived', async () => {
    const { events, emit } = fakeEvents();
    const { calls, load, arrive } = fakeBar();
    followRouteChanges(events, load);

    emit('routeChangeStart');
    emit('routeChangeStart');
    emit('routeChangeComplete');
    expect(load).toHaveBeenCalledTimes(1);
    arrive();
    await settle();
    expect(calls).toEqual(['configure:false', 'start', 'done']);
  });

  it('tries again on the next route change when the code could not be fetched', async () => {
    const { events, emit } = fakeEvents();
    const { calls, load, arrive, fail } = fakeBar();
    followRouteChanges(events, load);

    emit('routeChangeStart');
    fail();
    await settle();
    emit('routeChangeComplete');
    expect(calls).toEqual([]);

    emit('routeChangeStart');
    expect(load).toHaveBeenCalledTimes(2);
    arrive();
    await settle();
    expect(calls).toEqual(['configure:false', 'start']);
  });

  it('stops following route changes when asked, and ignores code that arrives afterwards', async () => {
    const { events, emit, count } = fakeEvents();
    const { calls, load, arrive } = fakeBar();
    const stop = followRouteChanges(events, load);
    expect(count()).toBe(3);

    emit('routeChangeStart');
    stop();
    expect(count()).toBe(0);
    arrive();
    await settle();
    expect(calls).toEqual([]);
  });
});
