// Background scenes behind the generated vehicles: land scenes for cars, water scenes for boats (800×500).
import { seededRandom } from './svg';

export const LAND_SCENES = 6;
export const WATER_SCENES = 3;

function sky(top: string, bottom: string): string {
  return (
    `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient></defs>` +
    `<rect width="800" height="500" fill="url(#sky)"/>`
  );
}

function road(surface: string, line: string): string {
  const dashes = Array.from(
    { length: 9 },
    (_, i) => `<rect x="${i * 100 - 20}" y="452" width="56" height="6" rx="3" fill="${line}"/>`,
  ).join('');
  return `<rect y="396" width="800" height="104" fill="${surface}"/><rect y="396" width="800" height="6" fill="#00000022"/>${dashes}`;
}

function skyline(seed: number, colour: string, windows: string | null): string {
  const rand = seededRandom(seed);
  let x = -10;
  let out = '';
  while (x < 800) {
    const w = 40 + Math.floor(rand() * 60);
    const h = 80 + Math.floor(rand() * 170);
    out += `<rect x="${x}" y="${396 - h}" width="${w}" height="${h}" fill="${colour}"/>`;
    if (windows) {
      for (let wy = 396 - h + 12; wy < 380; wy += 22) {
        for (let wx = x + 8; wx < x + w - 10; wx += 16) {
          if (rand() < 0.45) out += `<rect x="${wx}" y="${wy}" width="7" height="10" fill="${windows}"/>`;
        }
      }
    }
    x += w + 6;
  }
  return out;
}

function palm(x: number, scale: number, colour: string): string {
  const leaves = [-70, -35, 0, 35, 70, 110, -110]
    .map((a) => `<path d="M0 0q30 -12 62 8q-34 -2 -62 -8z" fill="${colour}" transform="rotate(${a})"/>`)
    .join('');
  return (
    `<g transform="translate(${x} 396) scale(${scale})"><path d="M-4 0q6 -80 -2 -150h8q10 70 4 150z" fill="${colour}"/>` +
    `<g transform="translate(2 -150)">${leaves}</g></g>`
  );
}

function hills(colours: [string, string]): string {
  return (
    `<path d="M0 330q120 -70 260 -20t280 -30t260 20v96H0z" fill="${colours[0]}"/>` +
    `<path d="M0 370q160 -50 330 -10t470 -20v56H0z" fill="${colours[1]}"/>`
  );
}

/** One of six land scenes, with the road from y = 396 down. */
export function landScene(index: number): string {
  switch (index % LAND_SCENES) {
    case 0:
      return sky('#8ec5ff', '#e6f2ff') + skyline(11, '#b9c9dc', '#dce7f3') + road('#5b6068', '#e9e9e9');
    case 1:
      return (
        `<defs><radialGradient id="spot" cx="0.5" cy="0.1" r="0.8"><stop offset="0" stop-color="#4a4f58"/><stop offset="1" stop-color="#15171b"/></radialGradient></defs>` +
        `<rect width="800" height="500" fill="url(#spot)"/>` +
        `<rect y="396" width="800" height="104" fill="#24272d"/><ellipse cx="400" cy="420" rx="380" ry="40" fill="#ffffff10"/>` +
        [160, 400, 640].map((x) => `<path d="M${x - 14} 0h28l60 396h-148z" fill="#ffffff08"/>`).join('')
      );
    case 2:
      return (
        sky('#7fb8f0', '#d8ecff') +
        `<circle cx="680" cy="90" r="36" fill="#fff6c8"/>` +
        hills(['#8cc084', '#5f9f5a']) +
        road('#6a6e74', '#f4f1d0')
      );
    case 3:
      return (
        sky('#5b3f8c', '#ff9a5a') +
        `<circle cx="250" cy="330" r="70" fill="#ffd27a"/>` +
        palm(90, 1.1, '#2b1d3a') +
        palm(700, 0.9, '#2b1d3a') +
        palm(760, 1.2, '#2b1d3a') +
        road('#3a2f3f', '#ffcf8a')
      );
    case 4:
      return (
        sky('#f2c48d', '#fbe6c6') +
        `<path d="M0 396v-60h90v-50h120v50h40v60zM520 396v-90h60v-40h110v130z" fill="#d08a55"/>` +
        `<path d="M0 396q200 -40 400 -10t400 -10v20H0z" fill="#e4b27c"/>` +
        road('#8a7563', '#f6e8c8')
      );
    default: {
      const stars = seededRandom(5);
      const dots = Array.from(
        { length: 40 },
        () =>
          `<circle cx="${Math.floor(stars() * 800)}" cy="${Math.floor(stars() * 200)}" r="${stars() < 0.2 ? 1.6 : 1}" fill="#ffffffaa"/>`,
      ).join('');
      return sky('#0b1230', '#24345e') + dots + skyline(23, '#141c38', '#ffd86b') + road('#1c1f26', '#8c8f96');
    }
  }
}

/** One of three water scenes; the waterline is at y = 350. */
export function waterScene(index: number): string {
  const palettes: [string, string, string, string][] = [
    ['#7cc3f5', '#e4f4ff', '#1f7bb8', '#2e92d1'],
    ['#f39a6b', '#ffd9a8', '#2a5d8f', '#3a76a8'],
    ['#6fa8dc', '#cfe5f7', '#17607f', '#1f7596'],
  ];
  const [top, bottom, deep, shallow] = palettes[index % WATER_SCENES]!;
  const shore = index % WATER_SCENES === 2 ? `<path d="M0 350v-40q80 -30 170 -6t150 6v40z" fill="#5c8d5a"/>` : '';
  return (
    sky(top, bottom) +
    shore +
    `<rect y="350" width="800" height="150" fill="${deep}"/>` +
    Array.from(
      { length: 6 },
      (_, i) =>
        `<path d="M${-40 + (i % 2) * 60} ${372 + i * 22}q25 -8 50 0t50 0t50 0t50 0t50 0t50 0t50 0t50 0t50 0t50 0t50 0t50 0t50 0t50 0t50 0t50 0t50 0" fill="none" stroke="${shallow}" stroke-width="3"/>`,
    ).join('')
  );
}
