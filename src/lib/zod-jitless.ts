// zod probes once, with `new Function`, whether it may compile its object validators, and decides so as
// each schema is created. The pages' Content-Security-Policy allows no eval, and the browser reports the
// probe as a violation even though zod catches the refusal. So in the browser zod is told not to try; this
// module is imported first by pages/_app, before any module that creates a schema.
//
// It imports nothing from zod. zod keeps its configuration in one object on `globalThis.__zod_globalConfig`,
// which its core creates only when missing (`??=`) and which `config()` merely assigns into, so every copy of
// zod loaded later or earlier reads what is set here. Importing `config` instead would bring zod into the app
// shell under webpack: `zod/v4/core` re-exports its compiler, a module zod marks as having side effects, so
// webpack keeps it and the schema code it imports (about 11 kB) on every page. Pages that validate load zod
// with their own code. test/unit/app/zod-jitless.test.ts checks that zod itself reads the flag.
const zodGlobal = globalThis as { __zod_globalConfig?: { jitless?: boolean } };

if (typeof window !== 'undefined') {
  zodGlobal.__zod_globalConfig ??= {};
  zodGlobal.__zod_globalConfig.jitless = true;
}

export {};
