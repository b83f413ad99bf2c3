// Ad and banner artwork with the ad's own title: wide home banners, ad cards and thin navbar strips.
import { drawVehicle, type VehicleBody } from './car-svg';
import { escapeXml, fmt, svgDocument } from './svg';

export const BANNER_FORMATS = {
  wide: { width: 1600, height: 500 },
  card: { width: 800, height: 500 },
  strip: { width: 1200, height: 150 },
} as const;
export type BannerFormat = keyof typeof BANNER_FORMATS;

const THEMES: { from: string; to: string; accent: string; body: VehicleBody; paint: string }[] = [
  { from: '#7f1d1d', to: '#dc2626', accent: '#fde68a', body: 'suv', paint: '#f5f5f5' },
  { from: '#0f172a', to: '#1e3a8a', accent: '#f87171', body: 'sedan', paint: '#c0392b' },
  { from: '#064e3b', to: '#0f766e', accent: '#fcd34d', body: 'pickup', paint: '#e5e7eb' },
  { from: '#1f2937', to: '#4b5563', accent: '#fca5a5', body: 'coupe', paint: '#f1c40f' },
  { from: '#0c4a6e', to: '#0284c7', accent: '#fef08a', body: 'boat', paint: '#f4f5f7' },
  { from: '#3b0764', to: '#9d174d', accent: '#fbcfe8', body: 'convertible', paint: '#1f3a5c' },
];
export const BANNER_THEMES = THEMES.length;

/** Font size that keeps `text` inside `width` at about 0.56 em per character. */
function fitSize(text: string, width: number, max: number): number {
  return Math.max(12, Math.min(max, Math.floor(width / (Math.max(text.length, 1) * 0.56))));
}

export function renderBannerSvg(format: BannerFormat, theme: number, title: string, subtitle: string): string {
  const { width, height } = BANNER_FORMATS[format];
  const t = THEMES[(theme - 1) % THEMES.length]!;
  const strip = format === 'strip';
  const textWidth = strip ? width * 0.62 : width * (format === 'wide' ? 0.5 : 0.9);
  const titleSize = fitSize(title, textWidth, strip ? 48 : format === 'wide' ? 76 : 54);
  const subtitleSize = fitSize(subtitle, textWidth, strip ? 24 : 30);
  const x = strip ? 40 : width * 0.06;
  const titleY = strip ? 68 : format === 'wide' ? height * 0.42 : height * 0.2;
  const vehicle = strip
    ? `<g transform="translate(${width - 370} -40) scale(0.42)">${drawVehicle(t.body, t.paint, 1)}</g>`
    : format === 'wide'
      ? `<g transform="translate(${width * 0.5} ${height * 0.02}) scale(0.98)">${drawVehicle(t.body, t.paint, 2)}</g>`
      : `<g transform="translate(${width * 0.18} ${height * 0.22}) scale(0.78)">${drawVehicle(t.body, t.paint, 3)}</g>`;
  const ctaY = strip ? 100 : titleY + titleSize * 0.5 + subtitleSize * 1.6 + 30;
  const cta = strip
    ? ''
    : `<rect x="${fmt(x)}" y="${fmt(ctaY)}" width="190" height="52" rx="26" fill="${t.accent}"/>` +
      `<text x="${fmt(x + 95)}" y="${fmt(ctaY + 33)}" text-anchor="middle" font-size="22" font-weight="700" fill="${t.from}">Learn more</text>`;
  const body =
    `<defs><linearGradient id="banner-bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${t.from}"/><stop offset="1" stop-color="${t.to}"/></linearGradient></defs>` +
    `<rect width="${width}" height="${height}" fill="url(#banner-bg)"/>` +
    `<circle cx="${width * 0.78}" cy="${height * 0.1}" r="${height * 0.9}" fill="#ffffff" fill-opacity="0.06"/>` +
    vehicle +
    `<g font-family="Helvetica, Arial, sans-serif">` +
    `<text x="${fmt(x)}" y="${fmt(titleY)}" font-size="${titleSize}" font-weight="800" fill="#ffffff">${escapeXml(title)}</text>` +
    (subtitle
      ? `<text x="${fmt(x)}" y="${fmt(strip ? 112 : titleY + subtitleSize * 1.7)}" font-size="${subtitleSize}" fill="${t.accent}">${escapeXml(subtitle)}</text>`
      : '') +
    cta +
    `</g>`;
  return svgDocument(width, height, subtitle ? `${title}: ${subtitle}` : title, body);
}
