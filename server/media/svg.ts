// Small helpers shared by the generated SVG drawings: escaping, colours, a seeded random source, the document wrapper.

export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

export type Rgb = [number, number, number];

export function parseHex(hex: string): Rgb {
  const value = Number.parseInt(hex.replace(/^#/, ''), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

export function toHex([r, g, b]: Rgb): string {
  return `#${[r, g, b]
    .map((c) =>
      Math.round(Math.min(255, Math.max(0, c)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

/** Moves a colour towards white (amount > 0) or black (amount < 0); amount in -1..1. */
export function shade(hex: string, amount: number): string {
  const target = amount >= 0 ? 255 : 0;
  const t = Math.abs(amount);
  return toHex(parseHex(hex).map((c) => c + (target - c) * t) as Rgb);
}

/** Perceived brightness 0..1, to pick readable text or glass tints over a colour. */
export function luminance(hex: string): number {
  const [r, g, b] = parseHex(hex);
  return (0.299 * r + 0.587 * g + 0.114 * b) / 255;
}

/** mulberry32: a tiny deterministic generator, so the same path always draws the same picture. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export type Point = [x: number, y: number, radius?: number];

/** A closed path through the points with each corner rounded by its own radius. */
export function roundedPath(points: Point[]): string {
  const n = points.length;
  const parts: string[] = [];
  for (let i = 0; i < n; i += 1) {
    const [x, y, r = 0] = points[i]!;
    const [px, py] = points[(i - 1 + n) % n]!;
    const [nx, ny] = points[(i + 1) % n]!;
    const toPrev = Math.hypot(px - x, py - y);
    const toNext = Math.hypot(nx - x, ny - y);
    const cut = Math.min(r, toPrev / 2, toNext / 2);
    const ax = x + ((px - x) / toPrev) * cut;
    const ay = y + ((py - y) / toPrev) * cut;
    const bx = x + ((nx - x) / toNext) * cut;
    const by = y + ((ny - y) / toNext) * cut;
    parts.push(`${i === 0 ? 'M' : 'L'}${fmt(ax)} ${fmt(ay)}Q${fmt(x)} ${fmt(y)} ${fmt(bx)} ${fmt(by)}`);
  }
  return `${parts.join('')}Z`;
}

export function polygon(points: [number, number][]): string {
  return points.map(([x, y]) => `${fmt(x)},${fmt(y)}`).join(' ');
}

export function fmt(n: number): string {
  return Number.isInteger(n) ? String(n) : n.toFixed(1);
}

export function svgDocument(width: number, height: number, label: string, body: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" role="img" aria-label="${escapeXml(label)}">` +
    `<title>${escapeXml(label)}</title>${body}</svg>`
  );
}
