// A Next router stand-in for RouterContext: navigation methods are jest mocks a test can inspect.
import type { NextRouter } from 'next/router';

export function fakeRouter(pathname = '/', query: Record<string, string> = {}): NextRouter {
  const events = { on: () => undefined, off: () => undefined, emit: () => undefined };
  return {
    pathname,
    route: pathname,
    asPath: pathname,
    query,
    basePath: '',
    isLocaleDomain: false,
    isReady: true,
    isPreview: false,
    isFallback: false,
    push: jest.fn().mockResolvedValue(true),
    replace: jest.fn().mockResolvedValue(true),
    reload: jest.fn(),
    back: jest.fn(),
    forward: jest.fn(),
    prefetch: jest.fn().mockResolvedValue(undefined),
    beforePopState: jest.fn(),
    events,
  } as unknown as NextRouter;
}
