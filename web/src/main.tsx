import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
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
import { BASENAME, routes } from './routes';

const client = createApolloClient();
appClientStore.set(client);
const router = createBrowserRouter(routes, { basename: BASENAME });

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <AppProviders client={client}>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);
