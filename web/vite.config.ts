import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { defineConfig, type Plugin, type UserConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { RUNTIME_MODULE_ID, type PluginContext } from 'rolldown';
import { transform as transformCss } from 'lightningcss';
import type { DocumentNode } from 'graphql';
import { parse as parseMessage } from '@formatjs/icu-messageformat-parser';
import { sentQueryText } from './src/early/query-text.js';

const root = path.resolve(import.meta.dirname, '..');

/** The shared rules and texts, from source, so the app never runs against a stale build of them. */
const schemaAlias = [
  { find: /^@memorial\/schema$/, replacement: path.join(root, 'schema/src/index.ts') },
  { find: /^@memorial\/schema\/es$/, replacement: path.join(root, 'schema/src/i18n/es/index.ts') },
];

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
/** Text the browser fetches from dist (index.html is left out: the gateway writes preview tags into it per request). */
const COMPRESSIBLE = /\.(js|mjs|css|svg|json|txt|webmanifest)$/;

/**
 * Every script and style written once more as file.br (brotli at its best level) and file.gz (gzip -9), beside it: the
 * gateway sends the variant the browser accepts (gateway/src/web.ts) without compressing anything per request.
 */
function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'memorial-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const files = (await fs.readdir(outDir, { recursive: true }))
        .filter((f) => COMPRESSIBLE.test(f) && !f.startsWith('.'))
        .map((f) => path.join(outDir, f));
      await Promise.all(
        files.map(async (file) => {
          const data = await fs.readFile(file);
          const [br, gz] = await Promise.all([
            brotli(data, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length } }),
            gzip(data, { level: 9 }),
          ]);
          // A tiny file may come out no smaller: then it is sent as it is.
          if (br.length < data.length) await fs.writeFile(`${file}.br`, br);
          if (gz.length < data.length) await fs.writeFile(`${file}.gz`, gz);
        }),
      );
    },
  };
}

/** Where the gateway serves the app (web/dist): every URL the build writes starts with it. */
const BASE = '/obituaries/';

/** Where the catalogs' texts are: the English namespaces of schema/src and the translations of i18n/es. */
const SCHEMA_SOURCE = /[\\/]schema[\\/]src[\\/].*\.ts$/;
const TRANSLATIONS = /[\\/]schema[\\/]src[\\/]i18n[\\/]es[\\/]/;

interface EstreeNode {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}

/** Every string property value of an object literal: in `found` when it is a catalog's (tagged, or a translation's). */
function catalogTexts(node: unknown, translation: boolean, found: EstreeNode[]): void {
  if (!node || typeof node !== 'object') return;
  if (Array.isArray(node)) return node.forEach((child) => catalogTexts(child, translation, found));
  const n = node as EstreeNode;
  if (n.type === 'ObjectExpression') {
    const properties = n['properties'] as EstreeNode[];
    const tagged = properties.some((p) => p['computed'] === true && (p['key'] as EstreeNode)['name'] === 'NAMESPACE');
    for (const p of properties) {
      const value = p['value'] as EstreeNode | undefined;
      if ((tagged || translation) && value?.type === 'Literal' && typeof value['value'] === 'string' && value['value'].includes('{')) {
        found.push(value);
      }
    }
  }
  for (const [key, child] of Object.entries(n)) if (key !== 'type' && typeof child === 'object') catalogTexts(child, translation, found);
}

/**
 * The catalogs' ICU texts parsed at build time (issue 31): a text that takes values ships as intl-messageformat's
 * syntax tree, so the browser's bundle leaves the ICU parser out (7.3 KB brotli of the visitor's 200 KB). Texts
 * without values stay strings; schema/src/i18n formats both.
 */
function precompiledMessages(): Plugin {
  return {
    name: 'memorial-precompiled-messages',
    enforce: 'post',
    transform(code, id) {
      if (!SCHEMA_SOURCE.test(id) || !code.includes('{')) return null;
      const translation = TRANSLATIONS.test(id);
      if (!translation && !code.includes('NAMESPACE')) return null;
      const found: EstreeNode[] = [];
      catalogTexts(this.parse(code), translation, found);
      if (found.length === 0) return null;
      let out = '';
      let at = 0;
      for (const literal of found.sort((x, y) => x.start - y.start)) {
        out += code.slice(at, literal.start) + JSON.stringify(parseMessage(literal['value'] as string, { ignoreTag: true }));
        at = literal.end;
      }
      return { code: out + code.slice(at), map: null };
    },
  };
}

const MANTINE_STYLES = path.join(root, 'node_modules/@mantine/core/styles');
/**
 * A Mantine module with styles of its own, by the name of its stylesheet: components/Checkbox/Checkbox.module.mjs, and
 * the shared ones outside components/ (utils/InlineInput, which lays out every checkbox, radio and switch beside its
 * label) or nested in another's folder (Checkbox/CheckboxIndicator).
 */
const MANTINE_STYLED = /[\\/]@mantine[\\/]core[\\/]esm[\\/].*[\\/]([^\\/]+)\.module\.mjs$/;

/**
 * Mantine's stylesheet with only the components the app uses: its full styles.css (295 KB, 35 KB brotli) was every
 * page's render-blocking stylesheet, and the browser matched each of its rules to every element of the first screen.
 * The import in main.tsx is emptied; the components the bundle holds, in any chunk, are found by their modules, and
 * their stylesheets are written as one file in styles.css's own order, linked before the app's own styles (the
 * cascade stays as it was: Mantine first, the portal's rules over it).
 */
function mantineStylesInUse(): Plugin {
  let fileName: string | undefined;
  return {
    name: 'memorial-mantine-styles',
    enforce: 'pre',
    apply: 'build',
    transform(_code, id) {
      return /[\\/]@mantine[\\/]core[\\/]styles\.css$/.test(id) ? { code: '', map: null } : null;
    },
    async generateBundle(_options, bundle) {
      const used = new Set<string>();
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk') continue;
        for (const id of chunk.moduleIds) {
          const styled = MANTINE_STYLED.exec(id)?.[1];
          if (styled) used.add(styled);
        }
      }
      const all = await fs.readFile(path.join(MANTINE_STYLES, '..', 'styles.css'), 'utf8');
      const parts: Array<[at: number, css: string]> = [];
      for (const name of ['baseline', 'default-css-variables', 'global', ...used]) {
        const css = await fs.readFile(path.join(MANTINE_STYLES, `${name}.css`), 'utf8').catch(() => null);
        if (css === null) continue; // a component without styles of its own (Portal, Transition)
        const at = all.indexOf(css);
        if (at < 0) this.error(`@mantine/core/styles/${name}.css is not part of styles.css`);
        parts.push([at, css]);
      }
      const css = parts
        .sort((a, b) => a[0] - b[0])
        .map(([, part]) => part)
        .join('\n');
      // Minified as Vite minifies the app's own styles (with lightningcss): Mantine ships its files readable.
      const { code } = transformCss({ filename: 'mantine.css', code: Buffer.from(css), minify: true });
      fileName = this.getFileName(this.emitFile({ type: 'asset', name: 'mantine.css', source: code }));
    },
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        if (!fileName) throw new Error('the Mantine stylesheet was not written');
        const link = `<link rel="stylesheet" crossorigin href="${BASE}${fileName}">`;
        const first = html.search(/<link rel="stylesheet"/);
        return first < 0 ? html.replace('</head>', `  ${link}\n  </head>`) : `${html.slice(0, first)}${link}\n    ${html.slice(first)}`;
      },
    },
  };
}

const GENERATED = path.join(import.meta.dirname, 'src/gql/graphql.ts');

/**
 * Each `graphql(`...`)` call of web/src replaced at build by the one document it names, imported from the generated
 * src/gql/graphql.ts: the client preset's graphql() looks its argument up in a map of every document of the app, so
 * any screen that called it shipped all of them (319 KB to parse on a visitor's phone). What the codegen's babel
 * plugin does, without babel. Lines are kept (the call's newlines stay), so the source maps still hold.
 */
function typedDocuments(): Plugin {
  // Each document's AST, by its definition's name; each becomes a module of its own, so that a chunk holds the ones it uses.
  let documents: Promise<Map<string, string>> | undefined;
  const load = () => (documents ??= read());
  const read = async () => {
    const found = new Map<string, string>();
    const generated = await fs.readFile(GENERATED, 'utf8');
    for (const m of generated.matchAll(
      /^export const \w+ = (\{"kind":"Document","definitions":\[\{"kind":"\w+",(?:"operation":"\w+",)?"name":\{"kind":"Name","value":"(\w+)"\}.*\}) as unknown as DocumentNode<.*$/gm,
    )) {
      found.set(m[2]!, m[1]!);
    }
    return found;
  };
  const PREFIX = 'virtual:memorial-document/';
  // An operation's text as the client sends it, for the HTML's early script (src/early/main.ts).
  const TEXT_PREFIX = 'virtual:memorial-query-text/';
  return {
    name: 'memorial-typed-documents',
    enforce: 'pre',
    apply: 'build',
    buildStart() {
      documents = undefined;
    },
    resolveId(id) {
      return id.startsWith(PREFIX) || id.startsWith(TEXT_PREFIX) ? `\0${id}` : null;
    },
    async load(id) {
      if (id.startsWith(`\0${TEXT_PREFIX}`)) {
        const ast = (await load()).get(id.slice(TEXT_PREFIX.length + 1));
        return ast ? `export default ${JSON.stringify(sentQueryText(JSON.parse(ast) as DocumentNode))};` : null;
      }
      if (!id.startsWith(`\0${PREFIX}`)) return null;
      const ast = (await load()).get(id.slice(PREFIX.length + 1));
      return ast ? `export default ${ast};` : null;
    },
    async transform(code, id) {
      if (!/[\\/]web[\\/]src[\\/].*\.tsx?$/.test(id) || id.includes(`${path.sep}gql${path.sep}`) || !code.includes('graphql(`'))
        return null;
      const all = await load();
      const imports = new Set<string>();
      let out = '';
      let last = 0;
      for (const m of code.matchAll(/\bgraphql\(\s*`([^`]*)`\s*\)/g)) {
        const body = m[1]!.replace(/#[^\n]*/g, '');
        const name = /^\s*(?:query|mutation|subscription|fragment)\s+(\w+)/.exec(body)?.[1];
        if (!name || !all.has(name)) this.error(`no generated document for ${name ?? 'a graphql() call'} in ${id}: run npm run codegen`);
        imports.add(name);
        out += code.slice(last, m.index) + `__doc_${name}` + '\n'.repeat(m[0].split('\n').length - 1);
        last = m.index + m[0].length;
      }
      if (!imports.size) return null;
      const head = [...imports].map((n) => `import __doc_${n} from '${PREFIX}${n}';`).join('');
      return { code: head + out + code.slice(last), map: null };
    },
  };
}

/**
 * The modules a visitor's first screen needs, in two chunks instead of fifty: `app` (what the entry imports:
 * React, the router, Apollo Client, Mantine's core) and `memorial` (the memorial page and what it imports that the
 * entry does not). Over a 150 ms round trip, fifty small files cost a waterfall and a kilobyte of headers each. The
 * page's lazy parts (dialogs, editors, other tabs) and every other screen stay chunks of their own; a staff screen
 * that shares a component with the memorial page loads the memorial chunk too. Modules are placed whole: a catalog
 * namespace declared beside one the first screen reads comes along, so the texts of lazy parts and other screens are
 * namespaces in modules of their own (schema/src/memorial-dialogs.texts.ts, gallery-viewer.texts.ts, ...), and
 * reference/certificate.ts is reached from schema/src/index.ts, not through reference/index.ts (issue 31).
 */
const MEMORIAL_PAGE = path.join(import.meta.dirname, 'src/features/memorial/MemorialPage.tsx');
const ENTRY = path.join(import.meta.dirname, 'src/main.tsx');

/** One import or re-export of a module: its specifier and the names it takes ('*': all of them; []: none, a side effect). */
interface ImportOf {
  spec: string;
  names: string[] | '*';
}

const IMPORT = /\b(?:import|export)\s*(?:type\s+)?([\w$*\s{},]*?)\s*from\s*["']([^"']+)["']|\bimport\s*["']([^"']+)["']/g;
function importsOf(code: string): ImportOf[] {
  const out: ImportOf[] = [];
  for (const m of code.matchAll(IMPORT)) {
    if (m[3]) {
      out.push({ spec: m[3], names: [] });
      continue;
    }
    const clause = m[1]!.trim();
    if (clause.includes('*')) {
      out.push({ spec: m[2]!, names: '*' });
      continue;
    }
    const names: string[] = [];
    const braces = /\{([^}]*)\}/.exec(clause);
    const outside = clause
      .replace(/\{[^}]*\}/, '')
      .replace(/,/g, ' ')
      .trim();
    if (outside) names.push('default');
    for (const part of braces?.[1]?.split(',') ?? []) {
      const name = part
        .trim()
        .replace(/^type\s+/, '')
        .split(/\s+as\s+/)[0]!
        .trim();
      if (name) names.push(name);
    }
    out.push({ spec: m[2]!, names });
  }
  return out;
}

/** The names a module declares and exports itself (not those it passes on from another module). */
function ownExportsOf(code: string): Set<string> {
  const names = new Set<string>();
  for (const m of code.matchAll(
    /\bexport\s+(?:default\b|(?:declare\s+)?(?:async\s+)?(?:const|let|var|function\*?|class|enum)\s+([\w$]+))/g,
  ))
    names.add(m[1] ?? 'default');
  for (const m of code.matchAll(/\bexport\s*\{([^}]*)\}(?!\s*from)/g)) {
    for (const part of m[1]!.split(',')) {
      const name = part
        .trim()
        .split(/\s+as\s+/)
        .at(-1)!
        .trim();
      if (name) names.add(name);
    }
  }
  return names;
}

/** A module that only passes on other modules' exports (a package's index): nothing of its own runs. */
function isBarrel(code: string): boolean {
  const rest = code
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/\/\/[^\n]*/g, '')
    .replace(/\b(?:import|export)\s*(?:type\s+)?[\w$*\s{},]*?\s*from\s*["'][^"']+["'];?/g, '')
    .replace(/\bexport\s*\{[^}]*\};?/g, '')
    .replace(/["']use client["'];?/g, '');
  return rest.trim() === '';
}

/**
 * The modules `from` needs, following static imports only, and through a package's index only to the modules
 * that export the names asked for (Mantine's index imports every component: a module-level walk would take them
 * all). What rolldown does by symbol, near enough to place whole modules.
 */
async function neededModules(ctx: PluginContext, from: string): Promise<Set<string>> {
  const seen = new Map<string, Set<string> | '*'>();
  // viaStar: reached through a barrel's `export *`, which passes on whichever of its targets has the names.
  const queue: Array<[id: string, names: string[] | '*', viaStar?: boolean]> = [[from, '*']];
  const resolved = new Map<string, string | null>();
  const resolve = async (spec: string, importer: string) => {
    const key = `${importer}\0${spec}`;
    if (!resolved.has(key)) resolved.set(key, (await ctx.resolve(spec, importer))?.id ?? null);
    return resolved.get(key)!;
  };
  while (queue.length) {
    const [id, names, viaStar] = queue.pop()!;
    const info = ctx.getModuleInfo(id);
    if (!info?.code) {
      if (!viaStar) seen.set(id, '*');
      continue;
    }
    const barrel = isBarrel(info.code);
    if (!barrel && viaStar && names !== '*') {
      const own = ownExportsOf(info.code);
      if (!names.some((n) => own.has(n))) continue;
    }
    const before = seen.get(id);
    if (before === '*') continue;
    if (!barrel) {
      seen.set(id, '*');
    } else {
      const known = before ?? new Set<string>();
      const fresh = names === '*' ? null : names.filter((n) => !known.has(n));
      if (fresh && !fresh.length && before) continue;
      seen.set(id, names === '*' ? '*' : new Set([...known, ...names]));
      if (fresh) {
        // Only the imports that provide the names asked for; `export *` targets may provide any of them.
        for (const imp of importsOf(info.code)) {
          const target = await resolve(imp.spec, id);
          if (!target) continue;
          if (imp.names === '*') queue.push([target, fresh, true]);
          else {
            const wanted = imp.names.filter((n) => fresh.includes(n));
            if (wanted.length) queue.push([target, wanted]);
          }
        }
        continue;
      }
    }
    for (const imp of importsOf(info.code)) {
      const target = await resolve(imp.spec, id);
      if (target && info.importedIds.includes(target)) queue.push([target, imp.names]);
    }
  }
  return new Set(seen.keys());
}

let graph: { app: Set<string>; memorial: Set<string> } | undefined;
function visitorChunks(): Plugin {
  return {
    name: 'memorial-visitor-chunks',
    apply: 'build',
    async buildEnd() {
      const app = await neededModules(this, ENTRY);
      const memorial = await neededModules(this, MEMORIAL_PAGE);
      for (const id of app) memorial.delete(id);
      app.delete(ENTRY);
      graph = { app, memorial };
    },
  };
}

const EARLY_SCRIPT = path.join(import.meta.dirname, 'src/early/main.ts');

/**
 * The early script (src/early/main.ts: the memorial page's query, sent before the app's scripts arrive) as an entry
 * of its own, named first in the HTML and run as soon as it arrives (async): in index.html itself Vite would join it
 * to the app's entry, which runs only once all of the app's code has arrived.
 */
function earlyScript(): Plugin {
  return {
    name: 'memorial-early-script',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const early = Object.values(ctx.bundle ?? {}).find((c) => c.type === 'chunk' && c.isEntry && c.facadeModuleId === EARLY_SCRIPT);
        if (!early) throw new Error('the early script was not built');
        return html.replace(
          '<script type="module"',
          `<script type="module" async crossorigin src="${BASE}${early.fileName}"></script>\n    <script type="module"`,
        );
      },
    },
  };
}

/**
 * The server's renderer of the public pages (src/ssr.tsx, issue 28), built by `vite build --ssr` into dist-ssr for the
 * gateway to import: the same components and documents, its packages left to Node to load (React, Mantine, Apollo,
 * the router), stylesheets dropped. Out of dist: nothing of it is served.
 */
const serverConfig: UserConfig = {
  root: import.meta.dirname,
  base: BASE,
  plugins: [typedDocuments(), react()],
  resolve: { alias: schemaAlias },
  publicDir: false,
  build: {
    outDir: 'dist-ssr',
    emptyOutDir: true,
    sourcemap: true,
    rolldownOptions: {
      input: { ssr: path.join(import.meta.dirname, 'src/ssr.tsx') },
      treeshake: { moduleSideEffects: [{ test: /[\\/]schema[\\/]src[\\/]/, sideEffects: false }] },
    },
  },
};

// The app is served by the gateway under /obituaries/ (no dev proxy: the gateway serves web/dist).
const browserConfig: UserConfig = {
  root: import.meta.dirname,
  base: BASE,
  plugins: [typedDocuments(), mantineStylesInUse(), react(), precompiledMessages(), visitorChunks(), earlyScript(), precompress()],
  resolve: {
    alias: [
      ...schemaAlias,
      // Every catalog text arrives parsed (precompiledMessages): intl-messageformat's parser is not needed.
      { find: /^@formatjs\/icu-messageformat-parser$/, replacement: '@formatjs/icu-messageformat-parser/no-parser.js' },
    ],
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    // dist/.vite/manifest.json: which chunks each entry pulls in (web/src/visitor-chunks.test.ts reads it).
    manifest: true,
    chunkSizeWarningLimit: 800,
    rolldownOptions: {
      input: { index: path.join(import.meta.dirname, 'index.html'), early: EARLY_SCRIPT },
      // The shared package only declares constants and rules: a screen that needs a text does not pull in every zod rule.
      treeshake: { moduleSideEffects: [{ test: /[\\/]schema[\\/]src[\\/]/, sideEffects: false }] },
      output: {
        codeSplitting: {
          groups: [
            // rolldown's runtime (its helpers for lazy modules) too, rather than a file of its own.
            { name: 'app', test: (id) => id === RUNTIME_MODULE_ID || !!graph?.app.has(id), priority: 2 },
            { name: 'memorial', test: (id) => !!graph?.memorial.has(id), priority: 1 },
          ],
        },
      },
    },
  },
};

export default defineConfig(({ isSsrBuild }) => (isSsrBuild ? serverConfig : browserConfig));
