import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';

export const webDist = path.join(path.dirname(fileURLToPath(import.meta.url)), '../../../web/dist');

/** Serves the built web app, if there is one, with the SPA fallback for its client-side routes. */
export async function serveWebApp(app: FastifyInstance): Promise<((request: FastifyRequest, reply: FastifyReply) => boolean) | null> {
  const index = path.join(webDist, 'index.html');
  if (!fs.existsSync(index)) return null;
  await app.register(fastifyStatic, { root: webDist, wildcard: false, index: false });
  // Hashed assets never change; the page itself must always be fresh.
  app.addHook('onSend', async (request, reply) => {
    if (request.url.startsWith('/assets/')) reply.header('cache-control', 'public, max-age=31536000, immutable');
  });
  return (request, reply) => {
    const isPage = request.method === 'GET' && !/^\/(api|dev)\//.test(request.url) && !/\.\w+$/.test(request.url.split('?')[0]!);
    if (!isPage) return false;
    void reply.header('cache-control', 'no-cache').sendFile('index.html');
    return true;
  };
}
