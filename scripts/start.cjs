// `npm start`: builds when the pages or the compiled server are missing or older than the sources
// (`npm run build`, with its prebuild step), then runs the compiled server (dist/main.js) in production
// mode, in this process. Plain JavaScript, so starting compiles nothing.
const { spawnSync } = require('node:child_process');
const path = require('node:path');
const { buildReason, buildTimes, SERVER_BUILT } = require('./build-state.cjs');

const root = path.resolve(__dirname, '..');
const reason = buildReason(buildTimes(root));
if (reason) {
  console.log(reason);
  // npm (or whichever client ran this script) runs the build script; `npm` from the PATH otherwise.
  const client = process.env.npm_execpath;
  const [command, args] = client && /\.[cm]?js$/.test(client) ? [process.execPath, [client, 'run', 'build']] : ['npm', ['run', 'build']];
  const result = spawnSync(command, args, {
    cwd: root,
    stdio: 'inherit',
    shell: process.platform === 'win32' && command === 'npm',
    env: { ...process.env, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1' },
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

process.env.NODE_ENV = 'production';
// Stack traces name the TypeScript sources (the build writes source maps).
process.setSourceMapsEnabled(true);
require(path.join(root, SERVER_BUILT));
