// Lint: typescript-eslint's recommended rules plus the house rules (typed redux hooks only).
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['node_modules/', '.next/', 'data/', 'coverage/', 'test-results/', 'next-env.d.ts', 'src/server/db/migrations/'] },
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
  { files: ['**/*.js', '**/*.cjs'], rules: { '@typescript-eslint/no-require-imports': 'off' } },
);
