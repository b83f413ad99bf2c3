// Lint: Next's rules, TypeScript, jsx-a11y's recommended rules, and the import boundaries of shared/STYLE.md.
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';
import jsxA11y from 'eslint-plugin-jsx-a11y';

const zone = (target, from, message) => ({ target, from, message });

const config = [
  ...nextVitals,
  ...nextTs,
  {
    // jsx-a11y's whole recommended set (Next registers the plugin but turns on only five of its rules, as warnings);
    // the plugin itself stays Next's registration, so the rules only are taken here (decision 061).
    files: ['**/*.{jsx,tsx}'],
    rules: jsxA11y.flatConfigs.recommended.rules,
  },
  {
    ignores: [
      '.next/**',
      '.next-*/**',
      'dist/**',
      '.data/**',
      '.data-*/**',
      'node_modules/**',
      'next-env.d.ts',
      'test-results/**',
      'playwright-report/**',
      'bench/results/**',
    ],
  },
  {
    // A cycle runs through modules something imports: the app's, not the tests', benches' or scripts' own files, which
    // nothing imports (checking from those took two thirds of the lint's 93 s).
    files: ['{app,features,components,stores,lib,server}/**/*.{ts,tsx,mjs}', '*.{ts,mjs}'],
    rules: { 'import/no-cycle': ['error', { maxDepth: 10, ignoreExternal: true }] },
  },
  {
    settings: { 'import/ignore': ['node_modules'] },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'import/no-restricted-paths': [
        'error',
        {
          zones: [
            // The site never imports the server; only the route handlers that mount it may.
            zone(
              ['./app', './features', './components', './stores', './lib'],
              './server',
              'The site talks to the portal API over HTTP (lib/api), never to server/ code.',
            ),
            // server/ may use lib/contract (pure zod), lib/security and lib/search (pure) and nothing else of the site.
            zone(
              './server',
              ['./app', './features', './components', './stores'],
              'server/ may import lib/contract only.',
            ),
            zone('./server', './lib', 'server/ may import lib/contract only.'),
            // lib is the bottom layer.
            zone('./lib', ['./app', './features', './components', './stores'], 'lib/ imports nothing outside lib.'),
            // lib/contract is shared by the server and the site: it imports zod and itself, nothing else of lib.
            zone('./lib/contract', './lib', 'lib/contract imports only zod and lib/contract.'),
            zone(['./components', './stores'], ['./features', './app'], 'components and stores are feature-agnostic.'),
            zone('./features', './app', 'features never import app/.'),
          ].map((z) => ({ ...z, except: exceptFor(z) })),
        },
      ],
    },
  },
  {
    // The one route handler that mounts the server inside Next (so `next build` type-checks the API); media and
    // everything else of server/ are reached through server.ts's router, never from app/.
    files: ['app/api/\\[\\[...path\\]\\]/route.ts'],
    rules: { 'import/no-restricted-paths': 'off' },
  },
  {
    // A route's query schema is documentation only (decision 084): the router does not run it.
    files: ['server/**/*.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.property.name='valid'][arguments.0.value='query']",
          message: 'Query schemas are not run (decision 084): read the URL with queryValue (server/api/filters.ts).',
        },
      ],
    },
  },
  {
    // lib/contract: zod and its own files only (no packages, no other lib/ modules).
    files: ['lib/contract/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '^(?!zod$|\\./)', message: 'lib/contract imports only zod and lib/contract (decision 026).' },
          ],
        },
      ],
    },
  },
  {
    // A feature never imports another feature.
    files: ['features/*/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '^@/features/', message: 'A feature never imports another feature; compose them in app/.' },
          ],
        },
      ],
    },
  },
];

export default config;

function exceptFor(z) {
  // server/ → lib: lib/contract is allowed (paths are relative to `from`).
  if (z.target === './server' && z.from === './lib') return ['./contract', './security', './search'];
  if (z.target === './lib/contract' && z.from === './lib') return ['./contract'];
  return undefined;
}
