// `npm start`: build the pages when there is no production build (or it is older than the sources),
// then run the one-process server in production mode.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = process.cwd();
const buildId = path.join(root, '.next', 'BUILD_ID');

function newestMtime(dir: string): number {
  if (!fs.existsSync(dir)) return 0;
  let newest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : fs.statSync(full).mtimeMs);
  }
  return newest;
}

const sources = ['pages', 'src', 'styles', 'public'].map((d) => newestMtime(path.join(root, d)));
const configFiles = ['next.config.js', 'package.json', 'tsconfig.json'].map((f) => fs.statSync(path.join(root, f)).mtimeMs);
const builtAt = fs.existsSync(buildId) ? fs.statSync(buildId).mtimeMs : 0;

if (builtAt < Math.max(...sources, ...configFiles)) {
  console.log(builtAt ? 'Sources changed since the last build: rebuilding pages…' : 'First start: building pages (about a minute)…');
  const result = spawnSync(process.execPath, [require.resolve('next/dist/bin/next'), 'build'], {
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1' },
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

(process.env as Record<string, string>).NODE_ENV = 'production';
require('../src/server/main');
