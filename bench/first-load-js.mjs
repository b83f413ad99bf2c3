// First-load JS of pages: every <script src> a modern browser loads (not `nomodule`), gzipped at level 9, per
// script and in total. With --analyze DIR, also the biggest contributors (packages, app folders) of each route,
// from a `next analyze -o` run whose build folder is DIR (Turbopack's module graph; sizes there are gzipped per
// module, so they add up to more than the chunks do and are for ranking only).
//
//   node bench/first-load-js.mjs [--base http://localhost:3311] [--budget 190] [--analyze .next-analyze] [path ...]
//
// Default paths: /cars/ and the first car of GET /api/cars/filter/. Exits 1 when a page is over the budget.
import { execFileSync } from 'node:child_process';
import { gzipSync } from 'node:zlib';
import { firstCarPath, takeOption } from './page-lib.mjs';

const args = process.argv.slice(2);
const option = (name, fallback) => takeOption(args, name, fallback);

const base = option('--base', process.env.BASE_URL ?? 'http://localhost:3311');
const budgetKb = Number(option('--budget', '190'));
const analyzeDir = option('--analyze', null);
const kb = (bytes) => (bytes / 1024).toFixed(1);
// Level 9 rather than the server's own: Next's compression middleware uses zlib's default (6), a CDN may use
// brotli; level 9 is the fixed, reproducible yardstick (level 6 is usually within 1 % of it).
const gzipSize = (text) => gzipSync(text, { level: 9 }).length;

/** `src` of every script a module-capable browser runs: `nomodule` ones are for old browsers only. */
function scriptSources(html) {
  const sources = [];
  for (const match of html.matchAll(/<script\b([^>]*)>/gi)) {
    const attrs = match[1];
    if (/\bnomodule\b/i.test(attrs)) continue;
    const src = /\bsrc=(?:"([^"]*)"|'([^']*)')/i.exec(attrs);
    if (src) sources.push((src[1] ?? src[2]).replaceAll('&amp;', '&'));
  }
  return [...new Set(sources)];
}

async function measurePage(path) {
  const res = await fetch(new URL(path, base), { redirect: 'follow' });
  if (!res.ok) throw new Error(`GET ${path} answered ${res.status}`);
  const html = await res.text();
  const scripts = [];
  for (const src of scriptSources(html)) {
    const body = await (await fetch(new URL(src, res.url))).text();
    scripts.push({ src, raw: Buffer.byteLength(body), gz: gzipSize(body) });
  }
  scripts.sort((a, b) => b.gz - a.gz);
  return { path, scripts, total: scripts.reduce((sum, script) => sum + script.gz, 0) };
}

/** The route a path is served by, as `next analyze` names it: `/cars/2386/` → `/cars/[id]`. */
function routeOf(path) {
  const parts = path
    .split('/')
    .filter(Boolean)
    .map((part) => (/^\d+$/.test(part) ? '[id]' : part));
  return `/${parts.join('/')}`;
}

/** Sizes by package (or top app folder) of the modules a route loads before it is interactive. */
function contributors(route) {
  const out = execFileSync('npx', ['next', 'analyze', 'export', '--dist-dir', analyzeDir, '--route', route], {
    encoding: 'utf8',
    maxBuffer: 1 << 30,
    stdio: ['ignore', 'pipe', 'ignore'],
  });
  const records = out
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line));
  const initial = new Set();
  for (const group of records.filter((record) => record.type === 'group' && record.kind !== 'async')) {
    for (const output of group.outputs) initial.add(output.replace('[client-fs]/_next/', ''));
  }
  const sizes = new Map();
  for (const part of records) {
    if (part.type !== 'part' || !part.filename.includes('/static/chunks/') || part.source_path.endsWith('.css'))
      continue;
    if (!initial.has(`static/${part.filename.split('/static/')[1]}`)) continue;
    const source = part.source_path.replace('[project]/', '');
    const name = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(source)?.[1] ?? source.split('/').slice(0, 2).join('/');
    sizes.set(name, (sizes.get(name) ?? 0) + part.compressed_size);
  }
  return [...sizes].sort((a, b) => b[1] - a[1]);
}

const paths = args.length > 0 ? args : ['/cars/', await firstCarPath(base)];
let over = false;
for (const path of paths) {
  const page = await measurePage(path);
  console.log(`\n${page.path}: ${page.scripts.length} scripts, ${kb(page.total)} kB gzipped (budget ${budgetKb} kB)`);
  for (const script of page.scripts) {
    console.log(`  ${kb(script.gz).padStart(7)} kB gz  ${kb(script.raw).padStart(7)} kB raw  ${script.src}`);
  }
  if (analyzeDir) {
    console.log(`  biggest contributors of ${routeOf(path)} (per-module gzip, ${analyzeDir}):`);
    for (const [name, size] of contributors(routeOf(path)).slice(0, 15))
      console.log(`    ${kb(size).padStart(7)} kB  ${name}`);
  }
  if (page.total / 1024 > budgetKb) over = true;
}
process.exit(over ? 1 : 0);
