import { AppError } from '../../common/errors';
import type { TemplateStatus } from './domain/template-status';

/** 404 `TEMPLATE_NOT_FOUND`: no such template in the account (another account's id or a malformed id included). */
export class TemplateNotFoundError extends AppError {
  constructor(templateId: string) {
    super('TEMPLATE_NOT_FOUND', `No template ${templateId}.`);
  }
}

/** 409 `CONFLICT`: the account already has a template with this channel, name and language. */
export class TemplateExistsError extends AppError {
  constructor(channel: string, name: string, language: string) {
    super(
      'CONFLICT',
      `A ${channel} template named ${name} in language ${language} already exists in this account.`,
    );
  }
}

/** 409 `CONFLICT`: an operator review asked for a status change the rules do not allow. */
export class TemplateStatusChangeRefusedError extends AppError {
  constructor(from: TemplateStatus, to: TemplateStatus) {
    super('CONFLICT', `A template cannot go from ${from} to ${to}.`);
  }
}

/** 409 `CONFLICT`: the template cannot be deleted while a campaign that is not archived uses it. */
export class TemplateInUseError extends AppError {
  constructor(templateId: string, user: string) {
    super('CONFLICT', `Template ${templateId} is used by ${user}; archive it first.`, [
      { field: 'id', message: `used by ${user}` },
    ]);
  }
}
