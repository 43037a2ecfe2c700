import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import react from 'eslint-plugin-react';
import reactHooks from 'eslint-plugin-react-hooks';
import storybook from 'eslint-plugin-storybook';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      'dist',
      'storybook-static',
      'coverage',
      'public/mockServiceWorker.js',
      'bench/results',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
  },
  { files: ['**/*.{ts,tsx}'], ...jsxA11y.flatConfigs.strict },
  ...storybook.configs['flat/recommended'],
  {
    files: ['**/*.{js,mjs}'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
  {
    // The library never renders raw HTML: text is always text (XSS).
    files: ['src/**/*.{ts,tsx}', 'stories/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']",
          message: 'Tessera renders text as text: dangerouslySetInnerHTML is not allowed.',
        },
        {
          selector: "Property[key.name='dangerouslySetInnerHTML']",
          message: 'Tessera renders text as text: dangerouslySetInnerHTML is not allowed.',
        },
      ],
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    // No code from strings (the built app's CSP forbids it too), no javascript: URLs in JSX.
    files: ['**/*.{ts,tsx,js,mjs}'],
    plugins: { react },
    rules: {
      'no-eval': 'error',
      'no-new-func': 'error',
      'react/jsx-no-script-url': 'error',
    },
  },
  {
    // Tessera's own links refuse unsafe URLs at run time; only their tests pass one on purpose.
    files: ['src/**/*.tsx', 'stories/**/*.tsx'],
    ignores: ['**/*.test.tsx'],
    rules: {
      'react/jsx-no-script-url': [
        'error',
        ['Link', 'NavLink', 'LinkButton', 'CardLink', 'TabNavLink', 'MenuLinkItem'].map((name) => ({
          name,
          props: ['href'],
        })),
      ],
    },
  },
);
