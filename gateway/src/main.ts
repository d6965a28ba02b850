// First: the heap's growth limit, before the rest of the gateway is loaded.
import './heap.js';
import { ConfigError, loadConfig, type Config } from './config.js';
import { createLogger } from './logger.js';
import { bootGateway, type Gateway } from './boot.js';
import { DEMO_LOGINS } from './seed/seed.js';
import { startFailure } from './start-failure.js';

let config: Config;
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
let gateway: Gateway;
try {
  gateway = await bootGateway(config, logger);
} catch (e) {
  // A start that cannot happen (port taken, database unreachable) ends with one line, its detail in the log.
  logger.debug({ err: e }, 'start failed');
  console.error(`The gateway could not start: ${startFailure(e, config)}`);
  process.exit(1);
}

const url = config.PUBLIC_URL ?? gateway.url;
console.log(`\n  Memorial portal is running at ${url}/obituaries/\n`);
console.log(`  GraphQL ${url}/graphql · REST ${url}/api/v1 · OpenAPI ${url}/api/v1/openapi.json · API reference ${url}/api/v1/docs`);
if (config.seedDemo)
  console.log(`  Demo logins (password ${DEMO_LOGINS.password}): ${DEMO_LOGINS.users.map((u) => `${u.email} (${u.role})`).join(', ')}\n`);

let stopping = false;
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  // Ctrl-C in a terminal reaches the gateway twice (from the terminal and from npm start): the second must not cut the drain short.
  process.on(signal, async () => {
    if (stopping) return;
    stopping = true;
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
