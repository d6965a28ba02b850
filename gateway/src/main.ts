import { ConfigError, loadConfig } from './config.js';
import { createLogger } from './logger.js';
import { bootGateway } from './boot.js';
import { DEMO_LOGINS } from './db/seed.js';

let config;
try {
  config = loadConfig();
} catch (e) {
  if (e instanceof ConfigError) {
    console.error(e.message);
    process.exit(1);
  }
  throw e;
}
const logger = createLogger(config.LOG_LEVEL);
const gateway = await bootGateway(config, logger);

const url = config.PUBLIC_URL ?? gateway.url;
console.log(`\n  Memorial portal is running at ${url}/obituaries/\n`);
console.log(`  GraphQL ${url}/graphql · REST ${url}/api/v1 · OpenAPI ${url}/api/v1/openapi.json`);
console.log(`  Demo logins (password ${DEMO_LOGINS.password}): ${DEMO_LOGINS.users.map((u) => `${u.email} (${u.role})`).join(', ')}\n`);

for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.once(signal, async () => {
    logger.info({ signal }, 'shutting down: finishing requests in flight');
    const timer = setTimeout(() => {
      logger.error('shutdown took too long; exiting');
      process.exit(1);
    }, config.SHUTDOWN_GRACE_MS);
    timer.unref();
    await gateway.stop();
    logger.info('stopped');
    process.exit(0);
  });
}
