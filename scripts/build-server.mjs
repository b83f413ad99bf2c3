// Bundles server.ts (and the server modules it imports) into dist/server.js for `npm start`.
// Production dependencies stay external (installed by `npm ci --omit=dev`); anything the server reaches from
// devDependencies (faker, for the demo seed) is bundled in. The seed is a separate chunk loaded only when seeding
// is asked for, so a server that does not seed never reads it (decision 022).
import { readFile, rm } from 'node:fs/promises';
import { build } from 'esbuild';

const pkg = JSON.parse(await readFile('package.json', 'utf8'));
const external = Object.keys(pkg.dependencies ?? {}).flatMap((name) => [name, `${name}/*`]);

await rm('dist', { recursive: true, force: true });
await build({
  entryPoints: { server: 'server.ts' },
  outdir: 'dist',
  chunkNames: 'chunks/[name]-[hash]',
  bundle: true,
  splitting: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  external,
  // Bundled CommonJS code (if any) may call require(); give the ESM output one.
  banner: {
    js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
  },
  sourcemap: true,
  logLevel: 'warning',
});
