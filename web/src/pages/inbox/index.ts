// The Inbox screens: the conversations by tab, and one conversation with its composer.
export { ConversationPage } from './conversation-page';
export { InboxPage } from './inbox-page';
