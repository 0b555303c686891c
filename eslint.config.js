import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

/**
 * The layers (docs/architecture.md): src/contract at the bottom, imported by both halves and
 * importing neither; src/app (the browser) and src/server (Node) never import each other, so the
 * client's chunks cannot pull in server code and the server never depends on the client. They meet
 * only in the contract (and over HTTP).
 *
 * The patterns read the import's text. A relative import that climbs (`../`) to a folder named
 * `server` or `app` can only be src/server or src/app: src/app has no `server` of its own, and the
 * server's own `app.ts` is a file (imported as `./app` or `../app`, never `…/app/…`). Dynamic
 * `import()` is not checked by this rule.
 */
const layer = (message, ...regexes) => ['error', { patterns: regexes.map((regex) => ({ regex, caseSensitive: true, message })) }];
const INTO_SERVER = ['^(\\.\\./)+server(/|$)', '(^|/)src/server(/|$)'];
const INTO_APP = ['^(\\.\\./)+app/', '(^|/)src/app(/|$)'];

export default tseslint.config(
  { ignores: ['dist', 'node_modules', 'data', 'test-results', 'playwright-report', 'src/server/db/migrations'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      '@typescript-eslint/ban-ts-comment': 'error',
    },
  },
  {
    files: ['src/app/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': layer('src/app does not import src/server: share it through src/contract.', ...INTO_SERVER),
      // What an effect returns is React's cleanup: an expression body returns whatever it calls
      // returns (Chromium 156's scrollIntoView a Promise, which React then called: 'l is not a function').
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.name=/^use(Layout|Insertion)?Effect$/] > ArrowFunctionExpression[body.type!='BlockStatement'][body.type!='ArrowFunctionExpression']",
          message: 'An effect has a block body, and returns its cleanup with `return` when it has one.',
        },
        {
          selector: "JSXOpeningElement[name.name='Typography'] > JSXAttribute[name.name='color'][value.value=/^text\\./]",
          message: "MUI 9's Typography ignores a palette path in `color` (the text keeps the primary colour): color=\"textSecondary\", or sx.",
        },
      ],
    },
  },
  {
    files: ['src/server/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': layer('src/server does not import src/app: share it through src/contract.', ...INTO_APP) },
  },
  {
    files: ['src/contract/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': layer('src/contract imports neither src/app nor src/server: both halves import it.', ...INTO_SERVER, ...INTO_APP) },
  },
  {
    files: ['**/*.{js,mjs}'],
    languageOptions: { globals: { ...globals.node } },
  },
);
