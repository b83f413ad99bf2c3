// Side-view vehicle pictures: a silhouette per body style, tinted with the exterior colour, over a scene.
import { drawBoat } from './boat-svg';
import { CAR_PROFILES, type CarBody, type CarProfile } from './car-profiles';
import { landScene, LAND_SCENES, waterScene, WATER_SCENES } from './scenes';
import { fmt, luminance, polygon, roundedPath, shade, svgDocument } from './svg';

export const VEHICLE_BODIES = [...(Object.keys(CAR_PROFILES) as CarBody[]), 'boat'] as const;
export type VehicleBody = (typeof VEHICLE_BODIES)[number];
/** Variants 0–5 face right, 6–11 face left; each picks a different scene. */
export const VEHICLE_VARIANTS = 12;

function wheel(cx: number, cy: number, r: number, turn: number): string {
  const spokes = Array.from({ length: 5 }, (_, i) => {
    const angle = turn + i * 72;
    return `<rect x="-3.5" y="${fmt(-r * 0.58)}" width="7" height="${fmt(r * 0.5)}" rx="3" fill="#8a9099" transform="rotate(${angle})"/>`;
  }).join('');
  return (
    `<g transform="translate(${cx} ${cy})">` +
    `<circle r="${r}" fill="#17181b"/><circle r="${fmt(r * 0.86)}" fill="#26282c"/>` +
    `<circle r="${fmt(r * 0.64)}" fill="url(#rim)"/>${spokes}` +
    `<circle r="${fmt(r * 0.14)}" fill="#5d636b"/><circle r="${fmt(r * 0.06)}" fill="#c9ced6"/></g>`
  );
}

function convertibleCabin(): string {
  return (
    `<rect x="140" y="268" width="120" height="22" rx="11" fill="#2a2a2e"/>` +
    `<rect x="318" y="240" width="30" height="46" rx="10" fill="#3a3436"/>` +
    `<rect x="410" y="238" width="30" height="48" rx="10" fill="#3a3436"/>` +
    `<ellipse cx="478" cy="262" rx="6" ry="16" fill="#222" transform="rotate(-20 478 262)"/>` +
    `<path d="M536 282L468 220" stroke="#2b2d31" stroke-width="6" stroke-linecap="round"/>`
  );
}

function drawCar(profile: CarProfile, colour: string, variant: number): string {
  const { rear, front, radius } = profile.wheels;
  const cy = 410 - radius;
  const glass = luminance(colour) > 0.75 ? '#2c3a48' : '#33495e';
  const wells = [rear, front].map((x) => `<circle cx="${x}" cy="${cy}" r="${radius + 9}" fill="#121316"/>`).join('');
  const seams = profile.seams
    .map(
      (x) =>
        `<path d="M${x} ${profile.belt - 10}V${cy + 6}" stroke="${shade(colour, -0.45)}" stroke-opacity="0.55" stroke-width="2"/>`,
    )
    .join('');
  const handles = profile.seams
    .slice(0, -1)
    .map(
      (x) =>
        `<rect x="${x + 22}" y="${profile.belt + 4}" width="26" height="6" rx="3" fill="${shade(colour, -0.35)}"/>`,
    )
    .join('');
  const windows = profile.windows.map((w) => `<polygon points="${polygon(w)}" fill="url(#glass)"/>`).join('');
  const [rx, ry] = profile.lights.rear;
  const [fx, fy] = profile.lights.front;
  const lights =
    `<rect x="${rx}" y="${ry}" width="18" height="16" rx="5" fill="#c81e1e"/>` +
    `<rect x="${fx - 16}" y="${fy}" width="22" height="14" rx="6" fill="#fff8d6" stroke="#b9b39a" stroke-width="1.5"/>`;
  const mirror = profile.mirror
    ? `<path d="M${profile.mirror[0]} ${profile.mirror[1]}l-4 -16h18l4 12z" fill="${shade(colour, -0.25)}"/>`
    : '';
  const rail = profile.roofRail
    ? `<rect x="${profile.roofRail[0]}" y="${profile.roofRail[2] - 6}" width="${profile.roofRail[1] - profile.roofRail[0]}" height="6" rx="3" fill="#2b2d31"/>`
    : '';
  const bed = profile.pickupBed
    ? `<path d="M${profile.pickupBed[0]} ${profile.pickupBed[2] + 8}H${profile.pickupBed[1]}" stroke="${shade(colour, -0.5)}" stroke-width="5"/>`
    : '';
  return (
    `<defs>` +
    `<linearGradient id="paint" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${shade(colour, 0.28)}"/><stop offset="0.55" stop-color="${colour}"/><stop offset="1" stop-color="${shade(colour, -0.35)}"/></linearGradient>` +
    `<linearGradient id="glass" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${shade(glass, 0.35)}"/><stop offset="1" stop-color="${glass}"/></linearGradient>` +
    `<radialGradient id="rim"><stop offset="0" stop-color="#e3e6ea"/><stop offset="1" stop-color="#9aa0a8"/></radialGradient>` +
    `<radialGradient id="shadow"><stop offset="0" stop-color="#000" stop-opacity="0.45"/><stop offset="1" stop-color="#000" stop-opacity="0"/></radialGradient>` +
    `</defs>` +
    `<ellipse cx="410" cy="412" rx="340" ry="22" fill="url(#shadow)"/>` +
    rail +
    `<path d="${roundedPath(profile.body)}" fill="url(#paint)" stroke="${shade(colour, -0.5)}" stroke-width="2"/>` +
    (profile.convertible ? convertibleCabin() : '') +
    windows +
    bed +
    `<path d="M${profile.body[2]![0] + 14} ${profile.belt}H${profile.lights.front[0] - 30}" stroke="#ffffff" stroke-opacity="0.28" stroke-width="3"/>` +
    seams +
    handles +
    lights +
    mirror +
    wells +
    wheel(rear, cy, radius, variant * 13) +
    wheel(front, cy, radius, variant * 13 + 31)
  );
}

/** The vehicle alone (no scene), facing right, for compositions such as banners. */
export function drawVehicle(body: VehicleBody, colour: string, variant: number): string {
  return body === 'boat' ? drawBoat(colour, variant) : drawCar(CAR_PROFILES[body], colour, variant);
}

/** The picture for one vehicle photo: body style, colour as 6 hex digits, variant 0–11. */
export function renderVehicleSvg(body: VehicleBody, hex: string, variant: number): string {
  const colour = `#${hex}`;
  const flip = variant >= VEHICLE_VARIANTS / 2;
  const scene = body === 'boat' ? waterScene(variant % WATER_SCENES) : landScene(variant % LAND_SCENES);
  const vehicle = drawVehicle(body, colour, variant);
  const placed = flip ? `<g transform="translate(800 0) scale(-1 1)">${vehicle}</g>` : vehicle;
  return svgDocument(800, 500, `${body} in #${hex}`, scene + placed);
}
