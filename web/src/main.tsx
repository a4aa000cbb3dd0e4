// The app's entry: Mantine's theme, the query client, the providers, and the routes
// (app/routes.tsx). Screens live in pages/<screen>/, requests in api/, shared parts in components/.
import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import {
  type CSSVariablesResolver,
  InputWrapper,
  MantineProvider,
  Menu,
  Modal,
  Notification,
  createTheme,
  darken,
} from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { ApiError } from './api/client';
import { AppRoutes } from './app/routes';
import { SessionWatcher } from './app/session-guards';

// Colours that every person can read (WCAG 2.1 AA, 4.5:1 for text; the browser suite's axe scan
// holds every screen to it): filled buttons and links use shade 8 of their colour, filled
// colours get black or white text by their luminance (0.179: where both contrast equally),
// light variants (badges, active navigation) a darker text, and dimmed and error text are
// darker than Mantine's defaults.
const theme = createTheme({
  primaryColor: 'indigo',
  primaryShade: { light: 8, dark: 8 },
  autoContrast: true,
  luminanceThreshold: 0.179,
  defaultRadius: 'md',
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  components: {
    // No "*" inside labels: a field's label is exactly its name, for people and for tools that
    // read label text (the browser tests find fields by it). Required fields still say so to
    // assistive technology through the input's own `required`.
    InputWrapper: InputWrapper.extend({ defaultProps: { withAsterisk: false } }),
    // The dialogs' × says what it does to assistive technology.
    Modal: Modal.extend({ defaultProps: { closeButtonProps: { 'aria-label': 'Close' } } }),
    Notification: Notification.extend({
      defaultProps: { closeButtonProps: { 'aria-label': 'Close' } },
      styles: { description: { color: 'var(--mantine-color-dimmed)' } },
    }),
    // A menu holds only its items: Mantine's focus placeholder (a focusable div) would be a
    // child a menu may not have; the first item takes the focus instead.
    Menu: Menu.extend({ defaultProps: { withInitialFocusPlaceholder: false } }),
  },
});

const cssVariablesResolver: CSSVariablesResolver = (resolved) => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': resolved.colors.gray[7],
    '--mantine-color-error': resolved.colors.red[9],
    ...Object.fromEntries(
      Object.entries(resolved.colors).map(([name, shades]) => [
        `--mantine-color-${name}-light-color`,
        darken(shades[9], 0.35),
      ]),
    ),
  },
  dark: {},
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
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
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
