// Part pictures: an icon-like drawing of the part's category on a tinted card (600×450).
import { PART_ICONS } from './part-icons';
import { svgDocument } from './svg';

export const PART_CATEGORY_SLUGS = Object.keys(PART_ICONS);
export const PART_VARIANTS = 8;

const TINTS: [string, string][] = [
  ['#eef3fb', '#d6333f'],
  ['#f4f1ea', '#2f6fb3'],
  ['#edf6ef', '#e07b22'],
  ['#f6eef3', '#2d8a57'],
  ['#eef5f7', '#8a3fc2'],
  ['#f7f3e8', '#c2342f'],
  ['#eff0f6', '#1f8a8a'],
  ['#f5efe9', '#3b57c4'],
];

/** `category` is one of PART_CATEGORY_SLUGS; `variant` 1–8 picks the card and accent colours. */
export function renderPartSvg(category: string, variant: number): string {
  const draw = PART_ICONS[category];
  if (!draw) throw new RangeError(`unknown part category ${category}`);
  const [card, accent] = TINTS[(variant - 1) % TINTS.length]!;
  const body =
    `<rect width="600" height="450" fill="${card}"/>` +
    `<circle cx="300" cy="225" r="190" fill="#ffffff" fill-opacity="0.7"/>` +
    `<ellipse cx="300" cy="400" rx="170" ry="14" fill="#00000014"/>` +
    draw(accent);
  return svgDocument(600, 450, `${category.replace(/-/g, ' ')} part`, body);
}
