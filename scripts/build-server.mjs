// The server's half of `npm run build`: compiles the entry points production runs into plain JavaScript in
// dist/, one CommonJS file each, so starting the server compiles nothing. Packages from node_modules stay
// outside the bundle (loaded as installed), the '@/...' alias comes from tsconfig.json, and source maps
// point stack traces at the TypeScript. Files are read at run time from the app's folder (the migrations,
// the pages build), which src/server/app-root.ts finds from wherever the code runs. It also makes the
// migrated empty embedded database that a new install starts from (dist/pglite-template).
import { build } from 'esbuild';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outdir = path.join(root, 'dist');

/** dist/<name>.js from each source. */
export const SERVER_ENTRIES = {
  main: 'src/server/main.ts',
  worker: 'scripts/worker.ts',
  db: 'scripts/db.ts',
  'create-admin': 'scripts/create-admin.ts',
  'pglite-template': 'src/server/db/pglite-template.ts',
};

const started = Date.now();
// Written beside the old build and swapped in, so a failed build leaves the last good one in place.
const staging = `${outdir}.tmp-${process.pid}`;
fs.rmSync(staging, { recursive: true, force: true });
try {
  await build({
    absWorkingDir: root,
    entryPoints: Object.fromEntries(Object.entries(SERVER_ENTRIES).map(([name, file]) => [name, path.join(root, file)])),
    outdir: staging,
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'cjs',
    packages: 'external',
    sourcemap: true,
    tsconfig: path.join(root, 'tsconfig.json'),
    logLevel: 'warning',
  });
  // A migrated empty embedded database, which a new install copies instead of creating one (src/server/db/client.ts).
  const template = spawnSync(process.execPath, [path.join(staging, 'pglite-template.js'), path.join(staging, 'pglite-template')], { cwd: root, stdio: 'inherit' });
  if (template.status !== 0) throw new Error('Making the embedded database template failed.');
  fs.rmSync(outdir, { recursive: true, force: true });
  fs.renameSync(staging, outdir);
} finally {
  fs.rmSync(staging, { recursive: true, force: true });
}
console.log(`Server compiled to ${path.relative(process.cwd(), outdir) || outdir}/ (${Object.keys(SERVER_ENTRIES).join(', ')}) in ${((Date.now() - started) / 1000).toFixed(1)} s`);
