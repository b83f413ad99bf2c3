import { chromium } from '@playwright/test';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
const context = await browser.newContext({ viewport: { width: 375, height: 812 }, deviceScaleFactor: 2, hasTouch: true, isMobile: true });
const page = await context.newPage();
const cdp = await context.newCDPSession(page);
await page.goto('http://localhost:3231/cars/', { waitUntil: 'load' });
await page.waitForTimeout(2000);
await cdp.send('Profiler.enable');
await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
await cdp.send('Profiler.start');
const t0 = Date.now();
await page.getByRole('button', { name: 'Filters', exact: true }).click();
await page.getByRole('dialog').getByRole('option').nth(3).waitFor({ state: 'attached' });
console.log('dialog with options after', Date.now() - t0, 'ms (unthrottled)');
await page.waitForTimeout(500);
const { profile } = await cdp.send('Profiler.stop');
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const parent = new Map(); for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
const self = new Map(), total = new Map();
for (let i = 0; i < profile.samples.length; i++) {
  const dt = profile.timeDeltas[i + 1] ?? 0; const n = byId.get(profile.samples[i]);
  const k = (x) => `${x.callFrame.functionName || '(anon)'} ${x.callFrame.url.replace(/^.*\//, '')}:${x.callFrame.columnNumber}`;
  if (n.callFrame.functionName === '(idle)') continue;
  self.set(k(n), (self.get(k(n)) ?? 0) + dt);
  const seen = new Set(); let p = n.id; while (p !== undefined) { const kk = k(byId.get(p)); if (!seen.has(kk)) { seen.add(kk); total.set(kk, (total.get(kk) ?? 0) + dt); } p = parent.get(p); }
}
console.log('busy ms', ([...self].reduce((a, [, v]) => a + v, 0) / 1000).toFixed(1));
console.log('self', [...self].sort((a, b) => b[1] - a[1]).slice(0, 12).map(([k, v]) => `${k}=${(v / 1000).toFixed(1)}`).join('\n  '));
console.log('total', [...total].sort((a, b) => b[1] - a[1]).slice(0, 30).map(([k, v]) => `${k}=${(v / 1000).toFixed(1)}`).join('\n  '));
await browser.close();
