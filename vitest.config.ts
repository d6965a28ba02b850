import { defineConfig } from 'vitest/config';

// One run, two projects: the gateway against a real PostgreSQL, the web app in jsdom.
export default defineConfig({
  test: {
    projects: ['gateway/vitest.config.ts', 'web/vitest.config.ts'],
  },
});
