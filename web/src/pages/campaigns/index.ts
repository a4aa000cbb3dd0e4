// The Campaigns screens: the list, New campaign, and a campaign with its live stats.
export { CampaignPage } from './campaign-page';
export { CampaignsPage } from './campaigns-page';
export { NewCampaignPage } from './new-campaign-page';
