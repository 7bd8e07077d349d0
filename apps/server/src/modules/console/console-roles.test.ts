import { describe, expect, it } from 'vitest';
import { CONSOLE_ACTIONS, STAFF_ROLES, staffMay, type ConsoleAction, type StaffRole } from '@app/shared';
import { Client, createSite, loggedInMember, useTestApp } from '../../../test/helpers.js';
import { staffClient } from '../../../test/console.js';
import { CONSOLE_LOGIN_URL, CONSOLE_ROUTES, REGISTERED_CONSOLE_ROUTES } from './console-http.js';

const ctx = useTestApp();

// Logging out ends the session the loop goes on with; it is tested on its own (console-auth.test.ts).
const SKIPPED = new Set(['POST /api/console/logout.php', `POST ${CONSOLE_LOGIN_URL}`]);
const routes = () => [...CONSOLE_ROUTES].filter(([key]) => !SKIPPED.has(key) && !key.includes('*'));
const call = (client: Client, key: string) => {
  const [method, url] = key.split(' ') as ['GET' | 'POST' | 'PUT' | 'DELETE', string];
  // No ids, no body: an allowed call then stops at validation (400/404) and changes nothing.
  return client.request(method, url.replace(/:(\w+)/g, '0'), method === 'GET' ? undefined : {});
};

describe('the console role matrix', () => {
  it('registers every console route with its action (no route without a policy)', () => {
    const unlisted = [...REGISTERED_CONSOLE_ROUTES].filter((key) => !CONSOLE_ROUTES.has(key) && key !== `POST ${CONSOLE_LOGIN_URL}` && !key.endsWith('/api/console/*'));
    expect(unlisted).toEqual([]);
    for (const action of CONSOLE_ROUTES.values()) expect(action === 'signed_in' || action in CONSOLE_ACTIONS, action).toBe(true);
    // Every area is in the matrix (queue, moderation, cases, fictional profiles, members, sites, staff, audit, dashboard).
    expect(routes().length).toBeGreaterThan(40);
    // queue.release_any is not a route of its own: release.php asks for it when the lock is someone else's (queue.test.ts).
    for (const action of Object.keys(CONSOLE_ACTIONS).filter((a) => a !== 'queue.release_any')) expect([...CONSOLE_ROUTES.values()], action).toContain(action);
  });

  it.each(STAFF_ROLES)('lets %s use exactly the routes of its actions', async (role: StaffRole) => {
    const site = await createSite(ctx);
    const { client } = await staffClient(ctx, site.domain, role, { siteIds: [site.id] });
    const wrong: string[] = [];
    for (const [key, action] of routes()) {
      const allowed = action === 'signed_in' || staffMay(role, action as ConsoleAction);
      const res = await call(client, key);
      if (res.status === 401 || (res.status === 403) === allowed || res.status >= 500) wrong.push(`${key} (${action}): ${res.status} ${JSON.stringify(res.body).slice(0, 120)}`);
    }
    expect(wrong).toEqual([]);
  });

  it('answers 401 to a member session and to nobody on every console route', async () => {
    const site = await createSite(ctx);
    const { client: member } = await loggedInMember(ctx, site);
    const visitor = new Client(ctx.app, site.domain);
    for (const [key] of [...routes(), ['POST /api/console/logout.php', 'signed_in'] as const]) {
      for (const client of [member, visitor]) {
        const res = await call(client, key);
        expect(res.status, key).toBe(401);
        expect(res.body.error.code, key).toBe('console_auth_required');
      }
    }
  });
});
