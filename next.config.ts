// Next.js configuration: the site and the API route handler share one build.
import type { NextConfig } from 'next';

const nextConfig: NextConfig = {
  // PGlite ships a .wasm that Turbopack must not bundle; pg, pino and argon2 are native or dynamic-require heavy.
  serverExternalPackages: [
    '@electric-sql/pglite',
    'pg',
    'pino',
    'pino-pretty',
    '@node-rs/argon2',
    'swagger-ui-dist',
    '@faker-js/faker',
  ],
  // A separate build folder lets several dev servers (or a dev server and a build) share one checkout.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  poweredByHeader: false,
  // Dev only: let the dev server's HMR socket answer pages opened at 127.0.0.1 as well as localhost.
  allowedDevOrigins: ['127.0.0.1'],
  trailingSlash: true,
  // The site is served by server.ts; never let Next serve an unoptimized image host list from the outside.
  images: { unoptimized: true },
  typedRoutes: false,
  // forbidden() and forbidden.tsx: a page a role may not open says why, with a 403 (decision 051).
  experimental: { authInterrupts: true },
};

export default nextConfig;
