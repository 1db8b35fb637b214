import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';

export default tseslint.config(
  { ignores: ['dist', 'node_modules', 'data', 'media', 'coverage', 'bench-results'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // TV views navigate with useTvNavigate (layouts/tv/router/navigate.tsx): react-router's
    // useNavigate renders its caller again on every navigation, every kept-alive poster included.
    files: ['layouts/tv/**/*.{ts,tsx}'],
    ignores: ['layouts/tv/router/navigate.tsx'],
    rules: {
      'no-restricted-imports': ['error', { paths: [{ name: 'react-router-dom', importNames: ['useNavigate'], message: 'Use useTvNavigate from layouts/tv/router/navigate.' }] }],
    },
  },
  {
    // Focus keys of fixed TV controls are stable names, so section memory, Back and initial focus
    // find the same control whatever appears or disappears around it (issue 31). Positions belong
    // only to the row, grid and list resolvers (focus/index-resolver.ts, virtual-row/grid/list).
    files: ['layouts/tv/**/*.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "JSXAttribute[name.name='index'] > JSXExpressionContainer > Literal[raw=/^[0-9]/]",
          message: "A TV control's focus key is a stable name: give it an id (id=\"submit\"), not a numeric index. Positions are for the virtual row, grid and list resolvers.",
        },
        {
          selector: "CallExpression[callee.name='useFocusItem'] > ObjectExpression > Property[key.name='index'] > Literal[raw=/^[0-9]/]",
          message: "A TV control's focus key is a stable name: give useFocusItem an id ('ad'), not a numeric index. Positions are for the virtual row, grid and list resolvers.",
        },
      ],
    },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs', globals: { module: 'writable', require: 'readonly', process: 'readonly' } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['scripts/**/*.mjs'],
    languageOptions: { globals: { process: 'readonly', console: 'readonly', URL: 'readonly' } },
  },
);
