/** @jest-environment node */
// `npm run worker` and JOBS_MODE: who runs the jobs, and the refusal to share the embedded database.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '@/server/config';
import { assertWorkerCanRun, WORKER_NEEDS_POSTGRES, workerProcessConfig } from '@/server/jobs/worker';

const env = (vars: Record<string, string>) => ({ NODE_ENV: 'test' as const, ...vars });

describe('job settings in the environment', () => {
  it('default to workers in the app process, polling every 2 s, 25 s to finish on stop', () => {
    const config = loadConfig(env({}));
    expect(config.JOBS_MODE).toBe('inline');
    expect(config.JOBS_POLL_SECONDS).toBe(2);
    expect(config.JOBS_STOP_TIMEOUT_SECONDS).toBe(25);
  });

  it('are read and checked', () => {
    const config = loadConfig(env({ JOBS_MODE: 'external', JOBS_POLL_SECONDS: '0.5', JOBS_STOP_TIMEOUT_SECONDS: '60' }));
    expect(config).toMatchObject({ JOBS_MODE: 'external', JOBS_POLL_SECONDS: 0.5, JOBS_STOP_TIMEOUT_SECONDS: 60 });
    expect(() => loadConfig(env({ JOBS_MODE: 'separate' }))).toThrow(/JOBS_MODE/);
    expect(() => loadConfig(env({ JOBS_POLL_SECONDS: '0.1' }))).toThrow(/JOBS_POLL_SECONDS/);
    expect(() => loadConfig(env({ JOBS_STOP_TIMEOUT_SECONDS: '0' }))).toThrow(/JOBS_STOP_TIMEOUT_SECONDS/);
  });
});

describe('the worker process', () => {
  it('needs PostgreSQL', () => {
    expect(() => assertWorkerCanRun({ DATABASE_URL: undefined })).toThrow(WORKER_NEEDS_POSTGRES);
    expect(() => assertWorkerCanRun({ DATABASE_URL: 'postgres://db.example/fanstage' })).not.toThrow();
  });

  it('runs the workers itself whatever JOBS_MODE the web processes use', () => {
    const web = { JOBS_MODE: 'external' as const, PORT: 3000 };
    expect(workerProcessConfig(web)).toEqual({ JOBS_MODE: 'inline', PORT: 3000 });
    expect(web.JOBS_MODE).toBe('external');
  });

  it('npm run worker refuses the embedded database before touching its directory', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fanstage-worker-'));
    try {
      const tsx = path.join(process.cwd(), 'node_modules/.bin/tsx');
      const child = spawn(tsx, ['scripts/worker.ts'], {
        cwd: process.cwd(),
        // An empty DATABASE_URL also keeps a developer's .env from supplying one.
        env: { ...process.env, DATABASE_URL: '', DATA_DIR: dataDir, NODE_ENV: 'test' },
      });
      let stderr = '';
      child.stderr.on('data', (chunk) => (stderr += chunk));
      const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
      expect(code).toBe(1);
      expect(stderr).toContain(WORKER_NEEDS_POSTGRES);
      // Refused before generating secrets or opening (and locking) the embedded database.
      expect(fs.readdirSync(dataDir)).toEqual([]);
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
