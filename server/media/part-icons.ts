// Icon-like drawings of a part category, centred on (300, 225) and about 300 px across.

const INK = '#2f3a4a';
const METAL = '#aeb6c2';
const DARK = '#4a5566';

function gear(cx: number, cy: number, r: number, teeth: number, fill: string): string {
  const tooth = Array.from(
    { length: teeth },
    (_, i) =>
      `<rect x="-${r * 0.16}" y="-${r * 1.22}" width="${r * 0.32}" height="${r * 0.4}" rx="4" transform="rotate(${(360 / teeth) * i})"/>`,
  ).join('');
  return `<g transform="translate(${cx} ${cy})" fill="${fill}" stroke="${INK}" stroke-width="6">${tooth}<circle r="${r}"/><circle r="${r * 0.32}" fill="#fff"/></g>`;
}

export const PART_ICONS: Record<string, (accent: string) => string> = {
  engine: (accent) =>
    `<g stroke="${INK}" stroke-width="8" stroke-linejoin="round">` +
    `<rect x="190" y="170" width="230" height="140" rx="14" fill="${METAL}"/>` +
    `<rect x="200" y="120" width="210" height="50" rx="10" fill="${accent}"/>` +
    `<path d="M420 200h40v70h-40M190 220h-40v50h40" fill="${METAL}"/>` +
    `<circle cx="230" cy="340" r="28" fill="${DARK}"/><path d="M230 312V290M258 340h60" fill="none"/>` +
    `<path d="M230 140h150" stroke="#fff" stroke-width="6"/></g>`,
  cooling: (accent) =>
    `<g stroke="${INK}" stroke-width="8"><rect x="150" y="110" width="300" height="230" rx="12" fill="${METAL}"/>` +
    `<rect x="150" y="110" width="40" height="230" fill="${accent}"/><rect x="410" y="110" width="40" height="230" fill="${accent}"/>` +
    Array.from({ length: 9 }, (_, i) => `<path d="M${210 + i * 24} 126V324" stroke-width="4"/>`).join('') +
    `<rect x="410" y="80" width="40" height="30" rx="6" fill="${DARK}"/></g>`,
  electrical: (accent) =>
    `<g stroke="${INK}" stroke-width="8" stroke-linejoin="round"><rect x="170" y="140" width="260" height="180" rx="16" fill="${DARK}"/>` +
    `<rect x="200" y="110" width="50" height="30" rx="6" fill="${accent}"/><rect x="350" y="110" width="50" height="30" rx="6" fill="${METAL}"/>` +
    `<path d="M310 170l-50 70h40l-20 60 60 -80h-40l20 -50z" fill="#ffd43b"/></g>`,
  brakes: (accent) =>
    `<g stroke="${INK}" stroke-width="8"><circle cx="300" cy="225" r="130" fill="${METAL}"/><circle cx="300" cy="225" r="48" fill="#fff"/>` +
    Array.from(
      { length: 6 },
      (_, i) =>
        `<circle cx="${300 + 86 * Math.cos((i * Math.PI) / 3)}" cy="${225 + 86 * Math.sin((i * Math.PI) / 3)}" r="9" fill="${DARK}" stroke-width="4"/>`,
    ).join('') +
    `<path d="M372 105a140 140 0 0 1 40 90l-50 6a90 90 0 0 0 -26 -58z" fill="${accent}"/></g>`,
  lighting: (accent) =>
    `<g stroke="${INK}" stroke-width="8" stroke-linejoin="round"><path d="M150 170q10 -50 80 -50h190q40 0 40 60v60q0 60 -60 70h-200q-60 -10 -50 -140z" fill="#eef3f8"/>` +
    `<circle cx="250" cy="210" r="46" fill="#fff8d6"/><circle cx="370" cy="210" r="34" fill="#fff8d6"/>` +
    `<path d="M190 296h220" stroke="${accent}" stroke-width="12" stroke-linecap="round"/></g>` +
    `<g stroke="#f2b705" stroke-width="8" stroke-linecap="round"><path d="M490 170h50M490 215h60M490 260h50"/></g>`,
  body: (accent) =>
    `<g stroke="${INK}" stroke-width="8" stroke-linejoin="round"><path d="M170 320V190l70 -80h190v210z" fill="${accent}"/>` +
    `<path d="M200 190l52 -56h150v56z" fill="#9fc6e0"/><rect x="360" y="220" width="44" height="12" rx="6" fill="${DARK}"/>` +
    `<path d="M440 150h50q16 0 16 16v30q0 16 -16 16h-50z" fill="${METAL}"/></g>`,
  suspension: (accent) =>
    `<g stroke="${INK}" stroke-width="8" stroke-linecap="round"><rect x="282" y="90" width="36" height="270" rx="8" fill="${METAL}"/>` +
    Array.from(
      { length: 7 },
      (_, i) => `<path d="M230 ${130 + i * 30}q70 -16 140 0" fill="none" stroke="${accent}" stroke-width="14"/>`,
    ).join('') +
    `<circle cx="300" cy="80" r="18" fill="${DARK}"/><circle cx="300" cy="372" r="18" fill="${DARK}"/></g>`,
  steering: (accent) =>
    `<g stroke="${INK}" stroke-width="10"><circle cx="300" cy="225" r="130" fill="none" stroke-width="28"/>` +
    `<path d="M178 240h244M300 240v110" stroke-width="22"/><circle cx="300" cy="235" r="44" fill="${accent}"/></g>`,
  transmission: (accent) => gear(260, 240, 90, 10, METAL) + gear(400, 150, 52, 8, accent),
  interior: (accent) =>
    `<g stroke="${INK}" stroke-width="8" stroke-linejoin="round"><path d="M230 90h90q20 0 18 20l-22 170h-96z" fill="${accent}"/>` +
    `<rect x="238" y="40" width="70" height="46" rx="14" fill="${accent}"/><path d="M210 280h210q20 0 20 22v18H200v-18q0 -22 10 -22z" fill="${accent}"/>` +
    `<path d="M240 338v40M400 338v40" stroke-width="12"/></g>`,
  'climate-control': (accent) =>
    `<g stroke="${INK}" stroke-width="8"><circle cx="300" cy="225" r="130" fill="#eaf4fb"/>` +
    Array.from(
      { length: 4 },
      (_, i) =>
        `<path d="M300 225q-30 -70 0 -110q40 40 0 110z" fill="${accent}" transform="rotate(${i * 90} 300 225)"/>`,
    ).join('') +
    `<circle cx="300" cy="225" r="18" fill="${DARK}"/></g>`,
  exhaust: (accent) =>
    `<g stroke="${INK}" stroke-width="8" stroke-linejoin="round"><rect x="190" y="160" width="220" height="130" rx="60" fill="${METAL}"/>` +
    `<path d="M190 225H90M410 240h90v40" fill="none" stroke-width="22"/><path d="M240 180v90M360 180v90" stroke="${accent}"/></g>` +
    `<g fill="#c9ced6"><circle cx="520" cy="320" r="14"/><circle cx="548" cy="346" r="10"/></g>`,
  'wheels-tires': (accent) =>
    `<g stroke="${INK}" stroke-width="8"><circle cx="300" cy="225" r="140" fill="#25272b"/><circle cx="300" cy="225" r="92" fill="${METAL}"/>` +
    Array.from(
      { length: 5 },
      (_, i) =>
        `<rect x="290" y="140" width="20" height="70" rx="8" fill="${accent}" transform="rotate(${i * 72} 300 225)"/>`,
    ).join('') +
    `<circle cx="300" cy="225" r="22" fill="${DARK}"/></g>`,
};
