/**
 * Template bodies: the `{{firstName}}` / `{{lastName}}` variables, rendering a body for one
 * contact, and the positional parameters of a WhatsApp `template` message. Pure domain rules
 * (no Nest, no TypeORM).
 *
 * Source: docs/templates.md#variables-and-rendering (the body may use `{{firstName}}` and
 * `{{lastName}}`), and Meta's Cloud API
 * documentation for template messages (body parameters are positional `{{1}}`, `{{2}}`, …; a
 * parameter's text must not be empty and must not contain new-line or tab characters or more than
 * four consecutive spaces).
 */

/** The variables a body may use, by name (case-sensitive). */
export const TEMPLATE_VARIABLES = ['firstName', 'lastName'] as const;

/** One of {@link TEMPLATE_VARIABLES}. */
export type TemplateVariable = (typeof TEMPLATE_VARIABLES)[number];

/** What a contact contributes to a rendering: absent, `null` and blank values count as missing. */
export interface TemplateContact {
  firstName?: string | null;
  lastName?: string | null;
}

/** Used for a missing (absent, null or blank) first name: "Hi {{firstName}}!" → "Hi there!". */
export const FIRST_NAME_FALLBACK = 'there';

/**
 * Sent as the WhatsApp parameter of a missing last name: Meta refuses an empty parameter text,
 * so a single space stands in for "nothing" (renderTemplate, which builds the stored text,
 * removes the variable instead).
 */
export const WHATSAPP_EMPTY_PARAMETER = ' ';

/** `{{` + anything without braces + `}}`: a variable reference (whitespace inside tolerated). */
const PLACEHOLDER = /\{\{([^{}]*)\}\}/g;

/** A body that breaks the variable rules; `message` names the offending fragment. */
export class TemplateBodyError extends Error {
  constructor(
    message: string,
    /** The offending text, as written in the body (at most 40 characters). */
    readonly fragment: string,
  ) {
    super(message);
    this.name = 'TemplateBodyError';
  }
}

function isTemplateVariable(name: string): name is TemplateVariable {
  return (TEMPLATE_VARIABLES as readonly string[]).includes(name);
}

function shorten(fragment: string): string {
  const chars = [...fragment];
  return chars.length > 40 ? `${chars.slice(0, 39).join('')}…` : fragment;
}

/**
 * The variables `body` uses, one entry per occurrence, in order of appearance: entry `i` is what
 * the WhatsApp template's `{{i+1}}` receives. `"Hi {{firstName}}, {{ firstName }}!"` →
 * `['firstName', 'firstName']`; a body without variables → `[]`.
 *
 * A variable is `{{name}}` with optional whitespace inside the braces (`{{ firstName }}`); `name`
 * is case-sensitive and must be one of {@link TEMPLATE_VARIABLES}.
 *
 * @throws TemplateBodyError for any other `{{…}}` (`{{email}}`, `{{1}}`, `{{}}`, `{{FirstName}}`),
 *   naming it; and for a `{{` or `}}` left over once the variables are taken out (an unclosed
 *   `{{firstName}` or a stray brace pair), naming the text around it.
 */
export function parseTemplateBody(body: string): TemplateVariable[] {
  const variables: TemplateVariable[] = [];
  for (const match of body.matchAll(PLACEHOLDER)) {
    const name = match[1].trim();
    if (!isTemplateVariable(name)) {
      const written = shorten(match[0]);
      throw new TemplateBodyError(
        `uses the unknown variable ${written}: only {{firstName}} and {{lastName}} are allowed`,
        written,
      );
    }
    variables.push(name);
  }
  // each variable becomes "…" (not nothing, which could join a "{" before it to one after it)
  const rest = body.replace(PLACEHOLDER, '…');
  const stray = /\{\{|\}\}/.exec(rest);
  if (stray) {
    const around = shorten(rest.slice(Math.max(0, stray.index - 10), stray.index + 12).trim());
    throw new TemplateBodyError(
      `has an unmatched "${stray[0]}" near "${around}": write variables as {{firstName}} or {{lastName}}`,
      around,
    );
  }
  return variables;
}

/** A contact's value for a variable with its whitespace runs made single spaces, or null when blank. */
function valueOf(contact: TemplateContact, variable: TemplateVariable): string | null {
  const value = contact[variable];
  if (typeof value !== 'string') return null;
  const cleaned = value.replace(/\s+/g, ' ').trim();
  return cleaned === '' ? null : cleaned;
}

/**
 * The text of `body` for `contact`: each variable replaced by the contact's value, in one pass
 * (a name that itself contains `{{lastName}}` is not expanded again). Values have their
 * whitespace runs (tabs, line breaks) made single spaces and are trimmed.
 *
 * Fallbacks for a missing value (absent, `null` or blank):
 * - `{{firstName}}` → "there": `"Hi {{firstName}}!"` → `"Hi there!"`;
 * - `{{lastName}}` → nothing, and the spaces or tabs just before it go with it (just after it
 *   when it starts a line), so no doubled space is left: `"Hi {{firstName}} {{lastName}}!"` →
 *   `"Hi Ann!"`, `"{{lastName}} family"` → `"family"`.
 *
 * Shape: `(body: string, contact: {firstName?, lastName?}) => string`.
 * @throws TemplateBodyError when `body` breaks the rules of {@link parseTemplateBody}.
 */
export function renderTemplate(body: string, contact: TemplateContact): string {
  parseTemplateBody(body);
  let out = '';
  let last = 0;
  let skipLeadingSpaces = false;
  const literal = (text: string): void => {
    if (skipLeadingSpaces && text !== '') {
      text = text.replace(/^[ \t]+/, '');
      skipLeadingSpaces = false;
    }
    out += text;
  };
  for (const match of body.matchAll(PLACEHOLDER)) {
    literal(body.slice(last, match.index));
    last = match.index + match[0].length;
    const variable = match[1].trim() as TemplateVariable;
    const value = valueOf(contact, variable);
    if (value !== null) out += value;
    else if (variable === 'firstName') out += FIRST_NAME_FALLBACK;
    else if (/(^|[\n\r])[ \t]*$/.test(out)) skipLeadingSpaces = true;
    else out = out.replace(/[ \t]+$/, '');
  }
  literal(body.slice(last));
  return out;
}

/**
 * The positional body parameters of the WhatsApp `template` message for `body` and `contact`:
 * one string per variable occurrence, in order of appearance (entry `i` fills `{{i+1}}` of the
 * template approved by Meta), each to be sent as `{"type": "text", "text": value}`.
 *
 * Values are the contact's, whitespace runs made single spaces and trimmed (Meta refuses new
 * lines, tabs and more than four consecutive spaces in a parameter). A missing first name is
 * "there" ({@link FIRST_NAME_FALLBACK}); a missing last name is a single space
 * ({@link WHATSAPP_EMPTY_PARAMETER}), since Meta refuses an empty parameter.
 *
 * Shape: `(body: string, contact: {firstName?, lastName?}) => string[]`.
 * @throws TemplateBodyError when `body` breaks the rules of {@link parseTemplateBody}.
 */
export function whatsAppParameters(body: string, contact: TemplateContact): string[] {
  return parseTemplateBody(body).map(
    (variable) =>
      valueOf(contact, variable) ??
      (variable === 'firstName' ? FIRST_NAME_FALLBACK : WHATSAPP_EMPTY_PARAMETER),
  );
}

/** The example values Meta's review is shown for each variable (a contact named Ada Lovelace). */
export const REVIEW_EXAMPLES: Record<TemplateVariable, string> = {
  firstName: 'Ada',
  lastName: 'Lovelace',
};

/**
 * A body in the form Meta reviews (docs/templates.md#review-by-meta): each variable occurrence
 * becomes `{{1}}`, `{{2}}`… in order, with one example value per occurrence
 * ({@link REVIEW_EXAMPLES}). `"Hi {{firstName}} {{ lastName }}"` →
 * `{text: "Hi {{1}} {{2}}", examples: ["Ada", "Lovelace"]}`.
 *
 * @throws TemplateBodyError when `body` breaks the rules of {@link parseTemplateBody}.
 */
export function whatsAppReviewBody(body: string): { text: string; examples: string[] } {
  const variables = parseTemplateBody(body);
  let index = 0;
  const text = body.replace(PLACEHOLDER, () => `{{${(index += 1)}}}`);
  return { text, examples: variables.map((variable) => REVIEW_EXAMPLES[variable]) };
}
