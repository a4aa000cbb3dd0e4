import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from './client';
import { type Page } from './paging';
import type {
  CreatedWebhookEndpoint,
  CreateWebhookEndpoint,
  WebhookDelivery,
  WebhookEndpoint,
} from './types';

/** The query keys of webhook endpoints and their deliveries. */
export const webhookKeys = {
  all: ['webhooks'] as const,
  endpoints: () => [...webhookKeys.all, 'endpoints'] as const,
  deliveries: (id: string) => [...webhookKeys.all, id, 'deliveries'] as const,
};

/** The account's webhook endpoints, the first 100 (`GET /v1/webhooks`, owners). */
export function useWebhookEndpoints() {
  return useQuery({
    queryKey: webhookKeys.endpoints(),
    queryFn: () => api<Page<WebhookEndpoint>>('/webhooks?limit=100').then((page) => page.data),
  });
}

/** Registers an endpoint (`POST /v1/webhooks`): its signing secret is in this answer only. */
export function useCreateWebhookEndpoint() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateWebhookEndpoint) => api<CreatedWebhookEndpoint>('/webhooks', { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: webhookKeys.endpoints() }),
  });
}

/** Deletes an endpoint (`DELETE /v1/webhooks/{id}`). */
export function useDeleteWebhookEndpoint() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api<void>(`/webhooks/${id}`, { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: webhookKeys.endpoints() }),
  });
}

/** An endpoint's 20 most recent deliveries with their attempts, read again every 3 s while shown. */
export function useEndpointDeliveries(id: string) {
  return useQuery({
    queryKey: webhookKeys.deliveries(id),
    queryFn: () =>
      api<{ data: WebhookDelivery[] }>(`/webhooks/${id}/deliveries?limit=20`).then(
        (list) => list.data,
      ),
    refetchInterval: 3_000,
  });
}

/** Sends a delivery again (`POST /v1/webhooks/{id}/deliveries/{deliveryId}/redeliver`). */
export function useRedeliver(endpointId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (deliveryId: string) =>
      api<WebhookDelivery>(`/webhooks/${endpointId}/deliveries/${deliveryId}/redeliver`, {
        method: 'POST',
      }),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: webhookKeys.deliveries(endpointId) }),
  });
}
