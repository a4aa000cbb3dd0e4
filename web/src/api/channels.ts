import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from './client';
import { type Page } from './paging';
import type {
  ChannelConnection,
  ConnectInstagram,
  ConnectMessenger,
  ConnectSms,
  ConnectWhatsApp,
  CreateCustomChannel,
  CustomChannel,
  CustomChannelWithSecret,
  WebhookDelivery,
} from './types';

/** The query keys of channels: connections, custom channels and their deliveries. */
export const channelKeys = {
  all: ['channels'] as const,
  connections: () => [...channelKeys.all, 'connections'] as const,
  custom: () => [...channelKeys.all, 'custom'] as const,
  deliveries: (id: string) => [...channelKeys.all, 'custom', id, 'deliveries'] as const,
};

/** The provider channels one can connect, by the path of their `POST /v1/channels/{channel}`. */
export type ConnectableChannel = 'whatsapp' | 'sms' | 'messenger' | 'instagram';

/** The body each channel's connect request takes. */
export interface ConnectBodies {
  whatsapp: ConnectWhatsApp;
  sms: ConnectSms;
  messenger: ConnectMessenger;
  instagram: ConnectInstagram;
}

/** The account's channels (`GET /v1/channels`): WhatsApp and SMS always (sandbox when not connected), Messenger and Instagram when connected. */
export function useChannelConnections() {
  return useQuery({
    queryKey: channelKeys.connections(),
    queryFn: () => api<{ data: ChannelConnection[] }>('/channels').then((page) => page.data),
  });
}

/** Connects (or replaces) a channel (`POST /v1/channels/{channel}`, owners): answers the connection with its webhook URLs. */
export function useConnectChannel<C extends ConnectableChannel>(channel: C) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ConnectBodies[C]) =>
      api<ChannelConnection>(`/channels/${channel}`, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: channelKeys.connections() }),
  });
}

/** Disconnects a channel (`DELETE /v1/channels/{channel}`, owners). */
export function useDisconnectChannel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (channel: ConnectableChannel) =>
      api<void>(`/channels/${channel}`, { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: channelKeys.connections() }),
  });
}

/** The account's custom channels, the first 100 (`GET /v1/custom_channels`). */
export function useCustomChannels() {
  return useQuery({
    queryKey: channelKeys.custom(),
    queryFn: () => api<Page<CustomChannel>>('/custom_channels?limit=100').then((page) => page.data),
  });
}

/** Creates a custom channel (`POST /v1/custom_channels`, owners): its signing secret is in this answer only. */
export function useCreateCustomChannel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateCustomChannel) =>
      api<CustomChannelWithSecret>('/custom_channels', { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: channelKeys.custom() }),
  });
}

/** Rotates a custom channel's signing secret (`POST /v1/custom_channels/{id}/rotate-secret`): the new one is shown once. */
export function useRotateCustomChannelSecret() {
  return useMutation({
    mutationFn: (id: string) =>
      api<CustomChannelWithSecret>(`/custom_channels/${id}/rotate-secret`, { method: 'POST' }),
  });
}

/** Deletes a custom channel (`DELETE /v1/custom_channels/{id}`, owners). */
export function useDeleteCustomChannel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api<void>(`/custom_channels/${id}`, { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: channelKeys.custom() }),
  });
}

/**
 * A custom channel's 20 most recent deliveries with their attempts
 * (`GET /v1/custom_channels/{id}/deliveries`), read again every 3 s while shown.
 */
export function useCustomChannelDeliveries(id: string) {
  return useQuery({
    queryKey: channelKeys.deliveries(id),
    queryFn: () =>
      api<{ data: WebhookDelivery[] }>(`/custom_channels/${id}/deliveries?limit=20`).then(
        (list) => list.data,
      ),
    refetchInterval: 3_000,
  });
}
