// Takes full-page screenshots of the given paths at 1280 and 375 px wide, for looking at what we build.
// Usage: node scripts/screenshots.mjs http://localhost:3000 /about-us /contact-us  (PNGs go to .screenshots/)
import { mkdirSync } from 'node:fs';
import { chromium } from '@playwright/test';

const [base = 'http://localhost:3000', ...paths] = process.argv.slice(2);
const out = '.screenshots';
mkdirSync(out, { recursive: true });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
});
for (const width of [1280, 375]) {
  const page = await browser.newPage({ viewport: { width, height: width === 375 ? 812 : 800 } });
  page.on('console', (msg) => msg.type() === 'error' && console.log(`[${width}] console error: ${msg.text()}`));
  page.on('pageerror', (err) => console.log(`[${width}] page error: ${err.message}`));
  for (const p of paths.length ? paths : ['/']) {
    await page.goto(base + p, { waitUntil: 'networkidle' });
    const name = `${out}/${p.replace(/[/?=&]+/g, '_').replace(/^_|_$/g, '') || 'home'}-${width}.png`;
    await page.screenshot({ path: name, fullPage: true });
    console.log(name);
  }
  await page.close();
}
await browser.close();
