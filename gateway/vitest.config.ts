import { createRequire } from 'node:module';
import { defineConfig } from 'vitest/config';

const require = createRequire(import.meta.url);

// The gateway through GraphQL and REST on a real PostgreSQL: one server for the
// run (started by the global setup), one database per test file.
export default defineConfig({
  // The code uses legacy decorators; every decorator names its types, and the
  // metadata is emitted as tsc would.
  oxc: { decorator: { legacy: true, emitDecoratorMetadata: true } },
  resolve: {
    // One graphql module for type-graphql, Apollo and the tests (instanceof checks across them).
    alias: [{ find: /^graphql$/, replacement: require.resolve('graphql') }],
  },
  test: {
    name: 'gateway',
    root: import.meta.dirname,
    include: ['src/**/*.test.ts'],
    globalSetup: ['./src/test/global-setup.ts'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Each file boots its own gateway on its own database; most time is spent waiting on PostgreSQL and argon2.
    maxWorkers: 3,
    // Projects with their own maxWorkers run as separate groups: the gateway first, then the web.
    sequence: { groupOrder: 0 },
    isolate: false,
  },
});
