import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { InputWrapper, MantineProvider, createTheme } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router';
import { ApiError } from './api/client';
import { RedirectIfSignedIn, RequireSession, SessionWatcher } from './auth';
import { Layout } from './layout';
import { CampaignPage, CampaignsPage, NewCampaignPage } from './pages/campaigns';
import { ContactPage, ContactsPage } from './pages/contacts';
import { ListPage, ListsPage } from './pages/lists';
import { SettingsPage } from './pages/settings';
import { SignInPage, SignUpPage } from './pages/session';
import { TemplatesPage } from './pages/templates';

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
            <Routes>
              <Route
                path="/app/signin"
                element={
                  <RedirectIfSignedIn>
                    <SignInPage />
                  </RedirectIfSignedIn>
                }
              />
              <Route
                path="/app/signup"
                element={
                  <RedirectIfSignedIn>
                    <SignUpPage />
                  </RedirectIfSignedIn>
                }
              />
              <Route
                path="/app"
                element={
                  <RequireSession>
                    <Layout />
                  </RequireSession>
                }
              >
                <Route index element={<Navigate to="/app/contacts" replace />} />
                <Route path="contacts" element={<ContactsPage />} />
                <Route path="contacts/:id" element={<ContactPage />} />
                <Route path="lists" element={<ListsPage />} />
                <Route path="lists/:id" element={<ListPage />} />
                <Route path="templates" element={<TemplatesPage />} />
                <Route path="campaigns" element={<CampaignsPage />} />
                <Route path="campaigns/new" element={<NewCampaignPage />} />
                <Route path="campaigns/:id" element={<CampaignPage />} />
                <Route path="settings" element={<Navigate to="/app/settings/account" replace />} />
                <Route path="settings/:tab" element={<SettingsPage />} />
                <Route path="*" element={<Navigate to="/app/contacts" replace />} />
              </Route>
              <Route path="*" element={<Navigate to="/app/contacts" replace />} />
            </Routes>
          </BrowserRouter>
        </ModalsProvider>
      </QueryClientProvider>
    </MantineProvider>
  </StrictMode>,
);
