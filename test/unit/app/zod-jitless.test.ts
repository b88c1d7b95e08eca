// src/lib/zod-jitless.ts turns zod's compiled validators off in the browser without importing zod: these
// check that zod itself reads the flag (its global configuration object), whether zod loads after the module
// (the app shell imports it first) or before it, and that a schema then never probes with `new Function`.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

type Zod = typeof import('zod');
type ZodGlobal = { __zod_globalConfig?: Record<string, unknown> };

const zodGlobal = globalThis as ZodGlobal;

function load(order: 'flag-first' | 'zod-first' | 'zod-only'): Zod {
  let zod: Zod | undefined;
  jest.isolateModules(() => {
    if (order === 'flag-first') require('@/lib/zod-jitless');
    zod = require('zod') as Zod;
    if (order === 'zod-first') require('@/lib/zod-jitless');
  });
  return zod as Zod;
}

/** Builds and runs an object schema (the kind zod compiles) and counts the `Function` constructions. */
function functionCallsWhileParsing(z: Zod): number {
  const spy = jest.spyOn(globalThis, 'Function');
  try {
    const schema = z.object({ name: z.string(), age: z.number() });
    expect(schema.parse({ name: 'Ann', age: 30 })).toEqual({ name: 'Ann', age: 30 });
    expect(schema.safeParse({ name: 'Ann' }).success).toBe(false);
    return spy.mock.calls.length;
  } finally {
    spy.mockRestore();
  }
}

describe('zod-jitless', () => {
  beforeEach(() => {
    delete zodGlobal.__zod_globalConfig;
  });

  it('sets jitless before zod exists, and zod keeps it', () => {
    const z = load('flag-first');
    expect(z.config().jitless).toBe(true);
    expect(functionCallsWhileParsing(z)).toBe(0);
  });

  it('sets jitless on a zod that loaded first', () => {
    const z = load('zod-first');
    expect(z.config().jitless).toBe(true);
    expect(functionCallsWhileParsing(z)).toBe(0);
  });

  it('is what stops the probe: without it zod constructs a Function', () => {
    const z = load('zod-only');
    expect(z.config().jitless).toBeUndefined();
    expect(functionCallsWhileParsing(z)).toBeGreaterThan(0);
  });

  it('imports nothing, so the app shell does not carry zod', () => {
    // Read as text: any import or require would bring its module into every page's first load.
    const source = readFileSync(join(__dirname, '../../../src/lib/zod-jitless.ts'), 'utf8');
    expect(source).not.toMatch(/^\s*import\s|require\(|import\(/m);
  });
});
