import { createRequire } from 'node:module';
import path from 'node:path';
import { defineProject } from 'vitest/config';
import react from '@vitejs/plugin-react';

const require = createRequire(import.meta.url);
const root = path.resolve(import.meta.dirname, '..');

// The web components in jsdom, with msw answering GraphQL by operation name.
export default defineProject({
  root: import.meta.dirname,
  plugins: [react()],
  resolve: {
    alias: [
      // The shared rules and texts from source, as in vite.config.ts.
      { find: /^@memorial\/schema$/, replacement: path.join(root, 'schema/src/index.ts') },
      { find: /^@memorial\/schema\/es$/, replacement: path.join(root, 'schema/src/i18n/es/index.ts') },
      // One build of graphql for the tests, msw and Apollo Client, so that no two copies meet.
      { find: /^graphql$/, replacement: require.resolve('graphql') },
    ],
  },
  test: {
    name: 'web',
    sequence: { groupOrder: 1 },
    environment: 'jsdom',
    include: ['src/**/*.test.tsx'],
    setupFiles: ['./src/test/setup.ts'],
    css: false,
    testTimeout: 15_000,
    environmentOptions: { jsdom: { url: 'http://localhost:3000/obituaries/' } },
  },
});
