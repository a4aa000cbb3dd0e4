import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from './client';
import { type Page, pageOf, useCursorPage } from './paging';
import type { CreateTemplate, Template, UpdateTemplate } from './types';

/** The query keys of message templates. */
export const templateKeys = {
  all: ['templates'] as const,
  pages: () => [...templateKeys.all, 'page'] as const,
  options: () => [...templateKeys.all, 'options'] as const,
  detail: (id: string) => [...templateKeys.all, 'detail', id] as const,
};

/** Every template with its status, page by page (`GET /v1/templates`). */
export function useTemplatesPage() {
  return useCursorPage<Template>(templateKeys.pages(), pageOf('/templates'));
}

/** The templates to choose from in a form: the first 200. */
export function useTemplateOptions() {
  return useQuery({
    queryKey: templateKeys.options(),
    queryFn: () => api<Page<Template>>('/templates?limit=200'),
  });
}

/** One template (`GET /v1/templates/{id}`); nothing is asked without an id. */
export function useTemplate(id: string | null | undefined) {
  return useQuery({
    queryKey: templateKeys.detail(id ?? ''),
    queryFn: () => api<Template>(`/templates/${id}`),
    enabled: !!id,
  });
}

/** Creates a template (`POST /v1/templates`): SMS ones are approved at once, WhatsApp ones by Meta. */
export function useCreateTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateTemplate) => api<Template>('/templates', { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: templateKeys.all }),
  });
}

/**
 * Edits a template (`PATCH /v1/templates/{id}`): a new message and/or category. A WhatsApp one
 * goes back to Meta's review (or is approved at once in the sandbox).
 */
export function useUpdateTemplate(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateTemplate) =>
      api<Template>(`/templates/${id}`, { method: 'PATCH', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: templateKeys.all }),
  });
}

/** Deletes a template (`DELETE /v1/templates/{id}`): 409 while a campaign uses it. */
export function useDeleteTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api<void>(`/templates/${id}`, { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: templateKeys.all }),
  });
}
