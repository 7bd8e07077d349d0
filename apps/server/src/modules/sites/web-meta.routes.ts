import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { siteIconPng, siteIconSvg, THEME_COLOR } from './site-icon.js';
import { localisedSiteTexts } from './present-settings.js';

/** The per-site web manifest and icons, so an installed app carries the site's own name and icon. */
export async function webMetaRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get('/manifest.webmanifest', async (request, reply) => {
    const site = request.site;
    reply.header('content-type', 'application/manifest+json; charset=utf-8').header('cache-control', 'public, max-age=3600');
    return {
      name: site.name,
      short_name: site.name,
      description: localisedSiteTexts(site, request.locale).description,
      lang: request.locale,
      start_url: '/',
      scope: '/',
      display: 'standalone',
      background_color: '#ffffff',
      theme_color: THEME_COLOR,
      icons: [
        { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
        { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
        { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        { src: '/icons/icon.svg', sizes: 'any', type: 'image/svg+xml' },
      ],
    };
  });
  // Browsers, bookmarks and link checkers still ask for /favicon.ico whatever the page declares.
  r.get('/favicon.ico', async (request, reply) =>
    reply.header('content-type', 'image/x-icon').header('cache-control', 'public, max-age=86400').send(icoOf(await siteIconPng(request.site.name, 192), 192)));
  r.get('/icons/icon.svg', async (request, reply) =>
    reply.header('content-type', 'image/svg+xml').header('cache-control', 'public, max-age=86400').send(siteIconSvg(request.site.name)));
  r.get('/icons/icon-:size.png', { schema: { params: z.object({ size: z.enum(['192', '512']) }) } }, async (request, reply) =>
    reply.header('content-type', 'image/png').header('cache-control', 'public, max-age=86400')
      .send(await siteIconPng(request.site.name, Number(request.params.size) as 192 | 512)));
}

/** An .ico file holding one PNG image (allowed since Windows Vista and read by every browser). */
export function icoOf(png: Buffer, size: number): Buffer {
  const header = Buffer.alloc(22);
  header.writeUInt16LE(0, 0); // reserved
  header.writeUInt16LE(1, 2); // type: icon
  header.writeUInt16LE(1, 4); // one image
  header.writeUInt8(size >= 256 ? 0 : size, 6);
  header.writeUInt8(size >= 256 ? 0 : size, 7);
  header.writeUInt8(0, 8); // no palette
  header.writeUInt8(0, 9);
  header.writeUInt16LE(1, 10); // colour planes
  header.writeUInt16LE(32, 12); // bits per pixel
  header.writeUInt32LE(png.length, 14);
  header.writeUInt32LE(22, 18); // offset of the image
  return Buffer.concat([header, png]);
}
