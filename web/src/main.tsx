import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './app/styles.css';
import { createApolloClient } from './app/apollo';
import { AppProviders } from './app/AppProviders';
import { BASENAME, routes } from './routes';

const router = createBrowserRouter(routes, { basename: BASENAME });
const client = createApolloClient();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <AppProviders client={client}>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);
