// The app's entry: Mantine's theme, the query client, the providers, and the routes
// (app/routes.tsx). Screens live in pages/<screen>/, requests in api/, shared parts in components/.
import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { InputWrapper, MantineProvider, createTheme } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { ApiError } from './api/client';
import { AppRoutes } from './app/routes';
import { SessionWatcher } from './app/session-guards';

const theme = createTheme({
  primaryColor: 'indigo',
  defaultRadius: 'md',
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  components: {
    // No "*" inside labels: a field's label is exactly its name, for people and for tools that
    // read label text (the browser tests find fields by it). Required fields still say so to
    // assistive technology through the input's own `required`.
    InputWrapper: InputWrapper.extend({ defaultProps: { withAsterisk: false } }),
  },
});

const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      // Client errors (404, 401…) do not get better by retrying.
      retry: (count, error) =>
        !(error instanceof ApiError && error.status >= 400 && error.status < 500) && count < 2,
      refetchOnWindowFocus: false,
    },
  },
});

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <MantineProvider theme={theme}>
      <QueryClientProvider client={queryClient}>
        <ModalsProvider>
          <Notifications position="top-right" />
          <BrowserRouter>
            <SessionWatcher />
            <AppRoutes />
          </BrowserRouter>
        </ModalsProvider>
      </QueryClientProvider>
    </MantineProvider>
  </StrictMode>,
);
