import { Agent, fetch, type Dispatcher } from 'undici';

/** An answer of the Parley API: status, parsed JSON body, headers. */
export interface ApiAnswer<T = Record<string, unknown>> {
  status: number;
  body: T;
  headers: Headers;
}

/** Options of the client. */
export interface IntakeClientOptions {
  baseUrl: string;
  apiKey: string;
  /** Accept a self-signed certificate (the development certificate), like `curl -k`. */
  insecure: boolean;
  /** Called when a 429 or 503 makes the client wait, with the wait in seconds. */
  onThrottled?: (seconds: number) => void;
  /** Gives up after this many consecutive 429s for one call. */
  maxRetries?: number;
}

/**
 * A small client for the three intake calls, as an automation tool makes them: Bearer key,
 * JSON, and on `429 RATE_LIMITED` (or `503 SERVICE_UNAVAILABLE`) a wait of `Retry-After`
 * seconds (docs/api.md#rate-limits: the client backs off and retries after the time given in
 * the response headers).
 */
export class IntakeClient {
  private readonly dispatcher: Dispatcher;

  constructor(private readonly options: IntakeClientOptions) {
    this.dispatcher = new Agent({
      connect: { rejectUnauthorized: !options.insecure },
      keepAliveTimeout: 10_000,
    });
  }

  /** `GET /v1/contacts?phoneNumber=…` (the raw phone, URL-encoded). */
  findByPhone(phone: string): Promise<ApiAnswer> {
    return this.call('GET', `/v1/contacts?phoneNumber=${encodeURIComponent(phone)}`);
  }

  /** `POST /v1/contacts` in the funnel shape (B): `phone_number`, `first_name`, … */
  createContact(body: Record<string, unknown>): Promise<ApiAnswer> {
    return this.call('POST', '/v1/contacts', body);
  }

  /** `POST /v1/lists/{listId}/contacts` with `contact_id` (shape B). */
  addToList(listId: string, contactId: string): Promise<ApiAnswer> {
    return this.call('POST', `/v1/lists/${encodeURIComponent(listId)}/contacts`, {
      contact_id: contactId,
    });
  }

  async close(): Promise<void> {
    await this.dispatcher.close();
  }

  private async call(method: string, path: string, body?: unknown): Promise<ApiAnswer> {
    const maxRetries = this.options.maxRetries ?? 20;
    for (let attempt = 0; ; attempt++) {
      const response = await fetch(new URL(path, this.options.baseUrl), {
        method,
        dispatcher: this.dispatcher,
        headers: {
          Authorization: `Bearer ${this.options.apiKey}`,
          ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await response.text();
      // 429: over the rate limit; 503: the database or Redis is briefly unreachable. Both say
      // when to come back in Retry-After.
      if ((response.status === 429 || response.status === 503) && attempt < maxRetries) {
        const seconds = Math.max(1, Number(response.headers.get('retry-after')) || 1);
        this.options.onThrottled?.(seconds);
        await new Promise((resolve) => setTimeout(resolve, seconds * 1000));
        continue;
      }
      let parsed: Record<string, unknown> = {};
      try {
        parsed = text ? (JSON.parse(text) as Record<string, unknown>) : {};
      } catch {
        parsed = { error: { code: 'NOT_JSON', message: text.slice(0, 200) } };
      }
      return {
        status: response.status,
        body: parsed,
        headers: response.headers as unknown as Headers,
      };
    }
  }
}
