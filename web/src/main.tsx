import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, type RouteObject } from 'react-router';
import { RouterProvider } from 'react-router/dom';
// The design's fonts, self-hosted so every device shows the same type (latin subsets load on demand by unicode-range).
import '@fontsource/cormorant-garamond/400.css';
import '@fontsource/cormorant-garamond/400-italic.css';
import '@fontsource/cormorant-garamond/600.css';
import '@fontsource/cormorant-garamond/700.css';
import '@fontsource/source-sans-3/400.css';
import '@fontsource/source-sans-3/400-italic.css';
import '@fontsource/source-sans-3/500.css';
import '@fontsource/source-sans-3/600.css';
import '@fontsource/source-sans-3/700.css';
import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './app/styles.css';
import './app/print.css';
import { appClientStore, createApolloClient } from './app/apollo';
import { AppProviders } from './app/AppProviders';
import { Hydrated } from './app/Hydrated';
import { initialLocale, localeStore } from './app/i18n';
import { readServerRendered, type ServerRendered } from './app/serverRender';
import { BASENAME, routes } from './routes';

const client = createApolloClient();
appClientStore.set(client);
const container = document.getElementById('root')!;

/** The lazy routes the address matches, loaded before hydrating: the router would first render its loading fallback. */
async function loadMatchedRoutes(): Promise<void> {
  const matches = matchRoutes(routes, window.location, BASENAME) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      Object.assign(route, { ...(await route.lazy()), lazy: undefined } satisfies Partial<RouteObject>);
    }),
  );
}

/** The address's path as the router sees it (below its basename), as useLocation() answers it. */
const routerPath = () => window.location.pathname.slice(BASENAME.length) || '/';

/** A server-rendered public page (issue 28) taken over as it is: its data is in the cache, nothing is asked again. */
async function hydrate(rendered: ServerRendered): Promise<void> {
  client.cache.restore(rendered.apollo as Parameters<typeof client.cache.restore>[0]);
  await loadMatchedRoutes();
  const router = createBrowserRouter(routes, { basename: BASENAME, hydrationData: rendered.router });
  hydrateRoot(
    container,
    <StrictMode>
      <Hydrated timeZone={rendered.timeZone} pageState={rendered.pageState ? { path: routerPath(), code: rendered.pageState } : undefined}>
        <AppProviders client={client}>
          <RouterProvider router={router} />
        </AppProviders>
      </Hydrated>
    </StrictMode>,
  );
}

function renderAfresh(): void {
  const router = createBrowserRouter(routes, { basename: BASENAME });
  createRoot(container).render(
    <StrictMode>
      <AppProviders client={client}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  );
}

// The server renders what a visitor sees; hydration takes it as a visitor (session.ts), then a signed-in person's page
// becomes theirs (the family's tabs, a private page they may see) as their own answer arrives.
// The language first (its catalog loaded): hydration must render the texts the server wrote.
const rendered = readServerRendered();
const ready = localeStore.set(initialLocale(rendered?.locale)).catch(() => undefined);
if (rendered) ready.then(() => hydrate(rendered)).catch(renderAfresh);
else void ready.then(renderAfresh);
