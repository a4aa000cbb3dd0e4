import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from './client';
import { pageOf, useCursorPage } from './paging';
import type { Campaign, CreateCampaign, LaunchedCampaign, UpdateCampaign } from './types';

/** The query keys of campaigns. */
export const campaignKeys = {
  all: ['campaigns'] as const,
  pages: () => [...campaignKeys.all, 'page'] as const,
  detail: (id: string) => [...campaignKeys.all, 'detail', id] as const,
};

/** How often an open campaign's stats are read again, in ms. */
const CAMPAIGN_REFRESH_MS = 2000;

/** Every campaign with its status and stats, page by page (`GET /v1/campaigns`). */
export function useCampaignsPage() {
  return useCursorPage<Campaign>(campaignKeys.pages(), pageOf('/campaigns'));
}

/** One campaign (`GET /v1/campaigns/{id}`), read again every 2 s while it is shown. */
export function useCampaign(id: string) {
  return useQuery({
    queryKey: campaignKeys.detail(id),
    queryFn: () => api<Campaign>(`/campaigns/${id}`),
    refetchInterval: CAMPAIGN_REFRESH_MS,
  });
}

/** Creates a campaign, as a draft (`POST /v1/campaigns`). */
export function useCreateCampaign() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateCampaign) => api<Campaign>('/campaigns', { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: campaignKeys.all }),
  });
}

/**
 * Changes a campaign's settings (`PATCH /v1/campaigns/{id}`): list, opening template and type are
 * refused while it is live (409 `CONFLICT`), everything while archived. The answer replaces the
 * open campaign (keeping its stats).
 */
export function useUpdateCampaign(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateCampaign) =>
      api<Campaign>(`/campaigns/${id}`, { method: 'PATCH', body }),
    onSuccess: (updated) => {
      queryClient.setQueryData<Campaign>(campaignKeys.detail(id), (old) => ({
        ...old,
        ...updated,
      }));
      return queryClient.invalidateQueries({ queryKey: campaignKeys.pages() });
    },
  });
}

/** What a campaign page's action asks: launch (or resume), with the list's members or not, pause, archive. */
export type CampaignAction =
  { verb: 'launch'; includeExistingMembers?: boolean } | { verb: 'pause' | 'archive' };

/**
 * Launches (or resumes), pauses or archives the campaign (`POST /v1/campaigns/{id}/launch`,
 * `/pause`, `/archive`; a launch may include the list's existing members); the answer updates the
 * open campaign at once (keeping the stats it had) and the campaigns list is read again.
 */
export function useCampaignAction(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: CampaignAction) =>
      // (a launch answers `warnings` too: LaunchedCampaign)
      api<Campaign & Partial<Pick<LaunchedCampaign, 'warnings'>>>(
        `/campaigns/${id}/${action.verb}`,
        {
          method: 'POST',
          body:
            action.verb === 'launch' && action.includeExistingMembers
              ? { includeExistingMembers: true }
              : undefined,
        },
      ),
    onSuccess: (updated) => {
      queryClient.setQueryData<Campaign>(campaignKeys.detail(id), (old) => ({
        ...old,
        ...updated,
      }));
      return queryClient.invalidateQueries({ queryKey: campaignKeys.pages() });
    },
  });
}
