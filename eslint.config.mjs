// ESLint flat config: TypeScript, React hooks and Docusaurus's own rules.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import docusaurus from '@docusaurus/eslint-plugin';

export default tseslint.config(
  {
    ignores: [
      'build/',
      'build-integrations/',
      '.docusaurus/',
      'node_modules/',
      'test-results/',
      'playwright-report/',
      // The fixture site of packages/docusaurus-internals: its generated files, its builds and its test results.
      'packages/*/fixture/.docusaurus/',
      'packages/*/fixture/build/',
      'packages/*/fixture/build-bench/',
      'packages/*/test-results/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,mts}'],
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', {argsIgnorePattern: '^_'}],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'packages/*/src/**/*.{ts,tsx}', 'packages/*/fixture/src/**/*.{ts,tsx}'],
    plugins: {'react-hooks': reactHooks, '@docusaurus': docusaurus},
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@docusaurus/no-html-links': 'error',
      '@docusaurus/prefer-docusaurus-heading': 'off',
      '@docusaurus/no-untranslated-text': 'off',
    },
  },
  {
    // Playwright's fixtures call `use`, which is not React's hook.
    files: ['packages/test-kit/src/**/*.ts'],
    rules: {'react-hooks/rules-of-hooks': 'off'},
  },
  {
    files: ['**/*.{js,mjs}'],
    languageOptions: {globals: {process: 'readonly', console: 'readonly'}},
  },
);
