import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';

const root = path.resolve(import.meta.dirname, '..');

/** The shared rules and texts, from source, so the app never runs against a stale build of them. */
const schemaAlias = { '@memorial/schema': path.join(root, 'schema/src/index.ts') };

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
/** Text the browser fetches from dist (index.html is left out: the gateway writes preview tags into it per request). */
const COMPRESSIBLE = /\.(js|mjs|css|svg|json|txt|webmanifest)$/;

/**
 * Every script and style written once more as file.br (brotli at its best level) and file.gz (gzip -9), beside it: the
 * gateway sends the variant the browser accepts (gateway/src/web.ts) without compressing anything per request.
 */
function precompress(): Plugin {
  return {
    name: 'memorial-precompress',
    apply: 'build',
    async closeBundle() {
      const outDir = path.join(import.meta.dirname, 'dist');
      const files = (await fs.readdir(outDir, { recursive: true })).filter((f) => COMPRESSIBLE.test(f) && !f.startsWith('.'))
        .map((f) => path.join(outDir, f));
      await Promise.all(files.map(async (file) => {
        const data = await fs.readFile(file);
        const [br, gz] = await Promise.all([
          brotli(data, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length } }),
          gzip(data, { level: 9 }),
        ]);
        // A tiny file may come out no smaller: then it is sent as it is.
        if (br.length < data.length) await fs.writeFile(`${file}.br`, br);
        if (gz.length < data.length) await fs.writeFile(`${file}.gz`, gz);
      }));
    },
  };
}

// The app is served by the gateway under /obituaries/ (no dev proxy: the gateway serves web/dist).
export default defineConfig({
  root: import.meta.dirname,
  base: '/obituaries/',
  plugins: [react(), precompress()],
  resolve: { alias: schemaAlias },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    // dist/.vite/manifest.json: which chunks each entry pulls in (web/src/visitor-chunks.test.ts reads it).
    manifest: true,
    chunkSizeWarningLimit: 600,
    rolldownOptions: {
      // The shared package only declares constants and rules: a screen that needs a text does not pull in every zod rule.
      treeshake: { moduleSideEffects: [{ test: /[\\/]schema[\\/]src[\\/]/, sideEffects: false }] },
    },
  },
});
