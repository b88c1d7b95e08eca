// Whether `npm start` must build first: the pages (.next) and the compiled server (dist/) each exist and are
// newer than every source they come from. Plain JavaScript, like the launcher: it runs before anything is
// compiled.
const fs = require('node:fs');
const path = require('node:path');

/** Folders whose files go into the build, and single files that change how it is made. */
const SOURCE_DIRS = ['pages', 'src', 'styles', 'public'];
const SOURCE_FILES = ['next.config.js', 'package.json', 'tsconfig.json', 'scripts/build-server.mjs', 'scripts/precompress-static.mjs', 'scripts/worker.ts', 'scripts/db.ts', 'scripts/create-admin.ts'];
/** What each half of the build leaves when it is done. */
const PAGES_BUILT = path.join('.next', 'BUILD_ID');
const SERVER_BUILT = path.join('dist', 'main.js');

/** The newest modification time (ms) of the files under `dir`, 0 when there are none. */
function newestMtime(dir) {
  if (!fs.existsSync(dir)) return 0;
  let newest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : fs.statSync(full).mtimeMs);
  }
  return newest;
}

const mtimeOf = (file) => (fs.existsSync(file) ? fs.statSync(file).mtimeMs : 0);

/**
 * Why a build is needed, as a sentence for the console, or null when both halves are there and up to date.
 * Times are in ms; 0 means missing.
 */
function buildReason({ pagesBuiltAt, serverBuiltAt, sourcesChangedAt }) {
  if (!pagesBuiltAt && !serverBuiltAt) return 'First start: building the pages and the server (about a minute)…';
  if (!pagesBuiltAt) return 'The pages are not built: building…';
  if (!serverBuiltAt) return 'The server is not compiled: building…';
  if (Math.min(pagesBuiltAt, serverBuiltAt) < sourcesChangedAt) return 'Sources changed since the last build: rebuilding…';
  return null;
}

/** The times buildReason compares, read from the app's folder `root`. */
function buildTimes(root) {
  return {
    pagesBuiltAt: mtimeOf(path.join(root, PAGES_BUILT)),
    serverBuiltAt: mtimeOf(path.join(root, SERVER_BUILT)),
    sourcesChangedAt: Math.max(...SOURCE_DIRS.map((d) => newestMtime(path.join(root, d))), ...SOURCE_FILES.map((f) => mtimeOf(path.join(root, f)))),
  };
}

module.exports = { buildReason, buildTimes, newestMtime, SERVER_BUILT };
