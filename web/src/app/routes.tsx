import { Navigate, Route, Routes } from 'react-router';
import { AgencyPage } from '../pages/agency';
import { ChannelsPage } from '../pages/channels';
import { WebhooksPage } from '../pages/webhooks';
import { CampaignPage, CampaignsPage, NewCampaignPage } from '../pages/campaigns';
import { ContactPage, ContactsPage } from '../pages/contacts';
import { ConversationPage, InboxPage } from '../pages/inbox';
import { ListPage, ListsPage } from '../pages/lists';
import {
  ForgotPasswordPage,
  InvitationPage,
  ResetPasswordPage,
  SignInPage,
  SignUpPage,
  SignupConfirmPage,
} from '../pages/session';
import { SettingsPage } from '../pages/settings';
import { TemplatesPage } from '../pages/templates';
import { Layout } from './layout';
import { RedirectIfSignedIn, RequireSession } from './session-guards';

/**
 * The app's screens by path: Sign in and Sign up for people signed out, an invitation's page
 * (`/invitations/<token>`, the link an owner shares) for anyone, every other screen under `/app`
 * inside the signed-in `Layout` (a new screen adds its route here and its entry in nav.ts).
 * Unknown paths lead to Contacts.
 */
export function AppRoutes() {
  return (
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
        path="/app/forgot-password"
        element={
          <RedirectIfSignedIn>
            <ForgotPasswordPage />
          </RedirectIfSignedIn>
        }
      />
      <Route path="/invitations/:token" element={<InvitationPage />} />
      <Route path="/password-resets/:token" element={<ResetPasswordPage />} />
      <Route path="/signups/:token" element={<SignupConfirmPage />} />
      <Route
        path="/app"
        element={
          <RequireSession>
            <Layout />
          </RequireSession>
        }
      >
        <Route index element={<Navigate to="/app/contacts" replace />} />
        <Route path="inbox" element={<InboxPage />} />
        <Route path="inbox/:id" element={<ConversationPage />} />
        <Route path="contacts" element={<ContactsPage />} />
        <Route path="contacts/:id" element={<ContactPage />} />
        <Route path="lists" element={<ListsPage />} />
        <Route path="lists/:id" element={<ListPage />} />
        <Route path="templates" element={<TemplatesPage />} />
        <Route path="campaigns" element={<CampaignsPage />} />
        <Route path="campaigns/new" element={<NewCampaignPage />} />
        <Route path="campaigns/:id" element={<CampaignPage />} />
        <Route path="channels" element={<ChannelsPage />} />
        <Route path="webhooks" element={<WebhooksPage />} />
        <Route path="agency" element={<AgencyPage />} />
        <Route path="settings" element={<Navigate to="/app/settings/account" replace />} />
        <Route path="settings/:tab" element={<SettingsPage />} />
        <Route path="*" element={<Navigate to="/app/contacts" replace />} />
      </Route>
      <Route path="*" element={<Navigate to="/app/contacts" replace />} />
    </Routes>
  );
}
