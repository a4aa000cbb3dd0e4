import { Accounts1763683200000 } from './1763683200000-accounts';
import { Outbox1763683300000 } from './1763683300000-outbox';
import { Contacts1763683400000 } from './1763683400000-contacts';
import { Lists1763683500000 } from './1763683500000-lists';
import { Imports1763683600000 } from './1763683600000-imports';
import { IdempotencyKeys1763684000000 } from './1763684000000-idempotency-keys';
import { Messaging1763684300000 } from './1763684300000-messaging';
import { Campaigns1763684400000 } from './1763684400000-campaigns';
import { CustomChannels1763684500000 } from './1763684500000-custom-channels';
import { Agency1763684700000 } from './1763684700000-agency';
import { CreditWaits1763684800000 } from './1763684800000-credit-waits';
import { OutboundSends1763684900000 } from './1763684900000-outbound-sends';
import { Templates1763684100000 } from './1763684100000-templates';
import { ChannelConnections1763684200000 } from './1763684200000-channel-connections';
import { UsersSessions1763685000000 } from './1763685000000-users-sessions';
import { DataLifecycle1763685100000 } from './1763685100000-data-lifecycle';
import { MetaChannels1763685300000 } from './1763685300000-meta-channels';
import { CampaignSends1763685400000 } from './1763685400000-campaign-sends';
import { InboxCounters1763685500000 } from './1763685500000-inbox-counters';
import { EntryPointCampaigns1763685612000 } from './1763685612000-entry-point-campaigns';
import { SendStartedAt1763685700000 } from './1763685700000-send-started-at';
import { IdempotencyCredentials1795651200000 } from './1795651200000-idempotency-credentials';
import { ImportErasure1795651300000 } from './1795651300000-import-erasure';
import { MembershipsInvitations1795651400000 } from './1795651400000-memberships-invitations';
import { InboxAssignment1795700000000 } from './1795700000000-inbox-assignment';
import { LiveEvents1795700100000 } from './1795700100000-live-events';
import { InboxSearchSavedReplies1795700200000 } from './1795700200000-inbox-search-saved-replies';
import { AgentRestriction1795700300000 } from './1795700300000-agent-restriction';
import { WhatsAppIdentities1795800000000 } from './1795800000000-whatsapp-identities';
import { UnprocessedProviderEvents1795800100000 } from './1795800100000-unprocessed-provider-events';
import { OutboxOrdering1795965900000 } from './1795965900000-outbox-ordering';
import { ChannelsScreen1796000000000 } from './1796000000000-channels-screen';
import { AccountSettings1796100000000 } from './1796100000000-account-settings';
import { PasswordResets1796200000000 } from './1796200000000-password-resets';
import { ListNamesUnique1796300000000 } from './1796300000000-list-names-unique';
import { MessagePricing1796500000000 } from './1796500000000-message-pricing';
import { CtwaReferrals1796500100000 } from './1796500100000-ctwa-referrals';
import { ImportRejectedRows1796600000000 } from './1796600000000-import-rejected-rows';
import { ContactConsent1796700000000 } from './1796700000000-contact-consent';
import { QuietHours1796710000000 } from './1796710000000-quiet-hours';
import { CampaignSendSpacing1796720000000 } from './1796720000000-campaign-send-spacing';

/** Every migration, in order. Written by hand; the schema is never synchronised from entities. */
export const MIGRATIONS = [
  Accounts1763683200000,
  Outbox1763683300000,
  Contacts1763683400000,
  Lists1763683500000,
  Imports1763683600000,
  IdempotencyKeys1763684000000,
  Templates1763684100000,
  ChannelConnections1763684200000,
  Messaging1763684300000,
  Campaigns1763684400000,
  CustomChannels1763684500000,
  Agency1763684700000,
  CreditWaits1763684800000,
  OutboundSends1763684900000,
  UsersSessions1763685000000,
  DataLifecycle1763685100000,
  MetaChannels1763685300000,
  CampaignSends1763685400000,
  InboxCounters1763685500000,
  EntryPointCampaigns1763685612000,
  SendStartedAt1763685700000,
  IdempotencyCredentials1795651200000,
  ImportErasure1795651300000,
  MembershipsInvitations1795651400000,
  InboxAssignment1795700000000,
  LiveEvents1795700100000,
  InboxSearchSavedReplies1795700200000,
  AgentRestriction1795700300000,
  WhatsAppIdentities1795800000000,
  UnprocessedProviderEvents1795800100000,
  OutboxOrdering1795965900000,
  ChannelsScreen1796000000000,
  AccountSettings1796100000000,
  PasswordResets1796200000000,
  ListNamesUnique1796300000000,
  MessagePricing1796500000000,
  CtwaReferrals1796500100000,
  ImportRejectedRows1796600000000,
  ContactConsent1796700000000,
  QuietHours1796710000000,
  CampaignSendSpacing1796720000000,
];
