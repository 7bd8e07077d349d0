import type { FastifyInstance } from 'fastify';
import websocket from '@fastify/websocket';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../kernel/deps.js';
import { requireAuth } from '../../http/context.js';
import { checkUpgradeOrigin } from '../../http/security.js';
import { openConnection } from './realtime-connection.js';
import { createRealtimeHub } from './realtime-hub.js';

const PING_INTERVAL_MS = 30_000;
const querySchema = z.object({ since: z.coerce.number().int().min(0).max(Number.MAX_SAFE_INTEGER).optional().catch(undefined) });

/**
 * GET /api/realtime (WebSocket): server-to-client events of one member on one site. Authenticated by the session
 * cookie, from a page of this site only (Origin). Sending stays on HTTP; the client says nothing here.
 */
export async function realtimeRoutes(app: FastifyInstance, deps: AppDeps) {
  const hub = createRealtimeHub(deps.bus);
  await hub.start();
  // Clients say nothing; anything larger than a ping is a mistake or an attack.
  await app.register(websocket, { options: { maxPayload: 1024 } });
  app.addHook('onClose', async () => hub.close());

  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get('/api/realtime', {
    websocket: true,
    schema: { querystring: querySchema },
    // Before the upgrade: a refused socket gets the normal JSON error answer instead of a connection.
    preValidation: async (request) => {
      checkUpgradeOrigin(request);
      requireAuth(request);
    },
  }, (socket, request) => {
    const auth = request.auth!;
    const connection = openConnection(deps.db, socket, auth.user.id, (error) => request.log.error({ err: error }, 'realtime connection failed'));
    hub.add(connection);
    connection.start(request.query.since);

    let alive = true;
    socket.on('pong', () => { alive = true; });
    const ping = setInterval(() => {
      if (!alive) return socket.terminate();
      alive = false;
      socket.ping();
    }, PING_INTERVAL_MS);
    socket.on('message', () => socket.close(1008, 'clients send nothing'));
    socket.on('close', () => {
      clearInterval(ping);
      hub.remove(connection);
    });
  });
}
