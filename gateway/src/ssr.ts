import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parse, print, validate, type DocumentNode, type GraphQLSchema } from 'graphql';
import { formatError } from './graphql/errors.js';
import type { OperationExecutor } from './graphql/executor.js';
import type { Logger } from './logger.js';
import { inLocale } from './i18n/locale.js';
import type { Locale } from '@memorial/schema';

/** What web/src/ssr.tsx answers (its RenderedPage): the markup of #root, its status, the browser's hydration data. */
export interface RenderedPage {
  status: number;
  html: string;
  state: unknown;
}

/** web/dist-ssr/ssr.js, as the gateway calls it (web/src/ssr.tsx's RenderRequest). */
interface ServerEntry {
  render(request: {
    url: string;
    timeZone: string;
    locale: Locale;
    signal?: AbortSignal;
    execute(document: DocumentNode, variables: Record<string, unknown>, operationName: string | undefined): Promise<unknown>;
  }): Promise<RenderedPage | null>;
}

export interface PageRenderer {
  /** The public page at `url` rendered as a visitor sees it, or null (no server build, a redirect, too slow, an error). */
  render(url: string, timeZone: string, locale: Locale): Promise<RenderedPage | null>;
  /** Whether there is a server build: without one a null render is the page as served, else a failure (not kept). */
  built(): boolean;
}

export interface PageRendererOptions {
  /** web/dist-ssr: the renderer's build (vite build --ssr). */
  dist: string;
  schema: GraphQLSchema;
  execute: OperationExecutor;
  /** A request scope without a token: a server render is always a visitor's. */
  visitor(): Promise<unknown>;
  logger: Logger;
  production: boolean;
  /** Past this the browser renders the page itself. */
  timeoutMs?: number;
}

/**
 * The public pages rendered on the server (issue 28) by the web build's own renderer, their queries run in this
 * process through the same executor, resolvers and access rules as the /graphql door (one visitor scope per page:
 * its loaders batch the page's reads), and their errors shaped as that door shapes them. The app's documents are
 * the build's own, validated once each against the schema all the same.
 */
export function pageRenderer({ dist, schema, execute, visitor, logger, production, timeoutMs = 5000 }: PageRendererOptions): PageRenderer {
  const file = path.join(dist, 'ssr.js');
  // Loaded once, when first asked: a new build is taken up by a restart (its chunks import the entry by its plain URL,
  // so a second copy of it could not share its modules).
  let loaded: Promise<ServerEntry> | undefined;
  const entry = (): Promise<ServerEntry> | null => {
    if (!loaded && !fs.existsSync(file)) return null; // not built: the browser renders every page
    return (loaded ??= import(pathToFileURL(file).href) as Promise<ServerEntry>);
  };
  // Each of the app's documents as the other doors' parser makes it, validated once; null when it does not match the
  // schema. The build's own are codegen's JSON, without the parser's locations: graphql-jit compiled them into
  // answers with fields missing.
  const parsed = new WeakMap<DocumentNode, DocumentNode | null>();
  const ownCopy = (document: DocumentNode) => {
    let own = parsed.get(document);
    if (own === undefined) {
      own = parse(print(document));
      parsed.set(document, (own = validate(schema, own).length === 0 ? own : null));
    }
    return own;
  };
  return {
    built: () => fs.existsSync(file),
    async render(url, timeZone, locale) {
      const loading = entry();
      if (!loading) return null;
      const signal = AbortSignal.timeout(timeoutMs);
      try {
        const server = await loading;
        const scope = await visitor();
        return await server.render({
          url,
          timeZone,
          locale,
          signal,
          execute: async (document, variables, operationName) => {
            const own = ownCopy(document);
            if (!own) throw new Error(`the web build's ${operationName ?? 'operation'} does not match the schema`);
            // Its messages in the page's language, as the /graphql door answers the browser in its.
            const result = await inLocale(locale, () => execute(own, operationName, variables, scope));
            return { data: result.data, errors: result.errors?.map((e) => formatError(logger, e.toJSON(), e, production)) };
          },
        });
      } catch (err) {
        if (!signal.aborted) logger.error({ err, url }, 'server render failed');
        else logger.warn({ url }, 'server render too slow: the browser renders the page');
        return null;
      }
    },
  };
}
