import type { Me } from '../api/types';

/** An entry of the main navigation: a screen of the signed-in app. */
export interface NavItem {
  /** Where it leads; the entry is active on this path and below it. */
  to: string;
  /** Its name, as people and the browser tests read it. */
  label: string;
  /** Who sees it (owners only, agency accounts only…); everyone when left out. */
  visibleTo?: (me: Me) => boolean;
  /** A live count shown beside the name (`waiting`: conversations waiting for a person). */
  count?: 'waiting';
}

/**
 * The main navigation, in order: the one place a screen gets its entry (its route is in
 * routes.tsx).
 */
export const NAV: NavItem[] = [
  { to: '/app/inbox', label: 'Inbox', count: 'waiting' },
  { to: '/app/contacts', label: 'Contacts' },
  { to: '/app/lists', label: 'Lists' },
  { to: '/app/templates', label: 'Templates' },
  { to: '/app/campaigns', label: 'Campaigns' },
  { to: '/app/channels', label: 'Channels' },
  { to: '/app/webhooks', label: 'Webhooks', visibleTo: (me) => me.user.role === 'owner' },
  {
    to: '/app/agency',
    label: 'Agency',
    visibleTo: (me) => me.account.type === 'agency' && me.user.role === 'owner',
  },
  { to: '/app/settings', label: 'Settings' },
];
