import type { ApiAnswer, IntakeClient } from './intake-client';
import { type LeadRow, missingRequiredField } from './lead-rows';

/** What a replay of a funnel export did. */
export interface IntakeSummary {
  rows: number;
  created: number;
  existing: number;
  /** Rows that produced no contact, by reason (MISSING_PHONE, MISSING_FIRST_NAME, or the API's error code). */
  rejected: Record<string, number>;
  rejectedRows: { row: number; reason: string }[];
  /** Contacts newly added to the list, and those that were members already. */
  addedToList: number;
  alreadyInList: number;
  /** Leads kept without a broken optional field (e.g. an invalid email). */
  warnings: { row: number; code: string; message: string }[];
}

/** A failure that makes the rest of the file pointless (bad key, unknown list, unreachable API). */
export class IntakeAborted extends Error {}

const errorCode = (answer: ApiAnswer): string =>
  String((answer.body.error as { code?: string } | undefined)?.code ?? `HTTP_${answer.status}`);

function abortOnFatal(answer: ApiAnswer): void {
  if (answer.status === 401 || errorCode(answer) === 'LIST_NOT_FOUND' || answer.status >= 500) {
    throw new IntakeAborted(
      `${errorCode(answer)}: ${String((answer.body.error as { message?: string })?.message ?? '')}`,
    );
  }
}

/**
 * Replays lead rows through the three calls of the funnel flow (README "Funnel intake"), one
 * lead at a time, exactly as an automation tool would: GET the contact by phone; POST it on 404;
 * add it to the list. Rows without a phone or first name are reported and not sent. A lead with
 * a valid phone is never lost over a broken optional field: when the API refuses its email
 * (`INVALID_EMAIL`), it is sent again without it and a warning is recorded.
 *
 * @throws IntakeAborted on 401, an unknown list, or a server error.
 */
export async function runIntake(
  leads: LeadRow[],
  listId: string,
  client: IntakeClient,
  onRow: (done: number, summary: IntakeSummary) => void = () => undefined,
): Promise<IntakeSummary> {
  const summary: IntakeSummary = {
    rows: leads.length,
    created: 0,
    existing: 0,
    rejected: {},
    rejectedRows: [],
    addedToList: 0,
    alreadyInList: 0,
    warnings: [],
  };
  const reject = (row: number, reason: string) => {
    summary.rejected[reason] = (summary.rejected[reason] ?? 0) + 1;
    summary.rejectedRows.push({ row, reason });
  };

  for (const [index, lead] of leads.entries()) {
    const contactId = await intakeOne(lead, client, summary, reject);
    if (contactId) {
      const added = await client.addToList(listId, contactId);
      abortOnFatal(added);
      if (added.status === 201) summary.addedToList += 1;
      else if (added.status === 200) summary.alreadyInList += 1;
      else reject(lead.row, errorCode(added));
    }
    onRow(index + 1, summary);
  }
  return summary;
}

async function intakeOne(
  lead: LeadRow,
  client: IntakeClient,
  summary: IntakeSummary,
  reject: (row: number, reason: string) => void,
): Promise<string | null> {
  const missing = missingRequiredField(lead);
  if (missing) {
    reject(lead.row, missing);
    return null;
  }
  const found = await client.findByPhone(lead.phone as string);
  abortOnFatal(found);
  if (found.status === 200) {
    summary.existing += 1;
    return String(found.body.id);
  }
  if (found.status !== 404) {
    reject(lead.row, errorCode(found));
    return null;
  }
  const body: Record<string, unknown> = {
    phone_number: lead.phone,
    first_name: lead.firstName,
    last_name: lead.lastName,
    email: lead.email,
    custom_fields: lead.customFields,
  };
  const consent = consentOf(lead);
  if (consent) body.consent = consent;
  let created = await client.createContact(body);
  if (created.status === 400 && errorCode(created) === 'INVALID_EMAIL') {
    summary.warnings.push({
      row: lead.row,
      code: 'INVALID_EMAIL',
      message: `email "${lead.email}" refused; lead sent without it`,
    });
    body.email = null;
    created = await client.createContact(body);
  }
  const refusedField = (
    (created.body.error as { details?: { field?: string }[] } | undefined)?.details ?? []
  ).find((d) => d.field?.startsWith('consent'))?.field;
  if (created.status === 400 && consent && refusedField) {
    summary.warnings.push({
      row: lead.row,
      code: 'VALIDATION_FAILED',
      message: `${refusedField} refused; lead sent without consent`,
    });
    delete body.consent;
    created = await client.createContact(body);
  }
  abortOnFatal(created);
  if (created.status === 201) summary.created += 1;
  else if (created.status === 200) summary.existing += 1;
  else {
    reject(lead.row, errorCode(created));
    return null;
  }
  return String(created.body.id);
}

/** A `consent` column meaning yes (`yes`, `y`, `true`, `1`, `on`, any case). */
const CONSENT_YES = /^(?:yes|y|true|1|on)$/i;

/**
 * The `consent` sent with a lead (docs/contacts.md#consent): when its `consent` column says yes,
 * `{source: "funnel_export", at: submitted_at}` (`at` left out when `submitted_at` is not an ISO
 * 8601 date-time, the API then records the moment of the call); otherwise none.
 */
export function consentOf(lead: LeadRow): Record<string, string> | null {
  if (!CONSENT_YES.test(lead.customFields.consent ?? '')) return null;
  const at = lead.customFields.submitted_at ?? '';
  return /^\d{4}-\d{2}-\d{2}T/.test(at) && !Number.isNaN(Date.parse(at))
    ? { source: 'funnel_export', at }
    : { source: 'funnel_export' };
}
