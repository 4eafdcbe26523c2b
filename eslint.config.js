// ESLint's flat config: the recommended rules over the project's JavaScript, with the
// globals each file runs among (`make lint`; DEVELOPING.md, "Checks").
import js from '@eslint/js';
import globals from 'globals';

export default [
  {
    ignores: [
      'site/**',
      'build/**',
      'node_modules/**',
      '.venv/**',
      '.site-building-*/**',
    ],
  },
  js.configs.recommended,
  {
    // The page's modules run in the browser.
    files: ['crescent_docs/player/**/*.js'],
    ignores: ['crescent_docs/player/{engine,solver,words,worker}.js'],
    languageOptions: { globals: globals.browser },
  },
  {
    // The engine, the solver and the words run on the page, in the solver's worker and
    // under node (the tests and benchmarks): only the globals all three share.
    files: ['crescent_docs/player/{engine,solver,words}.js'],
    languageOptions: { globals: globals['shared-node-browser'] },
  },
  {
    // The worker runs in a Web Worker, and under node for the tests.
    files: ['crescent_docs/player/worker.js'],
    languageOptions: { globals: { ...globals['shared-node-browser'], ...globals.worker } },
  },
  {
    files: ['tests/**/*.{js,mjs}', 'benchmarks/**/*.mjs', 'scripts/**/*.{js,mjs}', '*.js'],
    languageOptions: { globals: globals.node },
  },
];
