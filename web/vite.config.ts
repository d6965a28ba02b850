import path from 'node:path';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const root = path.resolve(import.meta.dirname, '..');

/** The shared rules and texts, from source, so the app never runs against a stale build of them. */
const schemaAlias = { '@memorial/schema': path.join(root, 'schema/src/index.ts') };

// The app is served by the gateway under /obituaries/ (no dev proxy: the gateway serves web/dist).
export default defineConfig({
  root: import.meta.dirname,
  base: '/obituaries/',
  plugins: [react()],
  resolve: { alias: schemaAlias },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    chunkSizeWarningLimit: 600,
    rolldownOptions: {
      // The shared package only declares constants and rules: a screen that needs a text does not pull in every zod rule.
      treeshake: { moduleSideEffects: [{ test: /[\\/]schema[\\/]src[\\/]/, sideEffects: false }] },
    },
  },
});
