// zod probes once, with `new Function`, whether it may compile its object validators, and decides so as
// each schema is created. The pages' Content-Security-Policy allows no eval, and the browser reports the
// probe as a violation even though zod catches the refusal. So in the browser zod is told not to try; this
// module is imported first by pages/_app, before any module that creates a schema. It sets zod's one global
// configuration through zod's core alone, so the app shell does not carry the whole of zod: pages that
// validate load it with their own code.
import { config } from 'zod/v4/core';

if (typeof window !== 'undefined') config({ jitless: true });
