// The brand name shown across the site, configurable per deployment (read on the server only).
import 'server-only';

export function brandName(): string {
  return process.env.BRAND_NAME || 'AutoBridge';
}
