/**
 * The fields of a new template: checks them all and normalises them, or lists every problem.
 * Pure domain rules (no Nest, no TypeORM).
 */
import { exceedsMaxChars, isNameText } from '../../contacts/domain';
import { parseTemplateBody, TemplateBodyError, type TemplateVariable } from './template-body';
import type { TemplateChannel } from './template-status';

/** Longest template name, in characters. Source: Meta, "Create and Manage Message Templates" (the name field is limited to 512 characters). */
export const TEMPLATE_NAME_MAX_LENGTH = 512;

/** Longest body per channel, in characters (Unicode code points). */
export const TEMPLATE_BODY_MAX_LENGTH: Record<TemplateChannel, number> = {
  /** Meta: "The message template content field is limited to 1024 characters". */
  whatsapp: 1024,
  /** Twilio: a message body is at most 1600 characters. */
  sms: 1600,
  /** Meta Send API: "text … must be UTF-8 and has a 2000 character limit". */
  messenger: 2000,
  /** Instagram Messaging: the same 2,000-character text limit (one private reply is one message). */
  instagram: 2000,
};

/** Template names: lowercase letters (a-z), digits and underscores; Meta's rule, applied to both channels. */
const NAME = /^[a-z0-9_]+$/;

/**
 * Language codes: a 2-3 letter language, optionally `_` or `-` and a 2-letter region or a
 * 3-digit UN M.49 area (`en`, `en_US`, `pt-BR`, `fil`, `es_419`).
 */
const LANGUAGE = /^([A-Za-z]{2,3})(?:[_-]([A-Za-z]{2}|\d{3}))?$/;

/** The fields of `POST /v1/templates` once types are checked (the DTO checks they are strings). */
export interface TemplateInputFields {
  name: string;
  channel: TemplateChannel;
  language: string;
  body: string;
}

/** A template that passed every rule. */
export interface NormalisedTemplateInput {
  /** Trimmed. */
  name: string;
  channel: TemplateChannel;
  /** WhatsApp spelling: language lowercase, region uppercase, joined by `_` (`pt_BR`). */
  language: string;
  /** As given. */
  body: string;
  /** {@link parseTemplateBody} of the body. */
  variables: TemplateVariable[];
}

/** One broken rule: the field at fault and why (never the rejected value, except a `{{…}}` fragment). */
export interface TemplateProblem {
  field: 'name' | 'language' | 'body';
  message: string;
}

/** Every rule a new template broke (at least one). */
export class TemplateInputError extends Error {
  constructor(readonly problems: TemplateProblem[]) {
    super(problems.map((problem) => `${problem.field} ${problem.message}`).join('; '));
    this.name = 'TemplateInputError';
  }
}

/**
 * Normalises a language code to WhatsApp's spelling (`en-us` → `en_US`), or returns null when it
 * is not a language code (see {@link LANGUAGE}). Used for new templates and to match the
 * provider's status reports. Shape: `(code: string) => string | null`; never throws.
 */
export function normaliseLanguage(code: string): string | null {
  const match = LANGUAGE.exec(code.trim());
  if (!match) return null;
  const [, language, region] = match;
  return region ? `${language.toLowerCase()}_${region.toUpperCase()}` : language.toLowerCase();
}

/**
 * Checks a new template (docs/templates.md#fields):
 * - `name`, trimmed: 1-{@link TEMPLATE_NAME_MAX_LENGTH} characters, lowercase letters, digits and
 *   underscores only (Meta's rule for template names; SMS templates follow it too, so a name
 *   means the same on both channels);
 * - `language`: a WhatsApp / BCP-47-like code, normalised by {@link normaliseLanguage};
 * - `body`: not blank, at most {@link TEMPLATE_BODY_MAX_LENGTH} characters for its channel (1024
 *   WhatsApp, 1600 SMS, 2000 Messenger and Instagram), no control characters other than tab and line breaks (no NUL), and
 *   variables as {@link parseTemplateBody} allows (`{{firstName}}`, `{{lastName}}`).
 *
 * @returns the normalised template with its variables.
 * @throws TemplateInputError listing every broken rule (field and message).
 */
export function normaliseTemplateInput(fields: TemplateInputFields): NormalisedTemplateInput {
  const problems: TemplateProblem[] = [];
  const name = fields.name.trim();
  if (name === '' || exceedsMaxChars(name, TEMPLATE_NAME_MAX_LENGTH)) {
    problems.push({
      field: 'name',
      message: `must be 1-${TEMPLATE_NAME_MAX_LENGTH} characters`,
    });
  } else if (!NAME.test(name)) {
    problems.push({
      field: 'name',
      message: 'must contain only lowercase letters (a-z), digits and underscores',
    });
  }
  const language = normaliseLanguage(fields.language);
  if (language === null) {
    problems.push({
      field: 'language',
      message: 'must be a language code such as en, en_US or pt_BR',
    });
  }
  const body = fields.body;
  const maxBody = TEMPLATE_BODY_MAX_LENGTH[fields.channel];
  let variables: TemplateVariable[] = [];
  if (body.trim() === '') {
    problems.push({ field: 'body', message: 'must not be empty' });
  } else if (exceedsMaxChars(body, maxBody)) {
    problems.push({
      field: 'body',
      message: `must be at most ${maxBody} characters for ${fields.channel} templates`,
    });
  } else if (!isNameText(body)) {
    problems.push({
      field: 'body',
      message: 'must not contain NUL or other control characters (tab and line breaks are allowed)',
    });
  } else {
    try {
      variables = parseTemplateBody(body);
    } catch (error) {
      if (!(error instanceof TemplateBodyError)) throw error;
      problems.push({ field: 'body', message: error.message });
    }
  }
  if (problems.length > 0) throw new TemplateInputError(problems);
  return { name, channel: fields.channel, language: language as string, body, variables };
}
