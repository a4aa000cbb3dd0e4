import { AppError } from '../../common/errors';

/** 404 `CAMPAIGN_NOT_FOUND`: no such campaign in the account (another account's or a malformed id included). */
export class CampaignNotFoundError extends AppError {
  constructor(id: string) {
    super('CAMPAIGN_NOT_FOUND', `No campaign ${id}.`);
  }
}

/** Why a campaign cannot go live (product.md section 7). */
export type NotLaunchableReason =
  'list_missing' | 'opening_template_missing' | 'opening_template_not_approved';

/** 409 `CAMPAIGN_NOT_LAUNCHABLE`, with the reason as `details[0].message` and in the message. */
export class CampaignNotLaunchableError extends AppError {
  constructor(reason: NotLaunchableReason, message: string) {
    super('CAMPAIGN_NOT_LAUNCHABLE', message, [
      { field: reason === 'list_missing' ? 'listId' : 'openingTemplateId', message: reason },
    ]);
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

/** 409 `CONFLICT`: an archived campaign is read-only (issue 14). */
export class CampaignArchivedError extends AppError {
  constructor(id: string) {
    super('CONFLICT', `Campaign ${id} is archived and cannot change.`, [
      { field: 'status', message: 'archived' },
    ]);
  }
}
