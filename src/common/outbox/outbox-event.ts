/** An outbox event as stored in `outbox_events` and handed to its handlers. */
export interface OutboxEvent<P = Record<string, unknown>> {
  id: string;
  accountId: string;
  type: string;
  payload: P;
  createdAt: Date;
  /** 1 on the first delivery; more when an earlier delivery failed or its worker died. */
  attempts: number;
}
