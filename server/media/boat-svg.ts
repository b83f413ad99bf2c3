// A runabout / bowrider boat in side view, hull tinted with the listing's colour, sitting at the waterline y = 350.
import { shade } from './svg';

export function drawBoat(colour: string, variant: number): string {
  const bimini = variant % 2 === 0;
  return (
    `<defs><linearGradient id="hull" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${shade(colour, 0.2)}"/><stop offset="1" stop-color="${shade(colour, -0.35)}"/></linearGradient></defs>` +
    `<ellipse cx="420" cy="356" rx="330" ry="14" fill="#00000033"/>` +
    // Outboard motor on the transom.
    `<path d="M112 250h34v70l-8 46h-14l-6 -46h-6z" fill="#2a2d33"/><rect x="106" y="236" width="46" height="30" rx="8" fill="#e9eaec"/>` +
    // Hull: sheer line rising to the bow, deep-V bottom.
    `<path d="M150 262L700 246Q738 246 750 236L728 292Q690 356 600 362L190 362Q160 360 150 330Z" fill="url(#hull)" stroke="${shade(colour, -0.5)}" stroke-width="2"/>` +
    `<path d="M150 262L700 246Q738 246 750 236L744 252Q720 262 700 262L152 280Z" fill="#f4f5f7"/>` +
    `<path d="M170 304L716 290" stroke="#ffffff" stroke-opacity="0.6" stroke-width="4"/>` +
    // Windshield, seats and console.
    `<path d="M430 250L470 214h40l-8 34z" fill="#9fc6e0" stroke="#5f6b77" stroke-width="3" fill-opacity="0.8"/>` +
    `<rect x="300" y="226" width="40" height="28" rx="8" fill="#f1ede4"/><rect x="230" y="230" width="40" height="24" rx="8" fill="#f1ede4"/>` +
    `<rect x="560" y="236" width="80" height="14" rx="7" fill="#f1ede4"/>` +
    (bimini
      ? `<path d="M230 168h190q20 0 24 14" fill="none" stroke="#2b2d31" stroke-width="4"/><path d="M222 164q100 -26 206 0v10H222z" fill="${shade(colour, -0.2)}"/><path d="M236 174L262 228M420 174L400 228" stroke="#9aa0a8" stroke-width="4"/>`
      : `<path d="M520 250v-40h6v40z" fill="#9aa0a8"/>`) +
    // Water lapping over the hull bottom.
    `<path d="M110 352q40 -10 80 0t80 0t80 0t80 0t80 0t80 0t80 0t80 0v30H110z" fill="#1d5f8f" fill-opacity="0.55"/>`
  );
}
