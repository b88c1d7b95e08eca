/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadOrCreateSecrets } from '@/server/secrets';

describe('loadOrCreateSecrets', () => {
  let dir: string;
  beforeEach(() => {
    dir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'fanstage-secrets-')), 'data');
  });
  afterEach(() => fs.rmSync(path.dirname(dir), { recursive: true, force: true }));

  it('generates strong secrets once, readable by the owner only, and reuses them', () => {
    const first = loadOrCreateSecrets(dir);
    expect(first.jwtSecret.length).toBeGreaterThanOrEqual(32);
    expect(first.internalApiSecret.length).toBeGreaterThanOrEqual(16);
    expect(first.jwtSecret).not.toBe(first.internalApiSecret);
    const file = path.join(dir, 'secrets.json');
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    expect(loadOrCreateSecrets(dir)).toEqual(first);
    expect(fs.readdirSync(dir)).toEqual(['secrets.json']);
  });

  it('explains what to do with a damaged file instead of replacing it', () => {
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(path.join(dir, 'secrets.json'), '{ not json');
    expect(() => loadOrCreateSecrets(dir)).toThrow(/not valid JSON.*delete it/);
    fs.writeFileSync(path.join(dir, 'secrets.json'), JSON.stringify({ jwtSecret: 'short' }));
    expect(() => loadOrCreateSecrets(dir)).toThrow(/must hold "jwtSecret"/);
  });
});
