// Avatar portraits (400×400): head and shoulders with skin, hair and clothes chosen from the number in the path.
import { seededRandom, shade, svgDocument } from './svg';

const SKIN = ['#f1c9a5', '#e0ac82', '#c68b5d', '#a86f45', '#8d5a3b', '#f6d7bd'];
const HAIR = ['#1d1a19', '#2f2420', '#4a3226', '#6b4a32', '#23201f', '#8a8a8a'];
const SHIRTS = ['#1f3a5c', '#b3202a', '#2d6a4f', '#3d405b', '#6d597a', '#1d3557', '#e9ecef', '#264653'];
const BACKGROUNDS = ['#dbe7f3', '#f3e3d3', '#e2efe3', '#ece3f1', '#f4ecd6', '#dfe9ec'];

function pick<T>(list: T[], rand: () => number): T {
  return list[Math.floor(rand() * list.length)]!;
}

function hair(style: number, colour: string): string {
  switch (style) {
    case 0: // short, side part
      return `<path d="M128 178q-6 -92 76 -100q86 -4 80 96q-20 -50 -80 -56q-40 2 -56 26z" fill="${colour}"/>`;
    case 1: // long, falling past the shoulders
      return `<path d="M112 300q-20 -150 30 -200q58 -44 122 0q52 52 26 200q-18 -70 -18 -120q-40 -40 -76 -42q-42 4 -62 40q0 60 -22 122z" fill="${colour}"/>`;
    case 2: // bun
      return `<circle cx="200" cy="72" r="30" fill="${colour}"/><path d="M130 176q-4 -94 70 -96q76 2 70 96q-14 -46 -70 -52q-54 6 -70 52z" fill="${colour}"/>`;
    case 3: // close crop
      return `<path d="M136 160q4 -74 64 -78q62 4 64 78q-18 -32 -64 -34q-46 2 -64 34z" fill="${colour}"/>`;
    default: // bob
      return `<path d="M120 230q-16 -140 80 -150q96 10 80 150q-10 -40 -14 -80q-30 -30 -66 -32q-38 4 -66 32q-4 40 -14 80z" fill="${colour}"/>`;
  }
}

export function renderPersonSvg(n: number): string {
  const rand = seededRandom(n * 2654435761);
  const skin = pick(SKIN, rand);
  const hairColour = pick(HAIR, rand);
  const shirt = pick(SHIRTS, rand);
  const background = pick(BACKGROUNDS, rand);
  const style = Math.floor(rand() * 5);
  const glasses = rand() < 0.3;
  const blazer = rand() < 0.5;
  const body =
    `<rect width="400" height="400" fill="${background}"/>` +
    `<circle cx="200" cy="200" r="200" fill="#ffffff" fill-opacity="0.25"/>` +
    (style === 1 ? hair(style, hairColour) : '') +
    `<path d="M60 400q8 -118 140 -124q132 6 140 124z" fill="${blazer ? shade(shirt, -0.35) : shirt}"/>` +
    (blazer
      ? `<path d="M172 280l28 60 28 -60z" fill="${shirt === '#e9ecef' ? '#ffffff' : '#f8f9fa'}"/><path d="M196 300h8l6 60h-20z" fill="${shirt}"/>`
      : '') +
    `<rect x="176" y="230" width="48" height="56" rx="18" fill="${shade(skin, -0.12)}"/>` +
    `<ellipse cx="200" cy="172" rx="70" ry="84" fill="${skin}"/>` +
    `<ellipse cx="131" cy="180" rx="10" ry="16" fill="${shade(skin, -0.08)}"/><ellipse cx="269" cy="180" rx="10" ry="16" fill="${shade(skin, -0.08)}"/>` +
    // Long hair is drawn behind the shoulders above; its fringe is the short cut's.
    hair(style === 1 ? 0 : style, hairColour) +
    `<path d="M160 150q14 -8 26 0M214 150q14 -8 26 0" stroke="${shade(hairColour, 0.1)}" stroke-width="5" fill="none" stroke-linecap="round"/>` +
    `<circle cx="173" cy="172" r="6" fill="#2b2b2b"/><circle cx="227" cy="172" r="6" fill="#2b2b2b"/>` +
    `<path d="M198 182q-6 20 4 22" stroke="${shade(skin, -0.25)}" stroke-width="4" fill="none" stroke-linecap="round"/>` +
    `<path d="M176 214q24 18 48 0" stroke="#9c4a3c" stroke-width="5" fill="none" stroke-linecap="round"/>` +
    (glasses
      ? `<g fill="none" stroke="#2d2d2d" stroke-width="4"><rect x="150" y="156" width="46" height="32" rx="10"/><rect x="204" y="156" width="46" height="32" rx="10"/><path d="M196 170h8"/></g>`
      : '');
  return svgDocument(400, 400, 'Portrait', body);
}
