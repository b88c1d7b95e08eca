// Lint: typescript-eslint's recommended rules plus the house rules (typed redux hooks only).
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['node_modules/', '.next/', 'dist/', 'data/', 'coverage/', 'test-results/', 'next-env.d.ts', 'src/server/db/migrations/'] },
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-require-imports': 'off',
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'react-redux',
              importNames: ['useSelector', 'useDispatch'],
              message: 'Use useAppSelector / useAppDispatch from src/redux/hooks.',
            },
          ],
        },
      ],
    },
  },
  { files: ['src/redux/hooks.ts'], rules: { 'no-restricted-imports': 'off' } },
  {
    // Only repositories touch the query builder (docs/architecture.md "Conventions"): services and helpers call
    // a repo function, passing their transaction, so every statement lives beside its table's other queries.
    files: ['src/server/**/*.ts'],
    ignores: [
      'src/server/**/*.repo.ts',
      'src/server/**/*.table.ts',
      'src/server/db/**',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'drizzle-orm', message: 'Only *.repo.ts files query the database: add a function to the module\'s repo and call it.' }],
          patterns: [{ group: ['drizzle-orm/*'], message: 'Only *.repo.ts files query the database: add a function to the module\'s repo and call it.' }],
        },
      ],
    },
  },
  {
    // Money is converted in one place (docs/money.md "Amounts in code"): src/lib/money.ts turns currency units
    // into minor units and back. A `* 100` or `/ 100` elsewhere is almost always a hand-made copy of it.
    files: ['src/**/*.ts', 'src/**/*.tsx', 'pages/**/*.tsx', 'scripts/**/*.ts'],
    ignores: [
      'src/lib/money.ts',
      // True percentages, not money: the checklist's progress, a poll's shares, an upload's progress, ffmpeg's.
      'src/components/home/account-checklist.tsx',
      'src/components/feed/feed-poll.tsx',
      'src/lib/http-core.ts',
      'src/server/media/processing/ffmpeg.ts',
    ],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...["[operator='*'][right.value=100]", "[operator='*'][left.value=100]", "[operator='/'][right.value=100]"].map((match) => ({
          selector: `BinaryExpression${match}`,
          message: 'Convert money with toMinor / fromMinor (or the other helpers) from src/lib/money.ts, not by hand.',
        })),
      ],
    },
  },
  { files: ['**/*.js', '**/*.cjs'], rules: { '@typescript-eslint/no-require-imports': 'off' } },
);
