// The Webhooks screen: endpoints, their deliveries, Redeliver.
export { WebhooksPage } from './webhooks-page';
