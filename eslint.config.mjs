// Lint: Next's rules, TypeScript, and the import boundaries of shared/STYLE.md.
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

const zone = (target, from, message) => ({ target, from, message });

const config = [
  ...nextVitals,
  ...nextTs,
  {
    ignores: ['.next/**', '.next-*/**', 'dist/**', '.data/**', '.data-*/**', 'node_modules/**', 'next-env.d.ts', 'test-results/**', 'playwright-report/**', 'bench/results/**'],
  },
  {
    settings: { 'import/ignore': ['node_modules'] },
    rules: {
      'import/no-cycle': ['error', { maxDepth: 10, ignoreExternal: true }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'import/no-restricted-paths': [
        'error',
        {
          zones: [
            // The site never imports the server; only the route handlers that mount it may.
            zone(['./app', './features', './components', './stores', './lib'], './server', 'The site talks to the portal API over HTTP (lib/api), never to server/ code.'),
            // server/ may use lib/contract (pure zod) and nothing else of the site.
            zone('./server', ['./app', './features', './components', './stores'], 'server/ may import lib/contract only.'),
            zone('./server', './lib', 'server/ may import lib/contract only.', ),
            // lib is the bottom layer.
            zone('./lib', ['./app', './features', './components', './stores'], 'lib/ imports nothing outside lib.'),
            zone(['./components', './stores'], ['./features', './app'], 'components and stores are feature-agnostic.'),
            zone('./features', './app', 'features never import app/.'),
          ].map((z) => ({ ...z, except: exceptFor(z) })),
        },
      ],
    },
  },
  {
    // The two route handlers that mount the server inside Next.
    files: ['app/api/**/route.ts', 'app/media/**/route.ts'],
    rules: { 'import/no-restricted-paths': 'off' },
  },
  {
    // A feature never imports another feature.
    files: ['features/*/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '^@/features/', message: 'A feature never imports another feature; compose them in app/.' }] },
      ],
    },
  },
];

export default config;

function exceptFor(z) {
  // server/ → lib: lib/contract is allowed (paths are relative to `from`).
  if (z.target === './server' && z.from === './lib') return ['./contract', './security'];
  return undefined;
}
