// The folder the app is installed in (package.json, the pages build in .next, the migrations), found from
// where this code lives rather than from the working directory. The same search works from the sources
// (src/server/...) and from the compiled server (dist/), and `node /srv/fanstage/dist/main.js` works when
// started from any directory.
import fs from 'node:fs';
import path from 'node:path';

/** The migrations, relative to the app's folder (drizzle.config.ts writes them there). */
export const MIGRATIONS_DIR = path.join('src', 'server', 'db', 'migrations');

/** The nearest folder at or above `start` that holds the migrations' journal. */
export function findAppRoot(start: string, exists: (file: string) => boolean = fs.existsSync): string {
  for (let dir = path.resolve(start); ; dir = path.dirname(dir)) {
    if (exists(path.join(dir, MIGRATIONS_DIR, 'meta', '_journal.json'))) return dir;
    if (path.dirname(dir) === dir) {
      throw new Error(`No Fanstage installation (${MIGRATIONS_DIR}) in ${start} or any folder above it: run the server from the folder it was installed in.`);
    }
  }
}

let found: string | undefined;
/** The app's folder, looked up once. */
export function appRoot(): string {
  return (found ??= findAppRoot(__dirname));
}
