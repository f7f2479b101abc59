import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * The web app's import direction, as in bulletproof-react: shared (components/, lib/) → features →
 * app. Shared code imports no feature and not the app; a feature imports no other feature and not
 * the app; app/ composes them all. What two features both need moves to components/ or lib/.
 * ESLint's own no-restricted-imports does it, per folder, without a plugin (eslint-plugin-import
 * does not support ESLint 10).
 */
const webSrc = 'apps/web/src';
const webFeatures = readdirSync(new URL(`./${webSrc}/features`, import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
// "../../dashboard/x" from inside features/, or "../../../features/dashboard/x" from deeper.
const intoFolder = (names) => `^(?:\\.\\./)+(?:features/)?(?:${names.join('|')})(?:/|$)`;
const intoApp = {
  regex: '^(?:\\.\\./)+app(?:/|$)',
  message: 'Only app/ composes the app: import from components/ or lib/ instead.',
};
// Toasts go through lib/toast.ts (stale errors cleared) and look like components/ui/toaster.tsx.
const sonner = { name: 'sonner', message: 'Use toast from lib/toast.ts, so toasts look and behave the same everywhere.' };
const restrictImports = (files, { patterns = [], paths = [sonner] } = {}) => ({
  files,
  rules: { 'no-restricted-imports': ['error', { paths, patterns }] },
});
const webImportDirection = [
  restrictImports([`${webSrc}/app/**`]),
  restrictImports([`${webSrc}/{components,lib}/**`], {
    patterns: [
      { regex: intoFolder(['features']), message: 'Shared code (components/, lib/) does not import features.' },
      intoApp,
    ],
  }),
  ...webFeatures.map((feature) =>
    restrictImports([`${webSrc}/features/${feature}/**`], {
      patterns: [
        {
          regex: intoFolder(webFeatures.filter((other) => other !== feature)),
          message: 'A feature does not import another feature: move what both need to components/ or lib/.',
        },
        intoApp,
      ],
    }),
  ),
  restrictImports([`${webSrc}/components/ui/toaster.tsx`, `${webSrc}/lib/toast.ts`], {
    paths: [],
    patterns: [
      { regex: intoFolder(['features']), message: 'Shared code (components/, lib/) does not import features.' },
      intoApp,
    ],
  }),
];

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', '**/.data/**', 'coverage/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': 'error',
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  ...webImportDirection,
  {
    files: ['**/*.mjs', 'scripts/**', 'bench/**', 'e2e/**'],
    rules: { 'no-console': 'off' },
  },
);
