// zod probes once, with `new Function`, whether it may compile its object validators, and decides so as
// each schema is created. The pages' Content-Security-Policy allows no eval, and the browser reports the
// probe as a violation even though zod catches the refusal. So in the browser zod is told not to try; this
// module is imported first by pages/_app, before any module that creates a schema.
import { z } from 'zod';

if (typeof window !== 'undefined') z.config({ jitless: true });
