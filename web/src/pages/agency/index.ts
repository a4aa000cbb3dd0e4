// The Agency screen: sub-accounts, credits, history, auto-recharge.
export { AgencyPage } from './agency-page';
