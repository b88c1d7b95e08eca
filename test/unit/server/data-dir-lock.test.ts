/** @jest-environment node */
// The embedded database must never be opened by two processes at once (PGlite does not lock it).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { lockDataDir } from '@/server/db/client';

describe('lockDataDir', () => {
  let dir: string;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fanstage-lock-'));
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  test('refuses while another live process holds the data directory', async () => {
    const other = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 30000)']);
    try {
      fs.writeFileSync(path.join(dir, 'fanstage.pid'), String(other.pid));
      expect(() => lockDataDir(dir)).toThrow(/already open by process \d+.*DATABASE_URL/);
    } finally {
      other.kill();
    }
  });

  test('takes over a lock left by a process that is gone, and releases it', () => {
    fs.writeFileSync(path.join(dir, 'fanstage.pid'), '999999');
    const release = lockDataDir(dir);
    expect(fs.readFileSync(path.join(dir, 'fanstage.pid'), 'utf8')).toBe(String(process.pid));
    release();
    expect(fs.existsSync(path.join(dir, 'fanstage.pid'))).toBe(false);
  });
});
