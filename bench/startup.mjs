// Start-up on a mid-range phone: Chromium at 375 px with the CPU slowed 4× (DevTools protocol
// Emulation.setCPUThrottlingRate) opens /cars/ and a car page; reports the longest main-thread task (Long Tasks API,
// observed from before the first script runs) and how soon the page answers a tap. Decision 048.
//
// Wall-clock times depend on what else the machine runs (a shared 2-core machine at a load of 10+ stretches them
// several times over). So the bench also loads each page unslowed with a Chromium trace and reports each main-thread
// task's CPU time (thread time, which excludes waiting for a core) times the slowdown ("CPU × 4"): what the task takes
// on an otherwise idle phone 4× slower than this machine. Its tap time ("CPU × 4" too) is the unslowed run's, with
// each main-thread task before the answer counted at its CPU time × 4 instead of its wall time.
//
//   node bench/startup.mjs [--base http://localhost:3231] [--runs 3] [--rate 4] [path ...]
//
// "Answers a tap": from the moment the document starts loading, the bench taps a control every 100 ms (on /cars/ the
// Filters button, on a car page the gallery's next-photo button, or the chat button when a car has one photo) and
// takes the time at which the page first showed the tap's effect (the filter drawer opened, the photo counter moved,
// the chat opened). Exits 1 when a longest task reaches 200 ms or a page answers later than 2.5 s.
import { firstCarPath, launchChromium, takeOption } from './page-lib.mjs';

const args = process.argv.slice(2);
const option = (name, fallback) => takeOption(args, name, fallback);
const base = option('--base', process.env.BASE_URL ?? 'http://localhost:3231');
const runs = Number(option('--runs', '3'));
const rate = Number(option('--rate', '4'));
const LONGEST_TASK_MS = 200;
const RESPONSIVE_MS = 2500;

// Runs in the page before any of its scripts: long tasks, and the first moment a tap's effect is on screen.
function observe() {
  const state = { tasks: [], answeredAt: null };
  window.__startup = state;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) state.tasks.push({ start: entry.startTime, duration: entry.duration });
  }).observe({ type: 'longtask', buffered: true });
  const answered = () =>
    document.querySelector('[role="dialog"]') !== null ||
    /^Photo [2-9]/.test(document.querySelector('[aria-roledescription="carousel"] [aria-live]')?.textContent ?? '');
  new MutationObserver(() => {
    if (state.answeredAt === null && answered()) state.answeredAt = performance.now();
  }).observe(document, { subtree: true, childList: true, characterData: true, attributes: true });
}

/** The control a visitor would tap first on this page. */
async function tapTarget(page) {
  const filters = page.getByRole('button', { name: 'Filters', exact: true });
  if (await filters.count()) return filters;
  const next = page.getByRole('button', { name: 'Next photo' });
  if (await next.count()) return next.first();
  return page.getByRole('button', { name: 'Chat with us' });
}

/** The renderer main thread's tasks from a trace: start and wall duration (ms), CPU time (ms), and what ran in them. */
function mainThreadTasks(trace) {
  const events = JSON.parse(trace.toString()).traceEvents;
  // Only the renderer of the page under test: a browser may run other renderers (its own WebUI pages) meanwhile.
  const pageOrigin = new URL(base).origin;
  const pagePids = new Set(
    events
      .filter((e) => e.name === 'ParseHTML' && String(e.args?.beginData?.url ?? '').startsWith(pageOrigin))
      .map((e) => e.pid),
  );
  const main = new Set(
    events
      .filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain')
      .filter((e) => pagePids.has(e.pid))
      .map((e) => `${e.pid}:${e.tid}`),
  );
  const onMain = events.filter((e) => e.ph === 'X' && main.has(`${e.pid}:${e.tid}`));
  const tasks = onMain.filter((e) => e.name === 'RunTask' && e.dur > 0);
  const culprits = onMain.filter((e) =>
    [
      'EvaluateScript',
      'FunctionCall',
      'v8.compile',
      'ParseHTML',
      'Layout',
      'UpdateLayoutTree',
      'Paint',
      'v8.callFunction',
      'TimerFire',
      'EventDispatch',
    ].includes(e.name),
  );
  return tasks.map((task) => {
    const inside = culprits
      .filter((c) => c.ts >= task.ts && c.ts < task.ts + task.dur && c.dur > 2000)
      .map(
        (c) =>
          `${c.name}${c.args?.data?.url ? ` ${c.args.data.url.replace(/^.*\//, '')}` : ''}${c.args?.data?.functionName ? ` ${c.args.data.functionName}` : ''} ${Math.round(c.dur / 1000)}ms`,
      );
    return {
      startUs: task.ts,
      endUs: task.ts + task.dur,
      wall: task.dur / 1000,
      cpu: (task.tdur ?? task.dur) / 1000,
      inside: [...new Set(inside)].slice(0, 6),
    };
  });
}

async function run(browser, pathname, traced) {
  const context = await browser.newContext({
    viewport: { width: 375, height: 812 },
    deviceScaleFactor: 2,
    hasTouch: true,
    isMobile: true,
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  if (!traced) await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  await page.addInitScript(observe);
  if (traced)
    await browser.startTracing(undefined, {
      categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute'],
    });
  await page.goto(new URL(pathname, base).toString(), { waitUntil: 'commit' });
  let target = null;
  const started = Date.now();
  while (Date.now() - started < 15_000) {
    const answered = await page.evaluate(() => window.__startup?.answeredAt ?? null).catch(() => null);
    if (answered !== null) break;
    target ??= await tapTarget(page).catch(() => null);
    if (target && (await target.isVisible().catch(() => false))) {
      await target.click({ timeout: 1_000, noWaitAfter: true }).catch(() => {});
    }
    await page.waitForTimeout(100);
  }
  await page.waitForLoadState('load');
  // Everything the page does on its own after load (hydration of late parts, lazy chunks) counts too.
  await page.waitForTimeout(3_000);
  const result = await page.evaluate(() => ({ ...window.__startup, origin: performance.timeOrigin }));
  const tasks = traced ? mainThreadTasks(await browser.stopTracing()) : [];
  await context.close();
  const longest = result.tasks.reduce((max, task) => Math.max(max, task.duration), 0);
  const blocking = result.tasks.reduce((sum, task) => sum + Math.max(0, task.duration - 50), 0);
  if (!traced) return { longest, blocking, tasks: result.tasks.length, answeredAt: result.answeredAt };
  const heaviest = tasks.reduce((max, task) => (task.cpu > max.cpu ? task : max), { cpu: 0, inside: [] });
  // Trace timestamps are microseconds of the same monotonic clock as timeOrigin + performance.now() (ms).
  const answerUs = result.answeredAt === null ? null : (result.origin + result.answeredAt) * 1000;
  const before =
    answerUs === null ? [] : tasks.filter((task) => task.endUs <= answerUs && task.startUs >= result.origin * 1000);
  const stretched = before.reduce((sum, task) => sum + task.cpu * rate - task.wall, 0);
  return {
    cpuLongest: heaviest.cpu * rate,
    cpuBlocking: tasks.reduce((sum, task) => sum + Math.max(0, task.cpu * rate - 50), 0),
    cpuAnswer: result.answeredAt === null ? null : result.answeredAt + stretched,
    heaviest: heaviest.inside,
  };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const ms = (value) => (value === null ? 'never' : `${Math.round(value)} ms`);

const paths = args.length > 0 ? args : ['/cars/', await firstCarPath(base)];
const browser = await launchChromium();
let failed = false;
try {
  const load = (await import('node:os')).loadavg()[0].toFixed(1);
  console.log(
    `375×812, CPU ${rate}× slower, ${runs} runs per page (after one warm-up), ${base}, load average ${load}\n`,
  );
  for (const pathname of paths) {
    await run(browser, pathname, false);
    const results = [];
    const cpuRuns = [];
    for (let i = 0; i < runs; i += 1) {
      results.push(await run(browser, pathname, false));
      cpuRuns.push(await run(browser, pathname, true));
    }
    const longest = median(results.map((r) => r.longest));
    const answers = results.map((r) => r.answeredAt ?? Infinity);
    const answered = median(answers);
    console.log(pathname);
    console.log(`  longest task: median ${ms(longest)} (runs: ${results.map((r) => ms(r.longest)).join(', ')})`);
    console.log(
      `  total blocking time: median ${ms(median(results.map((r) => r.blocking)))}, long tasks: ${results.map((r) => r.tasks).join(', ')}`,
    );
    const cpu = median(cpuRuns.map((r) => r.cpuLongest));
    const cpuAnswers = cpuRuns.map((r) => r.cpuAnswer ?? Infinity);
    const cpuAnswer = median(cpuAnswers);
    console.log(
      `  longest task, CPU × ${rate}: median ${ms(cpu)} (runs: ${cpuRuns.map((r) => ms(r.cpuLongest)).join(', ')}); blocking time, CPU × ${rate}: median ${ms(median(cpuRuns.map((r) => r.cpuBlocking)))}`,
    );
    console.log(`  in it: ${cpuRuns[0].heaviest.join('; ')}`);
    console.log(
      `  answers a tap, CPU × ${rate}: median ${ms(Number.isFinite(cpuAnswer) ? cpuAnswer : null)} (runs: ${cpuAnswers.map((a) => ms(Number.isFinite(a) ? a : null)).join(', ')})`,
    );
    console.log(
      `  answers a tap: median ${ms(Number.isFinite(answered) ? answered : null)} (runs: ${answers.map((a) => ms(Number.isFinite(a) ? a : null)).join(', ')})`,
    );
    if (cpu >= LONGEST_TASK_MS || !(cpuAnswer <= RESPONSIVE_MS)) failed = true;
  }
} finally {
  await browser.close();
}
process.exit(failed ? 1 : 0);
