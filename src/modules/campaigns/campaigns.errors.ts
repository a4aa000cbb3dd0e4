import { AppError } from '../../common/errors';

/** 404 `CAMPAIGN_NOT_FOUND`: no such campaign in the account (another account's or a malformed id included). */
export class CampaignNotFoundError extends AppError {
  constructor(id: string) {
    super('CAMPAIGN_NOT_FOUND', `No campaign ${id}.`);
  }
}

/**
 * Why a campaign cannot go live (docs/campaigns.md#types-and-lifecycle; `entry_points_missing`: a Messenger or
 * Instagram campaign without a `ref`, ad id or comment keyword, docs/campaigns.md#entry-points).
 */
export type NotLaunchableReason =
  | 'list_missing'
  | 'entry_points_missing'
  | 'opening_template_missing'
  | 'opening_template_not_approved';

/** The field each reason names. */
const REASON_FIELD: Record<NotLaunchableReason, string> = {
  list_missing: 'listId',
  entry_points_missing: 'entryPoints',
  opening_template_missing: 'openingTemplateId',
  opening_template_not_approved: 'openingTemplateId',
};

/** 409 `CAMPAIGN_NOT_LAUNCHABLE`, with the reason as `details[0].message` and in the message. */
export class CampaignNotLaunchableError extends AppError {
  constructor(reason: NotLaunchableReason, message: string) {
    super('CAMPAIGN_NOT_LAUNCHABLE', message, [{ field: REASON_FIELD[reason], message: reason }]);
  }
}

/** 409 `CONFLICT`: a setting that shapes who is messaged (list, template, channel, type) changed while live. */
export class CampaignLiveConflictError extends AppError {
  constructor(fields: string[]) {
    super(
      'CONFLICT',
      `${fields.join(', ')} cannot change while the campaign is live; pause it first.`,
      fields.map((field) => ({ field, message: 'cannot change while the campaign is live' })),
    );
  }
}

/** 409 `CONFLICT`: an archived campaign is read-only (docs/data-lifecycle.md#deleting-lists-templates-and-campaigns). */
export class CampaignArchivedError extends AppError {
  constructor(id: string) {
    super('CONFLICT', `Campaign ${id} is archived and cannot change.`, [
      { field: 'status', message: 'archived' },
    ]);
  }
}
