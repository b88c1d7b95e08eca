// The app shell reads a few contract values from src/contracts/shell-values.ts, a file without zod: they must
// be the ones the schemas in the contract files describe.
import fs from 'node:fs';
import path from 'node:path';
import * as shell from '@/contracts/shell-values';
import { publicSettingKeys, settingKeys } from '@/contracts/settings';

describe('shell values', () => {
  it('hold a default for every setting, in the schemas’ order, and the same public keys', () => {
    expect(Object.keys(shell.settingDefaults)).toEqual(settingKeys);
    expect(shell.publicSettingKeys).toEqual(publicSettingKeys);
  });

  it('import nothing, so loading them never loads zod', () => {
    const source = fs.readFileSync(path.resolve(__dirname, '../../../src/contracts/shell-values.ts'), 'utf8');
    expect(source).not.toMatch(/^import /m);
  });
});
