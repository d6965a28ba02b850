/**
 * The server's rendering of the public pages (issue 28), built by `vite build --ssr` into web/dist-ssr and called by
 * the gateway (gateway/src/web.ts): the same route table and components as the browser's, their one query answered
 * in the gateway's own process, the HTML written once the data is there (Apollo's prerenderStatic), and the cache
 * and router state handed to the browser so that it hydrates what it was sent without asking for it again.
 */
import { ApolloClient, ApolloLink } from '@apollo/client';
import { prerenderStatic } from '@apollo/client/react/ssr';
import type { DocumentNode } from 'graphql';
import { registerCatalog, type Locale } from '@memorial/schema';
import { ES } from '@memorial/schema/es';
import { prerenderToNodeStream } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { Observable } from 'rxjs';
import { createCache } from './app/apollo';
import { AppProviders } from './app/AppProviders';
import { RenderSettingContext, type ServerRendered } from './app/serverRender';
import { BASENAME, routes } from './routes';

/** A GraphQL answer as the gateway's doors send it (errors formatted: message and extensions.code). */
export interface ExecutionAnswer {
  data?: Record<string, unknown> | null;
  errors?: ReadonlyArray<{ message: string; extensions?: Record<string, unknown> }>;
}

export interface RenderRequest {
  /** The page's path and query, e.g. /obituaries/name/eleanor-whitmore-obituary/CS-1000-0001. */
  url: string;
  /** Runs one of the app's operations as an anonymous visitor (no token reaches a server render). */
  execute(document: DocumentNode, variables: Record<string, unknown>, operationName: string | undefined): Promise<ExecutionAnswer>;
  /** The zone the page's times are written in (the funeral home's): the browser switches to its own once hydrated. */
  timeZone: string;
  /** The language the page is written in (gateway/src/web.ts chose it: the visitor's choice, the page's, the browser's). */
  locale: Locale;
  /** Gives up (answers null) past this: the browser then renders the page itself. */
  signal?: AbortSignal;
}

export interface RenderedPage {
  /** 200, or the page's own state: 403 for a private page, 404 for a missing one. */
  status: number;
  /** The markup of #root. */
  html: string;
  /** For the browser's hydration. */
  state: ServerRendered;
}

// Every language's texts at hand: the server writes a page in any of them (the browser loads only the one it shows).
registerCatalog('es', ES);

/** The page states an answer may carry, as HTTP statuses (errors.ts: PRIVATE and NOT_FOUND). */
const STATUS_OF: Record<string, number> = { PRIVATE: 403, NOT_FOUND: 404 };

/** The page at `url` rendered to HTML, or null when it cannot be (a redirect, a route error): the browser renders it. */
export async function render({ url, execute, timeZone, locale, signal }: RenderRequest): Promise<RenderedPage | null> {
  const handler = createStaticHandler(routes, { basename: BASENAME });
  const context = await handler.query(new Request(new URL(url, 'http://server.invalid'), { signal }));
  if (context instanceof Response || context.errors) return null;

  let status = 200;
  let pageState: string | undefined;
  const link = new ApolloLink(
    (operation) =>
      new Observable<ApolloLink.Result>((observer) => {
        execute(operation.query, operation.variables, operation.operationName).then(
          (answer) => {
            for (const error of answer.errors ?? []) {
              const code = String(error.extensions?.['code']);
              if (STATUS_OF[code] && STATUS_OF[code] > status) [status, pageState] = [STATUS_OF[code], code];
            }
            observer.next(answer as ApolloLink.Result);
            observer.complete();
          },
          (error: unknown) => observer.error(error),
        );
      }),
  );
  const client = new ApolloClient({ ssrMode: true, link, cache: createCache() });
  const router = createStaticRouter(handler.dataRoutes, context);
  const tree = (
    <RenderSettingContext value={{ timeZone, serverRendered: true }}>
      <AppProviders client={client} locale={locale}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProviders>
    </RenderSettingContext>
  );
  const { result, aborted } = await prerenderStatic({
    tree,
    signal,
    renderFunction: (node) => prerenderToNodeStream(node, { signal }),
    maxRerenders: 4,
  });
  if (aborted) return null;
  // An error is not kept in Apollo's cache: the browser asks again for a private or missing page, showing the page's
  // state meanwhile (pageState) as the HTML does.
  const state: ServerRendered = {
    apollo: client.extract() as Record<string, unknown>,
    router: { loaderData: context.loaderData, actionData: context.actionData },
    timeZone,
    locale,
    pageState,
  };
  return { status, html: result, state };
}
