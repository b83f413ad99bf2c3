// Page weight on a phone: image bytes at 375 px on /cars/ and a car page (on arrival, and after scrolling to the end,
// so all 20 cards' photos are in), the JavaScript the page loads, and the home banners' headlines at five widths.
// Runs Chromium (Playwright) against a running production build; decision 048.
//
//   node bench/page-weight.mjs [--base http://localhost:3231] [--photos DIR] [--dpr 2] [--budget 600]
//
// --photos: a folder of real photos (JPEG/PNG). When /cars/'s first 20 listings are not all uploaded photos yet, the
// bench signs in as the demo dealer and lists 20 cars with one photo each (the first of them with five), so the
// figures are for photos as dealers upload them, not for the seed's drawings. Photos anyone may use: Debian's
// mate-backgrounds (nature/) and python3-skimage (data/) packages (`apt-get download`, then `dpkg -x`).
// Exits 1 when /cars/ is over the budget (kB of images after scrolling through the page) or a headline is cut.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { carPagePath, launchChromium, takeOption } from './page-lib.mjs';

const args = process.argv.slice(2);
const option = (name, fallback) => takeOption(args, name, fallback);
const base = option('--base', process.env.BASE_URL ?? 'http://localhost:3231');
const photosDir = option('--photos', process.env.PHOTOS_DIR ?? null);
const dpr = Number(option('--dpr', '2'));
const budgetKb = Number(option('--budget', '600'));
const kb = (bytes) => (bytes / 1024).toFixed(1);
const CARDS = 20;

async function api(pathname, init = {}) {
  const res = await fetch(new URL(pathname, base), init);
  if (!res.ok) throw new Error(`${init.method ?? 'GET'} ${pathname} answered ${res.status}: ${await res.text()}`);
  return res.json();
}

const isUpload = (url) => typeof url === 'string' && url.includes('/media/uploads/');

/** Makes /cars/'s first page 20 listings with real photos, unless it already is. */
async function ensurePhotoListings() {
  const { results } = await api(`/api/cars/filter/?page_size=${CARDS}`);
  if (results.length >= CARDS && results.every((car) => isUpload(car.cover_image))) return;
  if (!photosDir) throw new Error('/cars/ shows drawings, not photos: pass --photos DIR (see the header)');
  const photos = readdirSync(photosDir)
    .filter((name) => /\.(jpe?g|png)$/i.test(name))
    .sort();
  if (photos.length === 0) throw new Error(`no JPEG or PNG photos in ${photosDir}`);
  const { access } = await api('/api/usermgmt/token/', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'dealer@demo.local', password: 'demo1234!' }),
  });
  const auth = { authorization: `Bearer ${access}` };
  const upload = async (carId, name) => {
    const form = new FormData();
    form.set('car', String(carId));
    const type = name.toLowerCase().endsWith('.png') ? 'image/png' : 'image/jpeg';
    form.set('image', new Blob([readFileSync(path.join(photosDir, name))], { type }), name);
    await api('/api/dealer/cargallery/create/', { method: 'POST', headers: auth, body: form });
  };
  // Oldest first, so the car with the gallery is the newest: first on /cars/.
  for (let i = CARDS - 1; i >= 0; i -= 1) {
    const car = await api('/api/dealer/cars/create/', {
      method: 'POST',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify({
        year: 2015 + (i % 8),
        make_name: 'Toyota',
        model_name: i % 2 ? 'Camry' : 'Land Cruiser',
        price: 18_000 + i * 1_000,
        mileage: 40_000 + i * 3_000,
        selling_type: 'dealer car',
        country: 'KH',
        location: 'Phnom Penh',
        description: 'Listed by bench/page-weight.mjs with a real photo.',
      }),
    });
    const gallery = i === 0 ? 5 : 1;
    for (let n = 0; n < gallery; n += 1) await upload(car.id, photos[(i + n * 7) % photos.length]);
    // A new listing is a draft until its photos are there (decision 053).
    await api(`/api/dealer/cars/${car.id}/update/`, {
      method: 'PUT',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify({ status: 'active' }),
    });
  }
  console.log(`listed ${CARDS} cars with photos from ${photosDir}`);
}

/** Bytes the page transferred, by resource type, from the DevTools protocol (encoded: as sent over the wire). */
async function trackBytes(page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  const types = new Map();
  const totals = { Image: 0, Script: 0, Document: 0, Stylesheet: 0, Other: 0 };
  const images = [];
  cdp.on('Network.responseReceived', ({ requestId, type, response }) => {
    types.set(requestId, { type, url: response.url, mime: response.mimeType });
  });
  cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
    const entry = types.get(requestId);
    if (!entry) return;
    const key = entry.type in totals ? entry.type : 'Other';
    totals[key] += encodedDataLength;
    if (entry.type === 'Image') images.push({ url: entry.url, mime: entry.mime, bytes: encodedDataLength });
  });
  return { totals, images };
}

async function settle(page) {
  await page.waitForLoadState('networkidle').catch(() => {});
}

async function measurePage(browser, pathname) {
  const context = await browser.newContext({ viewport: { width: 375, height: 812 }, deviceScaleFactor: dpr });
  const page = await context.newPage();
  const bytes = await trackBytes(page);
  await page.goto(new URL(pathname, base).toString(), { waitUntil: 'load' });
  await settle(page);
  const onArrival = { ...bytes.totals };
  // Scroll in screen-sized steps, as a thumb does, so every lazy photo is asked for.
  for (let y = 0; ; y += 700) {
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    if (y > height) break;
    await page.evaluate((top) => window.scrollTo(0, top), y);
    await page.waitForTimeout(150);
  }
  await settle(page);
  const first = await page.evaluate(() => {
    const img = document.querySelector('main img');
    return img && { loading: img.loading, fetchPriority: img.fetchPriority, current: img.currentSrc };
  });
  await context.close();
  return { pathname, onArrival, scrolled: { ...bytes.totals }, images: bytes.images, first };
}

/** Every home banner's artwork (or text) and the hero's headline lie inside their boxes at `width`. */
async function checkHeadlines(browser, width) {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  const page = await context.newPage();
  await page.goto(new URL('/', base).toString(), { waitUntil: 'load' });
  await page.locator('section[aria-label="Promotions"] img').first().waitFor({ timeout: 15_000 });
  await page.waitForFunction(() =>
    [...document.querySelectorAll('section[aria-label="Promotions"] img')].every((img) => img.complete),
  );
  const problems = await page.evaluate(() => {
    const out = [];
    const inside = (inner, outer) =>
      inner.left >= outer.left - 0.5 &&
      inner.right <= outer.right + 0.5 &&
      inner.top >= outer.top - 0.5 &&
      inner.bottom <= outer.bottom + 0.5;
    const hero = document.querySelector('main h1');
    const heroBox = hero?.closest('section');
    if (!hero || !heroBox) out.push('no hero headline');
    else if (
      !inside(hero.getBoundingClientRect(), heroBox.getBoundingClientRect()) ||
      hero.scrollWidth > hero.clientWidth
    )
      out.push(`hero headline "${hero.textContent}" overflows its banner`);
    for (const link of document.querySelectorAll('section[aria-label="Promotions"] li > a')) {
      const box = link.getBoundingClientRect();
      const img = link.querySelector('img');
      if (img) {
        // Where the artwork is drawn: object-fit decides whether it is scaled to fit (whole) or to cover (cut).
        const frame = img.getBoundingClientRect();
        const fit = getComputedStyle(img).objectFit;
        const ratio = img.naturalWidth / img.naturalHeight;
        const scale =
          fit === 'contain'
            ? Math.min(frame.width / img.naturalWidth, frame.height / img.naturalHeight)
            : fit === 'cover'
              ? Math.max(frame.width / img.naturalWidth, frame.height / img.naturalHeight)
              : null;
        const w = scale === null ? frame.width : img.naturalWidth * scale;
        const h = scale === null ? frame.width / ratio : img.naturalHeight * scale;
        const drawn = {
          left: frame.left + (frame.width - w) / 2,
          right: frame.left + (frame.width + w) / 2,
          top: frame.top + (frame.height - h) / 2,
          bottom: frame.top + (frame.height + h) / 2,
        };
        if (!inside(drawn, box))
          out.push(
            `banner "${img.alt}" is cut (${fit}, ${Math.round(w)}×${Math.round(h)} in ${Math.round(box.width)}×${Math.round(box.height)})`,
          );
      } else {
        for (const text of link.querySelectorAll('span span')) {
          if (!inside(text.getBoundingClientRect(), box)) out.push(`banner text "${text.textContent}" is cut`);
        }
      }
    }
    return out;
  });
  await context.close();
  return problems;
}

async function firstCarWithGallery() {
  const { results } = await api(`/api/cars/filter/?page_size=${CARDS}`);
  return carPagePath(results[0]);
}

await ensurePhotoListings();
const browser = await launchChromium();
let failed = false;
try {
  console.log(`375×812 at device pixel ratio ${dpr}, cache off, ${base}\n`);
  const carPage = await firstCarWithGallery();
  for (const pathname of ['/cars/', carPage]) {
    // Twice: the first visit may make the sized copies; the second is what every later visitor gets.
    await measurePage(browser, pathname);
    const m = await measurePage(browser, pathname);
    const formats = [...new Set(m.images.map((i) => i.mime))].join(', ');
    console.log(`${pathname}`);
    console.log(
      `  images: ${kb(m.onArrival.Image)} kB on arrival, ${kb(m.scrolled.Image)} kB after scrolling to the end (${m.images.length} files: ${formats})`,
    );
    console.log(
      `  JavaScript: ${kb(m.onArrival.Script)} kB transferred on arrival, ${kb(m.scrolled.Script)} kB by the end`,
    );
    console.log(`  document ${kb(m.onArrival.Document)} kB, CSS ${kb(m.onArrival.Stylesheet)} kB`);
    console.log(`  first photo: ${JSON.stringify(m.first)}`);
    const biggest = [...m.images].sort((a, b) => b.bytes - a.bytes).slice(0, 3);
    for (const image of biggest) console.log(`    ${kb(image.bytes)} kB ${image.url.replace(base, '')}`);
    if (pathname === '/cars/' && m.scrolled.Image / 1024 > budgetKb) {
      console.log(`  OVER BUDGET: ${kb(m.scrolled.Image)} kB > ${budgetKb} kB`);
      failed = true;
    }
  }
  console.log('\nhome headlines whole at 320, 375, 768, 1280 and 1920 px:');
  for (const width of [320, 375, 768, 1280, 1920]) {
    const problems = await checkHeadlines(browser, width);
    console.log(`  ${width} px: ${problems.length === 0 ? 'ok' : problems.join('; ')}`);
    if (problems.length > 0) failed = true;
  }
} finally {
  await browser.close();
}
process.exit(failed ? 1 : 0);
