// The money module (src/lib/money.ts) and the lint rule that keeps conversions in it.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { z } from 'zod';
import {
  addUnits,
  basisPointsFromPercent,
  formatPrice,
  fromMinor,
  fromMinorOrNull,
  hasAtMostTwoDecimals,
  percentFromBasisPoints,
  plainAmount,
  plainUnits,
  timesUnits,
  toMinor,
  toMinorOrNull,
  unitsLeft,
  withAtMostTwoDecimals,
} from '@/lib/money';

describe('money conversions', () => {
  it('turns currency units into whole minor units and back', () => {
    expect(toMinor(9.95)).toBe(995);
    expect(toMinor(0.07)).toBe(7);
    expect(toMinor(1.005)).toBe(100);
    expect(fromMinor(995)).toBe(9.95);
    expect(fromMinorOrNull(null)).toBeNull();
    expect(fromMinorOrNull(250)).toBe(2.5);
    expect(toMinorOrNull(null)).toBeNull();
    expect(toMinorOrNull(2.5)).toBe(250);
  });

  it('adds, subtracts and multiplies in whole cents', () => {
    expect(addUnits(0.1, 0.2)).toBe(0.3);
    expect(addUnits(2.95, 0.1)).toBe(3.05);
    expect(addUnits()).toBe(0);
    expect(unitsLeft(10, 2.5)).toBe(7.5);
    expect(unitsLeft(1, 2)).toBe(0);
    expect(timesUnits(3, 0.1)).toBe(0.3);
  });

  it('accepts amounts with at most two decimals', () => {
    expect(hasAtMostTwoDecimals(9.95)).toBe(true);
    expect(hasAtMostTwoDecimals(0.07)).toBe(true);
    expect(hasAtMostTwoDecimals(10)).toBe(true);
    expect(hasAtMostTwoDecimals(9.955)).toBe(false);
    const price = withAtMostTwoDecimals(z.number().positive(), 'Price can have at most two decimals');
    expect(price.safeParse(9.95).success).toBe(true);
    expect(price.safeParse(9.955).error?.issues[0].message).toBe('Price can have at most two decimals');
    expect(price.safeParse(-1).success).toBe(false);
  });

  it('formats in the site currency', () => {
    expect(formatPrice(9.95)).toBe('$9.95');
    expect(formatPrice(1234.5)).toBe('$1,234.50');
    expect(plainAmount(995)).toBe('9.95');
    expect(plainUnits(9.5)).toBe('9.50');
  });

  it('keeps commission basis points apart from money', () => {
    expect(basisPointsFromPercent(12.5)).toBe(1250);
    expect(percentFromBasisPoints(1250)).toBe(12.5);
  });
});

describe('the money lint rule', () => {
  // One ESLint run over three snippets, given the paths they would have in the repository.
  const root = path.resolve(__dirname, '../../..');
  const snippets = [
    { file: 'src/server/modules/products/new-price.ts', code: 'export const toCents = (price: number) => Math.round(price * 100);\nexport const back = (minor: number) => minor / 100;\n' },
    { file: 'src/components/product/new-price.ts', code: 'export const toCents = (price: number) => Math.round(price * 100);\nexport const back = (minor: number) => minor / 100;\n' },
    { file: 'src/server/modules/products/new-price.ts', code: "import { fromMinor, toMinor } from '@/lib/money';\nexport const toCents = (price: number) => toMinor(price);\nexport const back = (minor: number) => fromMinor(minor);\n" },
  ];
  const script = `
    const { ESLint } = require('eslint');
    const snippets = JSON.parse(process.argv[1]);
    (async () => {
      const eslint = new ESLint();
      const counts = [];
      for (const s of snippets) {
        const [result] = await eslint.lintText(s.code, { filePath: s.file });
        counts.push(result.messages.filter((m) => m.ruleId === 'no-restricted-syntax').length);
      }
      process.stdout.write(JSON.stringify(counts));
    })();`;
  let counts: number[];
  beforeAll(() => {
    const run = spawnSync(process.execPath, ['-e', script, JSON.stringify(snippets)], { cwd: root, encoding: 'utf8' });
    counts = JSON.parse(run.stdout) as number[];
  });

  it('refuses a hand-made conversion in src/server and in src/components', () => {
    expect(counts.slice(0, 2)).toEqual([2, 2]);
  });

  it('lets the same code through once it calls the money module', () => {
    expect(counts[2]).toBe(0);
  });
});
