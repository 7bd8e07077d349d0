import sharp from 'sharp';

export const THEME_COLOR = '#c8102e';
const escapeXml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Every site gets an icon without a designer: its initial on the brand red, as SVG (favicon) and PNG (app icon). */
export function siteIconSvg(siteName: string): string {
  const initial = escapeXml((siteName.trim().charAt(0) || '?').toUpperCase());
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512"><rect width="512" height="512" rx="112" fill="${THEME_COLOR}"/>`
    + `<text x="256" y="256" dy=".35em" text-anchor="middle" font-family="DejaVu Sans, Arial, sans-serif" font-weight="700" font-size="300" fill="#fff">${initial}</text></svg>`;
}

const pngCache = new Map<string, Promise<Buffer>>();
export function siteIconPng(siteName: string, size: 192 | 512): Promise<Buffer> {
  const key = `${siteName}:${size}`;
  let png = pngCache.get(key);
  if (!png) {
    png = sharp(Buffer.from(siteIconSvg(siteName))).resize(size, size).png().toBuffer();
    pngCache.set(key, png);
  }
  return png;
}
