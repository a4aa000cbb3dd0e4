import { AppError } from '../../common/errors';

/**
 * 404 `CAMPAIGN_NOT_FOUND`: a send routed to a campaign the account does not have (another
 * account's or a malformed id included).
 */
export class CampaignNotFoundError extends AppError {
  constructor(id: string) {
    super('CAMPAIGN_NOT_FOUND', `No campaign ${id}.`);
  }
}
