/**
 * The app's only way to reach the service: `/v1` on its own origin with the session cookie
 * (`credentials: 'same-origin'`). The app never holds an API key. Every failure becomes an
 * `ApiError` carrying the envelope's `code` and human `message`, which screens show as is.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
  }
}

/** A page of the API's cursor pagination. */
export interface Page<T> {
  data: T[];
  nextCursor: string | null;
}

export async function api<T>(
  path: string,
  init: { method?: string; body?: unknown; raw?: BodyInit; contentType?: string } = {},
): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  let body: BodyInit | undefined;
  if (init.raw !== undefined) {
    body = init.raw;
    headers['Content-Type'] = init.contentType ?? 'application/octet-stream';
  } else if (init.body !== undefined) {
    body = JSON.stringify(init.body);
    headers['Content-Type'] = 'application/json';
  }
  let response: Response;
  try {
    response = await fetch(`/v1${path}`, {
      method: init.method ?? (body ? 'POST' : 'GET'),
      headers,
      body,
      credentials: 'same-origin',
    });
  } catch {
    throw new ApiError(
      0,
      'NETWORK',
      'The service cannot be reached. Check your connection and try again.',
    );
  }
  if (response.status === 204) return undefined as T;
  const text = await response.text();
  let json: unknown = null;
  try {
    json = text ? JSON.parse(text) : null;
  } catch {
    json = null;
  }
  if (!response.ok) {
    const error = (json as { error?: { code?: string; message?: string; details?: unknown } })
      ?.error;
    throw new ApiError(
      response.status,
      error?.code ?? 'HTTP_' + response.status,
      error?.message ?? `The service answered ${response.status}.`,
      error?.details,
    );
  }
  return json as T;
}

export function qs(params: Record<string, string | number | undefined | null>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== null && value !== '') search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

export function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

export interface Account {
  id: string;
  name: string;
  type: 'standard' | 'agency' | 'subaccount' | string;
  email: string | null;
  createdAt: string;
}
export interface User {
  id: string;
  name: string;
  email: string;
  role: 'owner' | 'agent';
  createdAt?: string;
}
export interface Me {
  user: User;
  account: Account;
}
export interface Contact {
  id: string;
  firstName: string | null;
  lastName: string | null;
  phone: string | null;
  email: string | null;
  customFields: Record<string, unknown>;
  optedOutAt?: string | null;
  createdAt: string;
}
export interface List {
  id: string;
  name: string;
  createdAt: string;
  memberCount?: number;
}
export interface Template {
  id: string;
  name: string;
  channel: 'whatsapp' | 'sms';
  language: string;
  body: string;
  variables: string[];
  status: string;
  statusReason: string | null;
  createdAt: string;
}
export interface CampaignStats {
  enrolled: number;
  pending: number;
  sent: number;
  delivered?: number;
  read?: number;
  skipped: number;
  failed: number;
  replied: number;
  skippedReasons?: Record<string, number>;
}
export interface Campaign {
  id: string;
  name: string;
  type: string;
  channel: string;
  listId: string | null;
  openingTemplateId: string | null;
  throttlePerMinute: number;
  openingDelaySeconds: number;
  followUps: { afterMinutes: number; templateId: string }[];
  bot: { enabled: boolean; instructions: string | null };
  status: 'draft' | 'live' | 'paused';
  pauseReason: string | null;
  createdAt: string;
  stats?: CampaignStats;
}
export interface Message {
  id: string;
  direction: 'inbound' | 'outbound';
  channel: string;
  body: string;
  status: string;
  createdAt: string;
}
export interface ImportRowIssue {
  row: number;
  code: string;
}
export interface ImportJob {
  id: string;
  listId: string;
  status: string;
  total: number;
  processed: number;
  created: number;
  existing: number;
  invalid: ImportRowIssue[];
  warnings: ImportRowIssue[];
  added: number;
  error: string | null;
}
