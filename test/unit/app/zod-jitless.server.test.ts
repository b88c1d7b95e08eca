/**
 * @jest-environment node
 */
// On the server (no window) zod keeps compiling its validators: the page renderer's CSP does not apply there.
type ZodGlobal = { __zod_globalConfig?: Record<string, unknown> };

it('leaves zod alone where there is no window', () => {
  const zodGlobal = globalThis as ZodGlobal;
  delete zodGlobal.__zod_globalConfig;
  jest.isolateModules(() => {
    require('@/lib/zod-jitless');
    const { z } = require('zod') as typeof import('zod');
    expect(z.config().jitless).toBeUndefined();
  });
});
