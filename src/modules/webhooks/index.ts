/** The public surface of the webhooks module: what other modules may use (docs/architecture.md#boundaries). */
export {
  RecentDeliveriesQueryDto,
  WebhookDeliveryDto,
  WebhookDeliveryListDto,
} from './dto/webhook-endpoint.dto';
export { WebhookEndpointsModule } from './webhooks.module';
