// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', '**/storybook-static/**', '**/.data/**', '**/coverage/**', 'test-results/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      curly: ['error', 'all'],
      'no-restricted-exports': ['error', { restrictDefaultExports: { direct: true, named: true, defaultFrom: true, namedFrom: true, namespaceFrom: true } }],
      '@typescript-eslint/consistent-type-imports': ['error', { prefer: 'type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // Config files are the one place default exports are expected.
    files: ['**/*.config.{ts,js,mjs}', 'eslint.config.js', '**/.storybook/**', '**/*.stories.tsx'],
    rules: { 'no-restricted-exports': 'off' },
  },
  {
    // Node scripts: the repository's own tooling and the runnable examples.
    files: ['scripts/**/*.{js,mjs}', 'examples/**/*.{js,mjs}', '**/bench/**/*.{js,mjs}'],
    languageOptions: { globals: { ...globals.node } },
  },
);
