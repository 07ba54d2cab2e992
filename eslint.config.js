import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const featureDirs = (root) => {
  try {
    return readdirSync(root, { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => d.name);
  } catch {
    return [];
  }
};

/**
 * The dependency rules of DESIGN.md: shared imports nothing of app/server/sw; app and server never
 * import each other; features never import one another; direction shared → lib/ui → features → routes.
 */
const boundaryZones = [
  {
    target: './src/shared',
    from: ['./src/app', './src/server', './src/sw'],
    message: 'src/shared is the contract: it imports nothing from app, server or sw.',
  },
  {
    target: './src/app',
    from: ['./src/server', './src/sw'],
    message: 'The app never imports server or service-worker code.',
  },
  {
    target: './src/server',
    from: ['./src/app', './src/sw'],
    message: 'The server never imports app or service-worker code.',
  },
  { target: './src/sw', from: './src/server', message: 'The service worker never imports server code.' },
  // Background Sync sends the same Dexie outbox the app writes: the store and its (window-free) flush are shared.
  {
    target: './src/sw',
    from: './src/app',
    except: ['./offline/local-db.ts', './offline/outbox-flush.ts'],
    message: 'The service worker imports only src/shared and the outbox store it shares with the app.',
  },
  {
    target: ['./src/app/lib', './src/app/ui', './src/app/i18n', './src/app/offline'],
    from: ['./src/app/features', './src/app/routes'],
    message: 'lib/ui/i18n/offline sit below features and routes.',
  },
  {
    target: './src/app/features',
    from: './src/app/routes',
    message: 'Features do not import routes; routes compose features.',
  },
  {
    target: ['./src/server/lib', './src/server/db'],
    from: './src/server/features',
    message: 'Server lib/db sit below features.',
  },
  ...featureDirs('./src/app/features').map((name) => ({
    target: `./src/app/features/${name}`,
    from: './src/app/features',
    except: [`./${name}`],
    message: 'Features never import one another: move shared code to src/app/ui or src/app/lib.',
  })),
  ...featureDirs('./src/server/features').map((name) => ({
    target: `./src/server/features/${name}`,
    from: './src/server/features',
    except: [`./${name}`],
    message: 'Server features never import one another: move shared code to src/server/lib.',
  })),
];

const contractImports = {
  group: ['**/shared/api/**'],
  allowTypeImports: true,
  message:
    'The client names calls by their path (apiGet); a value import of the contract pulls zod into the initial JavaScript.',
};
/** DESIGN.md: src/app/offline is the only code that touches IndexedDB; the rest calls its functions and hooks. */
const dexieImports = {
  group: ['dexie', 'dexie-react-hooks'],
  message: 'Only src/app/offline touches IndexedDB: call its functions and hooks.',
};
const localDbImports = {
  group: ['**/offline/local-db', '**/offline/local-db.ts'],
  message: 'Only src/app/offline queries the tables: call its functions and hooks.',
};

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'dist-ssr/**',
      'node_modules/**',
      'data/**',
      '.data-*/**',
      'test-results/**',
      'playwright-report/**',
      'src/app/routeTree.gen.ts',
      'dev-dist/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'import-x': importX, 'react-hooks': reactHooks },
    settings: { 'import-x/resolver': { node: { extensions: ['.ts', '.tsx', '.js'] } } },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: boundaryZones }],
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      'no-console': 'off',
    },
  },
  {
    files: ['src/app/**/*.{ts,tsx}'],
    rules: { '@typescript-eslint/no-restricted-imports': ['error', { patterns: [contractImports] }] },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/app/offline/**'],
    rules: { '@typescript-eslint/no-restricted-imports': ['error', { patterns: [dexieImports] }] },
  },
  {
    files: ['src/app/**/*.{ts,tsx}'],
    ignores: ['src/app/offline/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        { patterns: [contractImports, dexieImports, localDbImports] },
      ],
    },
  },
  {
    // A test may set up and inspect the stored tables (local-db.ts); Dexie itself stays inside src/app/offline.
    files: ['src/app/**/*.test.{ts,tsx}'],
    ignores: ['src/app/offline/**'],
    rules: { '@typescript-eslint/no-restricted-imports': ['error', { patterns: [contractImports, dexieImports] }] },
  },
);
