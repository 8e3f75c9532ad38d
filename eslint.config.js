// Lint rules, including the layer rule of docs/architecture.md §3: ui → machines → domain,
// adapters → domain, server → domain; only src/composition (reached from the entry files) wires
// adapters in; inside src/ui and server every room imports only the rooms below it. Imports are
// ordered, and modules never import each other in a circle.
import js from '@eslint/js';
import importPlugin from 'eslint-plugin-import';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// A layer named by a relative path or by its alias (@domain, @machines, @ui, @adapters).
const layer = (name) => `^(?:(\\.{1,2}/)+(?:\\.\\./)*(?:src/)?|@)${name}(/|$)`;
const forbid = (layers, why) =>
  layers.map((name) => ({ regex: layer(name), message: `${why} (layer rule, docs/architecture.md §3)` }));

// Another layer of src is imported by its alias, and nothing in src climbs two folders.
const LAYER_BY_ALIAS = {
  regex: '^(\\.\\./)+(src/)?(domain|machines|ui|adapters)(/|$)',
  message: 'import a layer of src by its alias: @domain/…, @machines/…, @ui/…, @adapters/… (docs/architecture.md §3)',
};
const NO_CLIMB = {
  regex: '^(\\.\\./){2,}',
  message: 'a file two folders away is imported by its alias, e.g. @ui/components/… (docs/architecture.md §3)',
};
const inSrc = (patterns) => [LAYER_BY_ALIAS, NO_CLIMB, ...patterns];

// The rooms of src/ui and of server, top first: a room imports only rooms of a later line
// (docs/architecture.md §3), so no import points back up.
const UI_ROOMS = [['app'], ['pages'], ['components'], ['hooks', 'seo'], ['theme', 'services']];
const SERVER_ROOMS = [
  ['routes'],
  ['openapi', 'seo'],
  ['services'],
  ['search'],
  ['images', 'invoice', 'payments', 'auth', 'channels'],
  ['db'],
  ['http'],
];
const downwardOnly = (base, rooms) =>
  rooms.flatMap((line, level) =>
    line.map((room) => ({
      target: `./${base}/${room}`,
      from: rooms
        .slice(0, level + 1)
        .flat()
        .filter((other) => other !== room)
        .map((other) => `./${base}/${other}`),
      message: `${base}/${room} imports only the rooms below it (room rule, docs/architecture.md §3)`,
    })),
  );
const ENTRY_FILES = ['./src/main.tsx', './src/entry-server.tsx', './src/start.ts'];
// The composition root is fenced: only the entry files import it, and it imports no entry file.
const compositionFence = [
  {
    target: ['./src/domain', './src/machines', './src/adapters', './src/ui'],
    from: './src/composition',
    message: 'only the entry files import src/composition, the composition root (docs/architecture.md §3)',
  },
  {
    target: './src/composition',
    from: ENTRY_FILES,
    message: 'src/composition is imported by the entry files, never the other way (docs/architecture.md §3)',
  },
];

export default tseslint.config(
  { ignores: ['dist', 'node_modules', '.data', '.test-data', '.scratch', 'coverage', 'server/db/migrations'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { import: importPlugin },
    settings: {
      // TypeScript's resolver reads the aliases from tsconfig.json, so the room rule sees
      // through them.
      'import/resolver': { typescript: { project: './tsconfig.json' }, node: { extensions: ['.js', '.ts', '.tsx'] } },
      'import/internal-regex': '^@(domain|machines|ui|adapters)/',
      'import/ignore': ['node_modules'],
      'import/extensions': ['.js', '.ts', '.tsx'],
      'import/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    },
    rules: {
      // Imports read the same everywhere. (Circles between modules are oxlint's to find:
      // `.oxlintrc.json`, run by `npm run lint`.)
      'import/order': [
        'error',
        {
          groups: ['builtin', 'external', 'internal', 'parent', 'sibling', 'index'],
          'newlines-between': 'never',
          alphabetize: { order: 'asc', caseInsensitive: true },
        },
      ],
      'import/no-restricted-paths': [
        'error',
        { zones: [...downwardOnly('src/ui', UI_ROOMS), ...downwardOnly('server', SERVER_ROOMS), ...compositionFence] },
      ],
      'import/no-duplicates': 'error',
      'import/first': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  {
    files: ['src/domain/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: inSrc([
            {
              regex: '^(?!valibot$)(?!\\.{1,2}/)(?!@domain/)',
              message: 'domain imports nothing but valibot and itself (layer rule, docs/architecture.md §3)',
            },
            ...forbid(['machines', 'adapters', 'ui', 'main', 'server'], 'domain is the bottom layer'),
          ]),
        },
      ],
    },
  },
  {
    files: ['src/machines/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: inSrc([
            ...forbid(['adapters', 'ui', 'main'], 'machines receive I/O as provided actors'),
            {
              regex: '^(react|react-dom|@mui/.*|firebase(/.*)?|ofetch|notistack|wouter)$',
              message: 'machines hold no I/O and no UI (docs/architecture.md §3)',
            },
          ]),
        },
      ],
    },
  },
  {
    files: ['src/adapters/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: inSrc([
            ...forbid(['machines', 'ui', 'main'], 'adapters depend on domain only'),
            {
              regex: '^(react|react-dom|@mui/.*|xstate|@xstate/.*)$',
              message: 'adapters hold no UI and no machines (docs/architecture.md §3)',
            },
          ]),
        },
      ],
    },
  },
  {
    files: ['src/ui/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: inSrc([
            ...forbid(['adapters', 'main'], 'ui receives adapters through the composition root'),
            {
              regex: '^(firebase(/.*)?|ofetch)$',
              message: 'ui does no I/O: send an event to a machine (docs/architecture.md §3)',
            },
          ]),
        },
      ],
    },
  },
  {
    files: ['server/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            LAYER_BY_ALIAS,
            {
              regex: '^(?:(\\.\\./)+src/|@)(adapters|ui|main)(/|$)',
              message: 'server imports only src/domain and src/machines (layer rule, docs/architecture.md §3)',
            },
            {
              // The lifecycle questions (nextOrderStatus, nextConsultationStatus) are the one way in.
              regex: '^(?:(\\.\\./)+src/|@)machines/(?!\\w+Lifecycle$)',
              message: 'server asks machines only through their lifecycle query modules (docs/architecture.md §3)',
            },
            {
              regex: '^(react|react-dom|@mui/.*|xstate|@xstate/.*)$',
              message: 'server imports only src/domain (layer rule, docs/architecture.md §3)',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['tests/**', 'scripts/**', '*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [LAYER_BY_ALIAS] }] },
  },
);
