import type { FastifyInstance } from 'fastify';
import type { JobHandler } from '../platform/jobs.js';
import type { AppDeps } from './deps.js';
import type { Subscriber } from './event-hub.js';

/**
 * What a module brings to the app, in one place: its HTTP routes, the jobs it handles (typed, some scheduled) and
 * its reactions to domain events. app.ts and the test helper both loop over the list in modules/index.ts.
 */
export interface AppModule {
  name: string;
  routes?(app: FastifyInstance, deps: AppDeps): Promise<void>;
  jobs?(deps: AppDeps): JobHandler<any>[];
  subscribers?(deps: AppDeps): Subscriber<any>[];
  /** Runs once the job workers run (main.ts): catching up on what a crash may have left, e.g. open payments. */
  start?(deps: AppDeps): Promise<void>;
}

export const defineModule = (module: AppModule): AppModule => module;
