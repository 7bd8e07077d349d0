import { buildApp, createDeps } from './app.js';
import { ConfigError, loadConfig } from './config.js';
import { seedDemo } from './seed/demo.js';
import { MODULES } from './modules/index.js';

async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
  const deps = await createDeps(config);
  if (config.seedDemo) await seedDemo(deps);
  const app = await buildApp(deps);
  await deps.jobs.startWorkers();
  await app.listen({ port: config.port, host: config.host });
  for (const module of MODULES) await module.start?.(deps);

  const shutdown = async (signal: string) => {
    app.log.info(`${signal}: shutting down`);
    await app.close();
    await deps.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
