// Lighthouse (the pinned 12.2.3 through its Node API, its default mobile settings: a mid-range phone, simulated slow 4G and a 4× slower
// CPU) on `/`, `/cars/` and a car page, in Debian's Chromium (the one the e2e tests use): the four category scores
// of each page, the median of `--runs` runs, and every audit that cost points. Decision 062.
//
//   npm run build && npm run bench:lighthouse [-- --runs 3] [--base http://localhost:3000] [--json DIR] [path ...]
//
// Without --base it starts the production build (dist/server.js) itself on a fresh data dir seeded with demo data.
// Performance is measured, not only simulated: on a loaded machine it drops, so print `uptime` beside the figures.
// Exits 1 when a score is below --min (default 0: report only).
import { mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import lighthouse from 'lighthouse';
import { startBuiltApp, waitForHealth } from './lib.mjs';
import { firstCarPath, takeOption } from './page-lib.mjs';

const args = process.argv.slice(2);
const option = (name, fallback) => takeOption(args, name, fallback);
const givenBase = option('--base', process.env.BASE_URL ?? null);
const runs = Number(option('--runs', '1'));
const minScore = Number(option('--min', '0'));
const jsonDir = option('--json', null);
const port = Number(option('--port', '3391'));

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
// The e2e suite's Chromium flags (playwright.config.ts), so both see the same browser; Playwright adds --headless.
const CHROME_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

let app = null;
if (!givenBase) {
  app = startBuiltApp(port, { SEED: 'true', SEED_CARS: process.env.SEED_CARS ?? '200' });
}
const base = givenBase ?? `http://localhost:${port}`;
await waitForHealth(new URL('/api/health/', base));

const paths = args.length > 0 ? args : ['/', '/cars/', await firstCarPath(base)];
// Launched by Playwright (as the e2e suite does) with a DevTools port for Lighthouse to drive.
const debugPort = port + 1;
const chrome = await chromium.launch({
  executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
  args: [...CHROME_FLAGS, `--remote-debugging-port=${debugPort}`],
  // Playwright turns the back/forward cache off by default; Lighthouse audits it.
  ignoreDefaultArgs: ['--disable-back-forward-cache'],
});
const loadBefore = loadavg()[0];

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

/** Audits below a perfect score that count towards a category (weight > 0), or that Lighthouse marks as failed. */
function lostPoints(lhr) {
  const lost = new Map();
  for (const id of CATEGORIES) {
    for (const ref of lhr.categories[id].auditRefs) {
      const audit = lhr.audits[ref.id];
      if (audit.score === null || audit.score >= 0.9 || audit.scoreDisplayMode === 'informative') continue;
      if (ref.weight === 0 && audit.scoreDisplayMode !== 'binary') continue;
      const value = audit.displayValue ? ` (${audit.displayValue})` : '';
      lost.set(ref.id, `${id}: ${ref.id} ${Math.round(audit.score * 100)}${value}`);
    }
  }
  return [...lost.values()];
}

const table = [];
try {
  for (const pagePath of paths) {
    const url = new URL(pagePath, base).href;
    const scores = Object.fromEntries(CATEGORIES.map((id) => [id, []]));
    const findings = new Set();
    for (let run = 0; run < runs; run += 1) {
      const result = await lighthouse(url, {
        port: debugPort,
        output: 'json',
        logLevel: 'error',
        onlyCategories: CATEGORIES,
      });
      if (!result) throw new Error(`lighthouse gave no result for ${url}`);
      const { lhr } = result;
      if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
      for (const id of CATEGORIES) scores[id].push(Math.round((lhr.categories[id].score ?? 0) * 100));
      for (const line of lostPoints(lhr)) findings.add(line);
      if (jsonDir) {
        mkdirSync(jsonDir, { recursive: true });
        const name = `${pagePath.replaceAll('/', '_') || '_'}-${run + 1}.json`;
        writeFileSync(path.join(jsonDir, name), JSON.stringify(lhr));
      }
    }
    const row = { path: pagePath, ...Object.fromEntries(CATEGORIES.map((id) => [id, median(scores[id])])) };
    table.push(row);
    console.log(`\n${pagePath}: ${CATEGORIES.map((id) => `${id} ${row[id]} [${scores[id].join(', ')}]`).join(', ')}`);
    for (const line of findings) console.log(`  ${line}`);
  }
} finally {
  await chrome.close();
  app?.stop();
}

const loadAfter = loadavg()[0];
console.log(
  `\nLighthouse 12.2.3, mobile, median of ${runs} run(s); load average ${loadBefore.toFixed(1)} → ${loadAfter.toFixed(1)}`,
);
console.log('\n| page | performance | accessibility | best practices | SEO |');
console.log('| --- | ---: | ---: | ---: | ---: |');
for (const row of table) {
  console.log(`| \`${row.path}\` | ${CATEGORIES.map((id) => row[id]).join(' | ')} |`);
}
if (table.some((row) => CATEGORIES.some((id) => row[id] < minScore))) process.exitCode = 1;
