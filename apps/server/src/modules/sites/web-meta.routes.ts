import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { siteIconPng, siteIconSvg, THEME_COLOR } from './site-icon.js';

/** The per-site web manifest and icons, so an installed app carries the site's own name and icon. */
export async function webMetaRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get('/manifest.webmanifest', async (request, reply) => {
    const site = request.site;
    reply.header('content-type', 'application/manifest+json; charset=utf-8').header('cache-control', 'public, max-age=3600');
    return {
      name: site.name,
      short_name: site.name,
      description: site.description,
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
  r.get('/icons/icon.svg', async (request, reply) =>
    reply.header('content-type', 'image/svg+xml').header('cache-control', 'public, max-age=86400').send(siteIconSvg(request.site.name)));
  r.get('/icons/icon-:size.png', { schema: { params: z.object({ size: z.enum(['192', '512']) }) } }, async (request, reply) =>
    reply.header('content-type', 'image/png').header('cache-control', 'public, max-age=86400')
      .send(await siteIconPng(request.site.name, Number(request.params.size) as 192 | 512)));
}
